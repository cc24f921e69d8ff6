import { describe, expect, it } from 'vitest';
import { bootModeFor } from './boot-mode';

describe('bootModeFor', () => {
  it('starts a content page or a form on intent only', () => {
    expect(bootModeFor({ html: '<h1>About</h1><button>Menu</button>', dataQueries: [] })).toBe(
      'intent',
    );
    expect(
      bootModeFor({ html: '<form><input name="q"/><textarea></textarea></form>', dataQueries: [] }),
    ).toBe('intent');
  });

  it('starts at load a page that fetches data for a visitor', () => {
    expect(
      bootModeFor({ html: '<h1>Providers</h1>', dataQueries: ['["providers","directory",{}]'] }),
    ).toBe('load');
  });

  it('starts at load a page whose route asks to (a visitor about to act)', () => {
    expect(
      bootModeFor({ html: '<h2>Choose your plan</h2>', dataQueries: [] }, { bootAtLoad: true }),
    ).toBe('load');
  });
});
