import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { markerForNoisyName, ocrDistance, unitByOcrLikeness } from './ocr-likeness';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();
const marker = (id: string) => reference.markers.get(id)!;
const always = () => true;

describe('ocrDistance', () => {
  it('counts what OCR does to print as half a change, anything else as one', () => {
    // An accented 'ó' read as '6'; 'ü' read as 'ii'; 'ß' (folded to 'ss') read as 'f'.
    expect(ocrDistance('fibrin6geno', 'fibrinogeno')).toBe(0.5);
    expect(ocrDistance('glukoseniichtern', 'glukosenuchtern')).toBe(0.5);
    expect(ocrDistance('eiweifgesamt', 'eiweissgesamt')).toBe(0.5);
    // A thin stroke gained.
    expect(ocrDistance('mliu/l', 'miu/l')).toBe(0.5);
    expect(ocrDistance('abc', 'xyz')).toBe(3);
  });

  it('measures a name cut short against the start of ours', () => {
    expect(ocrDistance('neutrefil', 'neutrofilos', true)).toBe(0.5);
    expect(ocrDistance('neutrefil', 'neutrofilos')).toBeGreaterThan(1.5);
  });
});

describe('markerForNoisyName', () => {
  it('reads names OCR misread in several ways as the one test near them', () => {
    expect(markerForNoisyName('Fibrin6geno', 'blood', reference)?.id).toBe('fibrinogen');
    expect(markerForNoisyName('Acido rico', 'blood', reference)?.id).toBe('uric-acid');
    expect(markerForNoisyName('Glukose niichtern', 'blood', reference)?.id).toBe('glucose');
    expect(markerForNoisyName('Eiweif gesamt', 'blood', reference)?.id).toBe('total-protein');
    expect(markerForNoisyName('Eosindfilos', 'blood', reference)?.id).toBe('eosinophils');
    // 'ß' read by its stem alone.
    expect(markerForNoisyName('Eiweil', 'urine', reference)?.id).toBe('urine-protein');
  });

  it('reads a name cut short and misread as the test it starts', () => {
    expect(markerForNoisyName('Neutréfil', 'blood', reference)?.id).toBe('neutrophils');
  });

  it('names no test for a line that is no test name', () => {
    for (const line of [
      'Blood Sciences',
      '27 Wilow Lane, Miitwook. NY',
      'Reactantes de fase aguda',
      'Laboratorio Clinico',
    ])
      expect(markerForNoisyName(line, 'blood', reference)).toBeNull();
  });

  it('never reads a short word of a name as another: Protein S is no protein', () => {
    expect(markerForNoisyName('Protein S', 'blood', reference)).toBeNull();
    expect(markerForNoisyName('Protein S', 'urine', reference)).toBeNull();
  });
});

describe('markerForNoisyName with a note after the name', () => {
  it("compares a misread name without its method note ('LOL-Chol. (berechnet)')", () => {
    expect(markerForNoisyName('LOL-Chol. (berechnet)', 'blood', reference)?.id).toBe(
      'ldl-cholesterol',
    );
    // A note that names another test is no method note: it stays, and decides.
    expect(markerForNoisyName('Bilirubln direkt', 'blood', reference)?.id).toBe('direct-bilirubin');
  });
});

describe('unitByOcrLikeness', () => {
  it("reads a unit misread in more places than one slip as the test's own unit", () => {
    expect(unitByOcrLikeness('u/t', marker('alt'), reference, always)).toBe('U/L');
    expect(unitByOcrLikeness('mlIU/L', marker('tsh'), reference, always)).toBe('mIU/L');
    // French 'mUI/L' misread: 'mIU/L' and 'mU/L' are one quantity, so no choice is left.
    expect(unitByOcrLikeness('muUl/L', marker('tsh'), reference, always)).toBe('mIU/L');
    expect(unitByOcrLikeness('po/mi', marker('free-t3'), reference, always)).toBe('pg/mL');
    expect(unitByOcrLikeness('mg/d', marker('glucose'), reference, always)).toBe('mg/dL');
    // The micro sign read as 'pu' and the 'I' of 'UI' as 'l', two slips in one unit.
    expect(unitByOcrLikeness('puUl/mL', marker('insulin'), reference, always)).toBe('µIU/mL');
    // The micro sign read as 'pn', and US labs' 'mcg' with its 'c' read as 'e'.
    expect(unitByOcrLikeness('png/dL', marker('iron'), reference, always)).toBe('µg/dL');
    expect(unitByOcrLikeness('meg/L', marker('psa'), reference, always)).toBe('µg/L');
  });

  it('takes no unit the numbers beside it do not fit', () => {
    expect(unitByOcrLikeness('po/mi', marker('free-t3'), reference, () => false)).toBeNull();
    // 'q/aL' is nearest g/dL; g/L is further, and only g/dL fits the range printed.
    expect(unitByOcrLikeness('q/aL', marker('albumin'), reference, (u) => u === 'g/dL')).toBe(
      'g/dL',
    );
    expect(unitByOcrLikeness('q/aL', marker('albumin'), reference, (u) => u === 'g/L')).toBeNull();
  });

  it('reads no unit from a word far from every unit of the test', () => {
    expect(unitByOcrLikeness('Serum', marker('alt'), reference, always)).toBeNull();
    expect(unitByOcrLikeness('45', marker('alt'), reference, always)).toBeNull();
  });
});

describe('misread names and units in a report read from a picture', () => {
  it('names the row by its misread name, and holds it with the reason', () => {
    const [row] = parseLabText('Fibrin6geno 2.4 g/L 2.0-4.0', reference, { isOcr: true });
    expect(row?.markerId).toBe('fibrinogen');
    expect(row?.reviewReason).toContain('read as “Fibrin6geno”');
  });

  it('reads the unit as the one it is near, and holds the row with the reason', () => {
    const [row] = parseLabText('AST 34 u/t 10-50', reference, { isOcr: true });
    expect(row?.unit).toBe('U/L');
    expect(row?.reviewReason).toContain('unit was read as “u/t”');
  });

  it("reads a power of ten whose '0' OCR read as '6' ('16\"3/uL')", () => {
    const [row] = parseLabText('Neutrophils 2.19 16"3/uL 1.80-7.50', reference, { isOcr: true });
    expect(row?.unit).toBe('10^3/µL');
  });

  it("leaves a text layer's names and units as printed", () => {
    const [name] = parseLabText('Fibrin6geno 2.4 g/L 2.0-4.0', reference);
    expect(name?.markerId).toBeNull();
    const [unit] = parseLabText('AST 34 u/t 10-50', reference);
    expect(unit?.unit).toBe('u/t');
  });
});
