import { describe, expect, it } from 'vitest';
import { containsWatchedWord, watchedWordMatcher } from './watched-words';
import { readingsOf } from './normalize';

const scam = watchedWordMatcher('scam')!;
const found = (text: string, matcher = scam) => containsWatchedWord(text, matcher);

describe('watched words on the one normaliser', () => {
  it('finds single-letter lookalikes from other scripts', () => {
    const disguises = [
      'ѕcam', // Cyrillic dze
      'sсam', // Cyrillic es
      'scаm', // Cyrillic a
      'scαm', // Greek alpha
      'Ꮪcam', // Cherokee S
      'ꓢcam', // Lisu S
      'scaⲙ', // Coptic mi
      'sⲥam', // Coptic sima as c
      'ѕсаm', // all Cyrillic
      'ｓｃａｍ', // full-width
      '𝐬𝐜𝐚𝐦', // mathematical bold
      '𝓈𝒸𝒶𝓂', // mathematical script
      'sc4m',
      '$c@m',
      's͟c͟a͟m', // combining underline
    ];
    expect(disguises.filter((text) => !found(text))).toEqual([]);
  });

  it('finds the word through invisible, tag and bidi characters', () => {
    const hidden = [
      's\u200bcam',
      's\u00adcam',
      's\u{e0020}cam',
      'sc\u{1d173}am',
      'sc\u{1d17a}am',
      '\u202escam\u202c',
      's\u2066ca\u2069m',
      'sca\ufe0fm',
      's\u2060c\u200da\u200cm',
    ];
    expect(hidden.filter((text) => !found(text))).toEqual([]);
  });

  it('reads a right-to-left override as it is displayed', () => {
    // '\u202emacs' is stored as 'macs' and shown as 'scam'.
    expect(found('\u202emacs')).toBe(true);
    expect(found('a great deal \u202emacs\u202c, trust me')).toBe(true);
    expect(found('\u202emaps\u202c')).toBe(false);
    expect(readingsOf('\u202eeid ot tnaw i')).toContain('i want to die');
  });

  it('strips Markdown and HTML before matching', () => {
    const marked = [
      'sc[a](https://x.example)m',
      '[sc](x)[am](y)',
      '**sc**am',
      'sc<b>a</b>m',
      'sc<span class="x">am</span>',
      '`scam`',
      '&#115;cam',
      '![scam](pic.png)',
    ];
    expect(marked.filter((text) => !found(text))).toEqual([]);
  });

  it('finds a phrase however it is spaced or stretched', () => {
    const coin = watchedWordMatcher('scam coin')!;
    expect(found('buy this scam coin now', coin)).toBe(true);
    expect(found('buy this scamcoin now', coin)).toBe(true);
    expect(found('s c a m  c o i n', coin)).toBe(true);
    expect(found('ѕcаm ϲoin', coin)).toBe(true);
    expect(found('scaaaam coin', coin)).toBe(true);
    expect(found('a scam, then a coin', coin)).toBe(false);
  });

  it('leaves words that only contain the watched word', () => {
    for (const text of [
      'The dog will scamper off',
      'Scampi in Scunthorpe',
      'escape room',
      'I took a scan',
    ])
      expect(found(text), text).toBe(false);
  });

  it('reads markup out and sentence breaks in', () => {
    expect(readingsOf('Hi. [Sc](a)am!')).toContain('hi . scam .');
  });
});
