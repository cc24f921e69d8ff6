import { describe, expect, it } from 'vitest';
import { bootModeFor } from './boot-mode';

describe('bootModeFor', () => {
  it('starts a content page or a form when idle or on intent', () => {
    expect(bootModeFor({ html: '<h1>About</h1><button>Menu</button>', dataQueries: [] })).toBe(
      'idle',
    );
    expect(
      bootModeFor({ html: '<form><input name="q"/><textarea></textarea></form>', dataQueries: [] }),
    ).toBe('idle');
  });

  it('starts at load a page that fetches data for a visitor', () => {
    expect(
      bootModeFor({ html: '<h1>Providers</h1>', dataQueries: ['["providers","directory",{}]'] }),
    ).toBe('load');
  });
});
