/**
 * The sentence-level readings ADR 099 added to the crisis detector: a recovery long past, a report
 * on the subject, a quoted line, a "trapped" said of a place, the clause-level reading by concepts,
 * and the speed of a long post.
 */
import { describe, expect, it } from 'vitest';
import { detectCrisis, explainCrisis } from './crisis';
import { withoutCitedQuotes } from './crisis-context';

const crisis = (text: string) => detectCrisis(text).crisis;

describe('what a sentence is about', () => {
  it('reads a recovery long past as a recovery, and a crisis back as a crisis', () => {
    expect(crisis('Three years ago I wanted to die, now I am doing well')).toBe(false);
    expect(crisis('I used to cut myself but I am two years clean now')).toBe(false);
    expect(crisis('Years ago I was suicidal and got help. I want to die.')).toBe(true);
    expect(crisis('I tried to kill myself last year and now I want to die again')).toBe(true);
  });

  it('reads a report on the subject as a report, not as the writer', () => {
    expect(crisis('Our team ran a workshop on suicide prevention for nurses')).toBe(false);
    expect(crisis('My neighbour died by suicide and the street is in shock')).toBe(false);
    expect(crisis('I am worried my brother is self-harming')).toBe(false);
    expect(crisis('I feel suicidal and the prevention line did not answer')).toBe(true);
  });

  it('drops a cited line, and keeps quoted words the writer takes as their own', () => {
    expect(withoutCitedQuotes('"I want to die" is the saddest line in the song')).not.toContain(
      'die',
    );
    expect(crisis('"I want to die" is the saddest line in the song')).toBe(false);
    expect(crisis('I keep telling myself "I want to die" every night')).toBe(true);
  });

  it('does not read a place one is stuck in as a life', () => {
    expect(crisis('I am trapped in this queue with no way out')).toBe(false);
    expect(crisis('I feel trapped and the only way out is to die')).toBe(true);
  });

  it('reads a clause by its concepts in any order, and keeps figures of speech ordinary', () => {
    expect(crisis('honestly dying is all I want')).toBe(true);
    expect(crisis('cannot wait to die honestly')).toBe(true);
    expect(crisis('I want to die my hair blue')).toBe(false);
    expect(crisis('I would rather die than miss the final')).toBe(false);
    expect(crisis('the villain wants to die at the end of the book')).toBe(false);
    expect(crisis('This deadline is going to kill me')).toBe(false);
  });
});

describe('a long post', () => {
  it('checks 5,000 characters in milliseconds', () => {
    const day =
      'Today I went to the shops and bought bread and apples. The physio gave me new exercises ' +
      'and my knee is killing me, but I am dying to run again. I called my sister about the ' +
      'holiday. Dinner was pasta, then I killed time before bed with a film. ';
    const post = day.repeat(30).slice(0, 5000);
    detectCrisis(post);
    const times: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const start = performance.now();
      expect(detectCrisis(`${post}${run}`).crisis).toBe(false);
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[3] ?? 0;
    console.info(`crisis detector: 5,000 characters in ${median.toFixed(1)} ms (median of 7)`);
    // Well under 10 ms on one idle core; the bound only catches a runaway pattern on a busy machine.
    expect(median).toBeLessThan(100);
  });
});

describe('explaining a verdict', () => {
  it('names the rules a crisis sentence meets, and none for an idiom with the same words', () => {
    const phrases = explainCrisis('I want to kill myself tonight').map((sign) => sign.phrase);
    expect(phrases).toContain('(clause)');
    expect(phrases.length).toBeGreaterThan(1);
    expect(explainCrisis('This workout is killing me')).toEqual([]);
  });
});
