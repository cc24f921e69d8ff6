/**
 * What sets 168's and 169's tune parts taught (ADR 081 items 294-301): times printed under a
 * cumulative report's dates, a sign after the result, units in square brackets, a dash for a test
 * not done that day, an electrophoresis with a range per unit column, a urinalysis's strip and
 * sediment side by side under their own headings, and letterhead lines that are no rows.
 */
import { describe, expect, it } from 'vitest';
import { sectionSpecimen } from '../lab-report-boilerplate';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

describe('a cumulative report', () => {
  it('reads its rows when the times of day stand under the column dates', () => {
    const rows = read([
      line(0, [
        ['Test', 30],
        ['14-Mar-25', 150],
        ['02-Dec-24', 210],
        ['19-Aug-24', 270],
        ['Units', 338],
        ['Ref.', 410],
        ['Range', 434],
      ]),
      line(1, [
        ['09:05', 150],
        ['08:40', 210],
        ['10:12', 270],
      ]),
      line(2, [
        ['Sodium', 30],
        ['140', 150],
        ['139', 210],
        ['141', 270],
        ['mmol/L', 338],
        ['136', 410],
        ['-', 427],
        ['145', 436],
      ]),
    ]);
    // Read as cards, '14-Mar-25' over '09:05' had made the header no header and lost every row.
    expect(rows).toEqual([['sodium', 140, 'mmol/L', true]]);
  });

  it('reads a row whose earlier columns print a dash for a test not done', () => {
    const rows = read([
      line(0, [
        ['12.05.24', 293],
        ['13.05.24', 355],
        ['17.05.24', 476],
      ]),
      line(1, [
        ['Parameter', 36],
        ['Einheit', 150],
        ['Referenz', 214],
      ]),
      line(2, [
        ['Retikulozyten', 36],
        ['%', 150],
        ['0,5', 214],
        ['-', 230],
        ['2,0', 238],
        ['–', 322],
        ['–', 384],
        ['1,4', 498],
      ]),
    ]);
    expect(rows).toEqual([['reticulocytes-percent', 1.4, '%', true]]);
  });
});

describe('a German result column', () => {
  const header = line(0, [
    ['Untersuchung', 40],
    ['Ergebnis', 252],
    ['Vorwert', 336],
    ['Referenzbereich', 400],
  ]);

  it("reads a '-' or '+' set after the result as its flag, and a unit in square brackets", () => {
    const rows = read([
      header,
      line(1, [
        ['Hämoglobin', 40],
        ['[g/dl]', 95],
        ['13,1', 272],
        ['-', 295],
        ['13,6', 353],
        ['13,5', 400],
        ['-', 421],
        ['17,2', 429],
      ]),
      line(2, [
        ['Kalium', 40],
        ['[mmol/l]', 75],
        ['5,6+', 272],
        ['4,9', 353],
        ['3,5', 400],
        ['-', 421],
        ['5,1', 429],
      ]),
    ]);
    // Without it, '13,1 - 13,6' read as a span across the result and the earlier value.
    expect(rows).toEqual([
      ['hemoglobin', 13.1, 'g/dL', true],
      ['potassium', 5.6, 'mmol/L', true],
    ]);
  });
});

describe('an electrophoresis with a range beside each unit column', () => {
  it('reads the share and the amount each with its own range', () => {
    const rows = read([
      line(0, [
        ['Fraktion', 56],
        ['relativ', 164],
        ['[%]', 190],
        ['Referenz', 218],
        ['absolut', 282],
        ['[g/dl]', 310],
        ['Referenz', 350],
      ]),
      line(1, [
        ['Albumin', 56],
        ['59,8', 187],
        ['55,8', 218],
        ['-', 236],
        ['66,1', 244],
        ['4,25', 317],
        ['3,50', 350],
        ['-', 368],
        ['5,20', 376],
      ]),
    ]);
    expect(rows).toEqual([
      // The albumin band's share, a test of its own since ADR 081 item 567.
      ['albumin-percent', 59.8, '%', true],
      ['albumin', 4.25, 'g/dL', true],
    ]);
  });
});

describe("a urinalysis's strip and sediment side by side", () => {
  it('reads the left section, then the right one under its own heading', () => {
    const rows = read([
      line(0, [
        ['Examen', 40],
        ['Résultat', 194],
        ['Unité', 256],
        ['Valeurs', 330],
      ]),
      line(1, [
        ['ANALYSE', 248],
        ["D'URINE", 290],
      ]),
      line(2, [
        ['Examen', 40],
        ['physico-chimique', 72],
        ['Examen', 310],
        ['microscopique', 342],
        ['(sédiment)', 404],
      ]),
      line(3, [
        ['Densité', 50],
        ['1.020', 170],
        ['Leucocytes', 318],
        ['2', 435],
        ['/champ', 446],
        ['0', 500],
        ['-', 506],
        ['5', 512],
      ]),
      line(4, [
        ['Protéines', 50],
        ['Négatif', 170],
        ['Cristaux', 318],
        ['Absents', 420],
      ]),
      line(5, [
        ['Glucose', 50],
        ['Négatif', 170],
        ['Cylindres', 318],
        ['Absents', 420],
      ]),
      line(6, [
        ['Sang', 50],
        ['Négatif', 170],
      ]),
    ]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urine-specific-gravity', 1.02],
      ['urine-protein', 'negative'],
      ['urine-glucose', 'negative'],
      // Under the sediment's heading 'Leucocytes' is the cells counted, not the strip's pad;
      // 'Cristaux' and 'Cylindres' are the sediment's tests (ADR 159). The left column's last
      // row, below the right column's, comes after it.
      ['urine-wbc', 2],
      ['urine-crystals', 'none'],
      ['urine-casts', 'none'],
      ['urine-blood', 'negative'],
    ]);
  });

  it("reads a heading joined by a slash the line's tidying closed up", () => {
    expect(sectionSpecimen('MICROBIOLOGY/URINALYSIS')).toBe('urine');
    expect(sectionSpecimen('Alb/Creat')).toBeNull();
  });
});

describe('letterhead lines', () => {
  it('reads no row from an accreditation, an address or a hotline', () => {
    const rows = read([
      line(0, [
        ['NATA/RCPA', 40],
        ['accredited', 90],
        ['Accreditation', 150],
        ['No.', 210],
        ['2273', 230],
      ]),
      line(1, [
        ['St.-Jürgen-Str.', 36],
        ['1', 110],
        ['28205', 120],
        ['Bremen', 150],
        ['Labor-Hotline', 190],
        ['0421', 250],
        ['497-5210', 275],
      ]),
      line(2, [
        ['Glucose', 40],
        ['5.1', 200],
        ['mmol/L', 240],
      ]),
    ]);
    expect(rows).toEqual([['glucose', 5.1, 'mmol/L', true]]);
  });
});
