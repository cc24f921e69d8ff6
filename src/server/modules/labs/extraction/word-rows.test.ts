import { describe, expect, it } from 'vitest';
import { placedLineText, withDigitGroupsJoined } from './placed-lines';
import { linesFromWords, rowsFromWords, type OcrWord } from './word-rows';

/** A word whose box is 20 px tall, `width` px wide, with its top-left corner at (x, y). */
function word(text: string, x: number, y: number, lineSlope = 0, width = 60): OcrWord {
  return { text, bbox: { x0: x, y0: y, x1: x + width, y1: y + 20 }, lineSlope };
}

/** An OCR word boxed by its corners, on a level line. */
const box = (text: string, x0: number, y0: number, x1: number, y1: number): OcrWord => ({
  text,
  bbox: { x0, y0, x1, y1 },
  lineSlope: 0,
});

describe('rowsFromWords', () => {
  it('puts words back into printed rows, left to right, top to bottom', () => {
    const words = [
      word('mg/dL', 500, 101),
      word('102', 300, 99),
      word('Glucose', 40, 100),
      word('BUN', 40, 140),
      word('15', 300, 141),
    ];
    expect(rowsFromWords(words)).toEqual(['Glucose  102  mg/dL', 'BUN  15']);
  });

  it('follows rows that slope, even when the slope exceeds the gap between rows', () => {
    // 3° of slope: across 600 px a row falls 31 px, more than the 30 px between rows.
    const slope = Math.tan((3 * Math.PI) / 180);
    const rows = [
      ['Sodium', '140', 'mmol/L'],
      ['Potassium', '4.2', 'mmol/L'],
      ['Chloride', '101', 'mmol/L'],
    ];
    const words = rows.flatMap((cells, row) =>
      cells.map((text, column) =>
        word(text, 40 + column * 280, 100 + row * 30 + column * 280 * slope, slope),
      ),
    );
    // tesseract's own lines would run diagonally across the table; the rows come back whole.
    expect(rowsFromWords(words)).toEqual([
      'Sodium  140  mmol/L',
      'Potassium  4.2  mmol/L',
      'Chloride  101  mmol/L',
    ]);
  });

  it('follows a slope that changes across the page (perspective) from word to word', () => {
    const words = [0, 1, 2, 3, 4].map((column) =>
      // The row bends: each word sits a little lower than the last, more so to the right.
      word(`w${column}`, 40 + column * 150, 100 + column * column * 1.5, 0.02),
    );
    expect(rowsFromWords(words)).toEqual(['w0  w1  w2  w3  w4']);
  });

  it("drops words that are only a bar (a border or the page's edge read as '|')", () => {
    const words = [
      word('|', 10, 100, 0, 8),
      word('ALT', 40, 100),
      word('In', 200, 100),
      word('range', 260, 100),
      word('|', 40, 130, 0, 8),
      word('37', 40, 160),
      word('U/L', 160, 160),
      word('¦', 600, 160, 0, 8),
    ];
    expect(rowsFromWords(words)).toEqual(['ALT  In range', '37  U/L']);
  });

  it('joins words of one cell with a single space', () => {
    expect(rowsFromWords([word('Vitamin', 40, 100), word('B12', 105, 100, 0, 40)])).toEqual([
      'Vitamin B12',
    ]);
  });

  it('keeps small print on the baseline of a large number in its row (a card’s value and unit)', () => {
    const words = [
      box('Potassium', 40, 100, 200, 120),
      // The value printed three times the size, its decimal point and unit small on its baseline.
      box('3', 40, 140, 70, 200),
      box('.', 78, 188, 86, 200),
      box('7', 92, 140, 122, 200),
      box('mmol/L', 140, 180, 230, 200),
      box('Range', 40, 230, 110, 250),
      box('[3.5-5.1]', 120, 230, 230, 250),
    ];
    expect(rowsFromWords(words)).toEqual(['Potassium', '3 . 7 mmol/L', 'Range [3.5-5.1]']);
  });

  it("puts a large value's point OCR placed on the line below back between its digits", () => {
    const words = [
      box('Potassium', 40, 100, 200, 120),
      // A card's '2.8': the digits boxed apart, the point read with the unit line under them.
      box('2', 40, 140, 70, 200),
      box('8', 95, 140, 125, 200),
      box('mmol/L', 40, 210, 120, 230),
      box('.', 78, 196, 86, 206),
      box('Range', 40, 240, 110, 260),
    ];
    const lines = linesFromWords(words);
    const value = withDigitGroupsJoined(lines[1]!);
    expect(value.words.map((word) => [word.text, word.readApart])).toEqual([['2.8', '2 . 8']]);
    expect(lines.map(placedLineText)).toEqual(['Potassium', '2 . 8', 'mmol/L', 'Range']);
  });

  it('leaves a point that stands under one digit, or under small print, where it is', () => {
    const words = [
      box('2', 40, 140, 70, 200),
      box('8', 95, 140, 125, 200),
      box('.', 100, 196, 108, 206),
      box('mmol/L', 40, 210, 120, 230),
    ];
    expect(rowsFromWords(words)).toEqual(['2 8', 'mmol/L .']);
  });

  it('puts a large value cut from its row back on the small print it stands on', () => {
    const words = [
      box('Sodium', 40, 100, 160, 120),
      box('K', 400, 100, 420, 120),
      box('Creatinine', 700, 100, 860, 120),
      box('147', 40, 140, 130, 190),
      box('mEq/L', 140, 170, 230, 190),
      box('5.2', 400, 140, 480, 190),
      box('mmol/L', 490, 170, 590, 190),
      // The third card's value sits a little higher (the page bends): reached from the names,
      // it would stand as a row of its own between the names and the units it belongs with.
      box('0.81', 702, 132, 800, 182),
      box('mg/dL', 810, 168, 900, 188),
    ];
    expect(rowsFromWords(words)).toEqual([
      'Sodium  K  Creatinine',
      '147 mEq/L  5.2 mmol/L  0.81 mg/dL',
    ]);
  });

  it('ignores empty words and reads nothing from no words', () => {
    expect(rowsFromWords([])).toEqual([]);
    expect(rowsFromWords([word(' ', 40, 100)])).toEqual([]);
  });
});

describe('a result card read from a picture (ADR 081, items 739-740)', () => {
  // Boxes as OCR read a patient portal's scanned card (b344-08): 'Glucosa' in 9.5 pt bold, the
  // caption in 7 pt, '108' in 14 pt with 'mg/dL' in 9 pt set lower beside it, the flag level
  // with the value, then a line of 7.5 pt body text.
  const card = [
    box('Glucosa', 460, 795, 595, 820),
    box('Química', 461, 838, 560, 858),
    box('sanguínea', 570, 838, 700, 860),
    box('108', 462, 877, 532, 905),
    box('mg/dL', 543, 895, 633, 924),
    box('Alto', 1052, 886, 1115, 908),
    box('Anterior:', 462, 945, 560, 965),
    box('101', 570, 946, 605, 964),
    box('mg/dL', 631, 948, 706, 972),
  ];

  it('keeps a small unit set lower beside its large value on the value’s row', () => {
    expect(rowsFromWords(card)).toEqual([
      'Glucosa',
      'Química sanguínea',
      '108 mg/dL  Alto',
      'Anterior: 101  mg/dL',
    ]);
  });

  it('gives each row the size its type is printed in, as a text layer does', () => {
    const [name, caption, value, body] = linesFromWords(card);
    // A caption in smaller type than the name over it (side-by-side.ts leaves such captions
    // out), though its box is about as tall: its letters reach below the line and above it.
    expect(caption!.height).toBeLessThan(0.9 * name!.height);
    expect(value!.height).toBeGreaterThan(body!.height);
  });
});

describe('dot leaders read from a picture (ADR 081, item 745)', () => {
  // Boxes as OCR read a scanned Argentine report (b348-01) whose names run to their results
  // along a row of dots: tesseract read each run of dots as a word of letters, boxed on the
  // baseline a fifth of a letter high.
  const rows = [
    box('HCM', 453, 1014, 513, 1036),
    box('Livia', 527, 1031, 853, 1036),
    box('27,7', 1099, 1015, 1157, 1039),
    box('Pg', 1298, 1020, 1330, 1042),
    box('27-33', 1547, 1015, 1642, 1037),
    box('CHCM', 452, 1056, 533, 1078),
    box('Liiiiiiiiiiccciiiecec,', 547, 1073, 864, 1077),
    box('32,4', 1100, 1056, 1158, 1080),
    box('g/dl', 1297, 1056, 1347, 1083),
    box('32-36', 1547, 1056, 1643, 1078),
    box('RDW-CV', 453, 1097, 560, 1119),
    box('o.oo', 581, 1115, 878, 1119),
    box('*14,8', 1075, 1098, 1165, 1123),
    box('%', 1297, 1098, 1321, 1119),
    box('115-145', 1548, 1098, 1696, 1122),
  ];

  it('drops a run of dots, whatever letters it was read as, and keeps every printed word', () => {
    expect(rowsFromWords(rows)).toEqual([
      'HCM  27,7  Pg  27-33',
      'CHCM  32,4  g/dl  32-36',
      'RDW-CV  *14,8  %  115-145',
    ]);
  });

  it('keeps a dash, a star or an equals sign: short, but no wider than a letter', () => {
    const marks = [
      box('Nitrite', 40, 100, 140, 122),
      box('-', 300, 108, 311, 111),
      box('Ratio', 40, 140, 120, 162),
      box('=', 200, 146, 214, 153),
      box('3.1', 300, 140, 340, 162),
      box('*', 360, 141, 369, 149),
    ];
    expect(rowsFromWords(marks)).toEqual(['Nitrite  -', 'Ratio  =  3.1 *']);
  });
});

describe('a middle dot read from a picture as a dash (ADR 081, item 747)', () => {
  // Boxes as OCR read a scanned Chilean point-of-care record (b348-05): 'Accu-Chek Guide · 483921'
  // (device and lot) and the range '70 - 100', both separators read as '-'.
  const row = [
    box('Glicemia', 410, 1054, 530, 1076),
    box('capilar', 543, 1054, 637, 1081),
    box('Accu-Chek', 909, 1053, 1038, 1073),
    box('Guide', 1049, 1054, 1120, 1073),
    box('-', 1131, 1062, 1134, 1065),
    box('483921', 1146, 1053, 1238, 1073),
    box('142', 1343, 1055, 1401, 1078),
    box('mg/dL', 1525, 1053, 1612, 1081),
    box('70', 1708, 1052, 1738, 1073),
    box('-', 1750, 1063, 1757, 1066),
    box('100', 1769, 1052, 1816, 1073),
  ];

  it('gives a dot as wide as it is high its "·", and leaves a hyphen twice as wide a dash', () => {
    const [line] = linesFromWords(row);
    expect(line!.words.map((word) => word.text)).toEqual([
      'Glicemia',
      'capilar',
      'Accu-Chek',
      'Guide',
      '·',
      '483921',
      '142',
      'mg/dL',
      '70',
      '-',
      '100',
    ]);
  });
});

describe('letters boxed inside a number (ADR 081, item 748)', () => {
  // Boxes as OCR read a scanned home-test report's result cards (b336-05): a ferritin of '142' in
  // 20 pt over a 7 pt status ('Normal'), which tesseract read with the value as one line, its
  // letters cut to 'ormal' and boxed inside the number; and an hs-CRP of '0.9' read as '0', 'ta',
  // '9', the status's letters between the digits.
  const cards = [
    box('142', 396, 1420, 502, 1477),
    box('ormal', 411, 1457, 470, 1484),
    box('ug/L', 515, 1440, 573, 1470),
    box('0', 931, 1419, 970, 1477),
    box('ta', 960, 1453, 999, 1477),
    box('9', 998, 1419, 1035, 1476),
  ];

  it('drops a word of letters lying for half its width or more within a number', () => {
    const [line] = linesFromWords(cards);
    expect(line!.words.map((word) => word.text)).toEqual(['142', 'ug/L', '0', 'ta', '9']);
  });
});
