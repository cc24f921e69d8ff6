import { describe, expect, it } from 'vitest';
import { jsonTextProblem } from './malformed-input';

describe('jsonTextProblem: the scan before JSON.parse', () => {
  it('counts nesting of arrays and objects together, up to the limit', () => {
    expect(jsonTextProblem('[[{"a":[1]}]]', 4)).toBeUndefined();
    expect(jsonTextProblem('[[{"a":[1]}]]', 3)).toBe('too-deep');
    expect(jsonTextProblem('[][][][][]', 1)).toBeUndefined(); // siblings are not nesting
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(jsonTextProblem(`{"a":"${'['.repeat(100)}"}`, 2)).toBeUndefined();
    expect(jsonTextProblem('{"a":"say \\"[[[[\\" ok","b":[1]}', 2)).toBeUndefined();
    expect(jsonTextProblem('{"a":"\\\\","b":[[[1]]]}', 3)).toBe('too-deep'); // \\ ends no string
  });

  it('finds an escaped NUL in a string, and only there', () => {
    expect(jsonTextProblem('{"a":"x\\u0000y"}', 32)).toBe('nul');
    expect(jsonTextProblem('{"a":"x\\\\u0000y"}', 32)).toBeUndefined(); // a backslash, then text
    expect(jsonTextProblem('{"a":"\\u00001"}', 32)).toBe('nul');
    expect(jsonTextProblem('{"a":"\\u0001"}', 32)).toBeUndefined();
  });

  it('leaves malformed JSON to the parser', () => {
    expect(jsonTextProblem('not json', 32)).toBeUndefined();
    expect(jsonTextProblem('{"a":', 32)).toBeUndefined();
    expect(jsonTextProblem(']]]]', 32)).toBeUndefined();
  });
});
