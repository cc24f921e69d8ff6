import { describe, expect, it } from 'vitest';
import { withDigitGroupsJoined, type PlacedLine, type PlacedWord } from './placed-lines';

/** A word OCR read from a picture: where it stands on the line and how tall it is printed. */
const seen = (text: string, x0: number, x1: number, y0 = 100, y1 = 150): PlacedWord => ({
  text,
  x0,
  x1,
  y0,
  y1,
});

/** A line of small print (20 px) holding a card's large value (50 px tall). */
const line = (...words: PlacedWord[]): PlacedLine => ({ words, height: 20, page: 1 });

describe('the digits of a large printed value read apart', () => {
  it('are one number, held for the member to check', () => {
    const joined = withDigitGroupsJoined(
      line(seen('3', 40, 70), seen('7', 76, 106), seen('mmol/L', 130, 220, 130, 150)),
    );
    expect(joined.words.map((word) => [word.text, word.readApart])).toEqual([
      ['37', '3 7'],
      ['mmol/L', undefined],
    ]);
  });

  it("go on after a decimal point joined back: '1 . 3 3' is 1.33, never 1.3 beside a 3", () => {
    const joined = withDigitGroupsJoined(
      line(
        seen('1', 40, 70),
        seen('.', 76, 84, 140, 150),
        seen('3', 90, 120),
        seen('3', 126, 156),
        seen('mmol/L', 180, 270, 130, 150),
      ),
    );
    expect(joined.words.map((word) => [word.text, word.readApart])).toEqual([
      ['1.33', '1.3 3'],
      ['mmol/L', undefined],
    ]);
  });

  it('are two numbers when printed small or a column apart', () => {
    const small = withDigitGroupsJoined(
      line(seen('3', 40, 50, 100, 120), seen('7', 54, 64, 100, 120)),
    );
    expect(small.words.map((word) => word.text)).toEqual(['3', '7']);
    const apart = withDigitGroupsJoined(line(seen('1.3', 40, 110), seen('3', 200, 230)));
    expect(apart.words.map((word) => word.text)).toEqual(['1.3', '3']);
  });

  it("reads a letter OCR made of the point between them as the point ('2 s 2 7' is 2.27), held", () => {
    const joined = withDigitGroupsJoined(
      line(
        seen('2', 40, 70),
        seen('s', 76, 86, 135, 150),
        seen('2', 92, 122),
        seen('7', 128, 158),
        seen('mmol/L', 180, 270, 130, 150),
      ),
    );
    expect(joined.words.map((word) => word.text)).toEqual(['2.27', 'mmol/L']);
    expect(joined.words[0]?.readApart).toBeDefined();
  });

  it('keeps a letter as tall as the digits, or between small digits, as a word of its own', () => {
    const tall = withDigitGroupsJoined(
      line(seen('2', 40, 70), seen('s', 76, 100), seen('7', 106, 136)),
    );
    expect(tall.words.map((word) => word.text)).toEqual(['2', 's', '7']);
    const small = withDigitGroupsJoined(
      line(seen('2', 40, 50, 100, 120), seen('a', 52, 56, 114, 120), seen('7', 58, 68, 100, 120)),
    );
    expect(small.words.map((word) => word.text)).toEqual(['2', 'a', '7']);
  });

  it("reads one number OCR boxed twice, its first digit and the whole ('3' inside '32'), held", () => {
    const twice = withDigitGroupsJoined(
      line(seen('3', 647, 682, 638, 699), seen('32', 666, 712, 638, 705), seen('U/L', 740, 787)),
    );
    expect(twice.words.map((word) => [word.text, word.readApart])).toEqual([
      ['32', '3 32'],
      ['U/L', undefined],
    ]);
    // Side by side, not overlapping, two digits are still one large number read apart.
    const apart = withDigitGroupsJoined(line(seen('3', 40, 70), seen('32', 76, 136)));
    expect(apart.words.map((word) => word.text)).toEqual(['332']);
  });
});
