/**
 * What set 164's tune part taught (ADR 081 items 283-286): a wellness screen's cards whose
 * results are words (and never one whose word stands on another line), its headings named by
 * organ, and the blood count's plain English names.
 */
import { describe, expect, it } from 'vitest';
import { sectionSpecimen } from '../lab-report-boilerplate';
import type { PlacedLine } from '../placed-lines';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

/** A line of words at their own extents and height, as a text PDF gives them. */
const wordsAt = (row: number, height: number, words: [string, number, number][]): PlacedLine => ({
  words: words.map(([text, x0, x1]) => ({
    text,
    x0,
    x1,
    y0: 100 + row * 14,
    y1: 100 + row * 14 + height,
  })),
  height,
  page: 1,
});

describe('cards whose results are words', () => {
  it("reads 'Negative' and 'Trace' under each card's name, a 'CHECK' beside one as no value of its own", () => {
    const rows = read([
      line(0, [
        ['URINE', 40],
        ['DIPSTICK', 70],
      ]),
      line(1, [
        ['Urine', 46],
        ['protein', 74],
        ['Urine', 224],
        ['glucose', 252],
        ['Urine', 402],
        ['blood', 430],
      ]),
      line(2, [
        ['Negative', 46],
        ['NORMAL', 168],
        ['Negative', 224],
        ['NORMAL', 346],
        ['Trace', 402],
        ['CHECK', 524],
      ]),
      line(3, [
        ['Expected:', 46],
        ['Negative', 90],
        ['Expected:', 224],
        ['Negative', 268],
        ['Expected:', 402],
        ['Negative', 446],
      ]),
    ]);
    expect(rows).toEqual([
      ['urine-protein', 'negative', null, true],
      ['urine-glucose', 'negative', null, true],
      ['urine-blood', 'trace', null, true],
    ]);
  });

  it("never gives a card whose word stands elsewhere its neighbour's or its expected word", () => {
    // As a text PDF places them: 'Trace' set larger than the other cards' words reads as a line
    // of its own, so the 'Urine blood' card has no word under it on the values' line.
    const rows = read([
      wordsAt(0, 5.9, [
        ['Urine', 46, 70],
        ['protein', 75, 110],
        ['Urine', 224, 249],
        ['glucose', 254, 290],
        ['Urine', 402, 427],
        ['blood', 432, 458],
      ]),
      wordsAt(1, 5.2, [
        ['Negative', 46, 107],
        ['NORMAL', 168, 204],
        ['Negative', 224, 285],
        ['NORMAL', 346, 382],
        ['CHECK', 524, 552],
      ]),
      wordsAt(2, 10.5, [['Trace', 402, 447]]),
      wordsAt(3, 4.9, [
        ['Expected:', 46, 80],
        ['Negative', 84, 115],
        ['Expected:', 224, 258],
        ['Negative', 262, 293],
        ['Expected:', 402, 436],
        ['Negative', 440, 471],
      ]),
    ]);
    expect(rows).toEqual([]);
  });
});

describe('section headings named by organ, and plain names', () => {
  it('reads LIVER, KIDNEYS and the like as blood sections', () => {
    for (const heading of [
      'LIVER',
      'KIDNEYS',
      'HEART & METABOLIC',
      'IRON & VITAMINS',
      'INFECTION SCREEN (confidential)',
    ])
      expect(sectionSpecimen(heading)).toBe('blood');
    expect(sectionSpecimen('URINE DIPSTICK')).toBe('urine');
  });

  it('reads the blood tests under LIVER after a urine section as blood tests', () => {
    const rows = read([
      line(0, [['Urinalysis', 40]]),
      line(1, [
        ['Protein', 46],
        ['Negative', 200],
      ]),
      line(2, [['LIVER', 40]]),
      line(3, [
        ['Total', 46],
        ['bilirubin', 72],
        ['8', 200],
        ['umol/L', 230],
        ['0', 300],
        ['-', 306],
        ['21', 312],
      ]),
      line(4, [
        ['Albumin', 46],
        ['43', 200],
        ['g/L', 230],
        ['35', 300],
        ['-', 312],
        ['52', 318],
      ]),
    ]);
    expect(rows).toEqual([
      ['urine-protein', 'negative', null, true],
      ['total-bilirubin', 8, 'µmol/L', true],
      ['albumin', 43, 'g/L', true],
    ]);
  });

  it("reads 'White cells' and 'Red cells' as the blood count's", () => {
    const rows = read([
      line(0, [
        ['BLOOD', 40],
        ['COUNT', 70],
      ]),
      line(1, [
        ['White', 46],
        ['cells', 72],
        ['6.1', 200],
        ['x10^9/L', 230],
        ['4.0', 300],
        ['-', 316],
        ['11.0', 322],
      ]),
      line(2, [
        ['Red', 46],
        ['cells', 66],
        ['4.41', 200],
        ['x10^12/L', 230],
        ['3.80', 300],
        ['-', 320],
        ['5.20', 326],
      ]),
    ]);
    expect(rows).toEqual([
      ['wbc', 6.1, '10^9/L', true],
      ['rbc', 4.41, '10^12/L', true],
    ]);
  });
});
