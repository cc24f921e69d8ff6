import { describe, expect, it } from 'vitest';
import { bootModeFor, hasTypedFields } from './boot-mode';

describe('hasTypedFields', () => {
  it('counts fields a visitor types into', () => {
    expect(hasTypedFields('<form><input name="q" value=""/></form>')).toBe(true);
    expect(hasTypedFields('<input type="email" name="e"/>')).toBe(true);
    expect(hasTypedFields('<textarea></textarea>')).toBe(true);
    expect(hasTypedFields('<select><option>a</option></select>')).toBe(true);
  });

  it('leaves out choices a click makes, which the boot loader holds and replays', () => {
    const radios =
      '<label><input type="radio" class="sr-only" name="p" checked="" value="monthly"/>Monthly</label>' +
      '<input type="checkbox" name="c"/><input type="hidden" name="h" value="1"/>';
    expect(hasTypedFields(radios)).toBe(false);
    expect(hasTypedFields('<p>An <em>inputs</em> page about <b>selection</b></p>')).toBe(false);
  });
});

describe('bootModeFor', () => {
  it('starts a content page on intent', () => {
    expect(bootModeFor({ html: '<h1>About</h1><button>Menu</button>', dataQueries: [] })).toBe(
      'intent',
    );
  });

  it('starts at load a page that fetches data or has typed fields', () => {
    expect(bootModeFor({ html: '<h1>Sample</h1>', dataQueries: ['["lab-sample-report"]'] })).toBe(
      'load',
    );
    expect(bootModeFor({ html: '<input name="q"/>', dataQueries: [] })).toBe('load');
  });
});
