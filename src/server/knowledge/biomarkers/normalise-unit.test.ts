import { describe, expect, it } from 'vitest';
import { cellCountReading, KNOWN_UNITS, normaliseUnit } from './normalise-unit';

describe('normaliseUnit: the spellings of labs around the world', () => {
  const table: [string, string][] = [
    // German and Austrian counts: Tausend and Millionen per µl, Giga- and Tera-Partikel per litre.
    ['Tsd/µl', '10^3/µL'],
    ['Tsd./µl', '10^3/µL'],
    ['Tsd/ul', '10^3/µL'],
    ['Tausend/µl', '10^3/µL'],
    ['Mio/µl', '10^6/µL'],
    ['Mio./µl', '10^6/µL'],
    ['Mill./µl', '10^6/µL'],
    ['/nl', '10^9/L'],
    ['/nL', '10^9/L'],
    ['Gpt/l', '10^9/L'],
    ['Giga/l', '10^9/L'],
    ['G/l (cells)', '10^9/L'],
    ['/pl', '10^12/L'],
    ['Tpt/l', '10^12/L'],
    ['T/L', '10^12/L'],
    ['T/l', '10^12/L'],
    // Powers of ten however printed.
    ['x10E9/L', '10^9/L'],
    ['x10^9/L', '10^9/L'],
    ['10*9/L', '10^9/L'],
    ['10^9/l', '10^9/L'],
    ['x 10 9/L', '10^9/L'],
    ['x 10^12/l', '10^12/L'],
    ['10³/µl', '10^3/µL'],
    ['x10³/mm³', '10^3/µL'],
    // Enzyme and hormone units: UI (French, Spanish, Italian), E and IE (German), OCR's U/I.
    ['UI/L', 'U/L'],
    ['UI/l', 'U/L'],
    ['U/I', 'U/L'],
    ['IU/I', 'U/L'],
    ['U/l', 'U/L'],
    ['E/l', 'U/L'],
    ['mUI/L', 'mIU/L'],
    ['mUI/l', 'mIU/L'],
    ['mIE/l', 'mIU/L'],
    ['mE/l', 'mU/L'],
    ['µUI/mL', 'µIU/mL'],
    ['µUI/ml', 'µIU/mL'],
    ['μUI/mL', 'µIU/mL'],
    ['uUI/mL', 'µIU/mL'],
    ['µIE/ml', 'µIU/mL'],
    ['mUI/mL', 'mIU/mL'],
    // Concentrations in lower case and with a Greek mu.
    ['mval/l', 'mEq/L'],
    ['mg/dl', 'mg/dL'],
    ['mmol/l', 'mmol/L'],
    ['µmol/l', 'µmol/L'],
    ['μmol/l', 'µmol/L'],
    ['mcg/L', 'µg/L'],
    ['mcmol/L', 'µmol/L'],
    ['mmol/mol Hb', 'mmol/mol'],
    // eGFR, with a comma, a space, 'qm' or a superscript.
    ['mL/min/1,73m²', 'mL/min/1.73m²'],
    ['ml/min/1.73 m²', 'mL/min/1.73m²'],
    ['ml/min/1,73 m2', 'mL/min/1.73m²'],
    ['ml/min/1,73qm', 'mL/min/1.73m²'],
    // Others.
    ['µ3', 'fL'],
    ['µm³', 'fL'],
    ['mm/Std', 'mm/h'],
    ['mm/1.Std', 'mm/h'],
    ['mm/hora', 'mm/h'],
    // 'G/L' stays grams: as a count it is cellCountReading's to say.
    ['G/L', 'g/L'],
    ['g/l', 'g/L'],
    // A viral load's copies in Spanish, Italian and German.
    ['copias/ml', 'copies/mL'],
    ['copie/mL', 'copies/mL'],
    ['Kopien/ml', 'copies/mL'],
  ];
  it.each(table)('%s → %s', (raw, expected) => {
    expect(normaliseUnit(raw)).toBe(expected);
  });

  it('spells every added unit as one the reference knows', () => {
    const known = new Set<string>(KNOWN_UNITS);
    for (const [, expected] of table) expect(known, expected).toContain(expected);
  });
});

describe('cellCountReading', () => {
  const table: [string, string | null][] = [
    ['G/L', '10^9/L'],
    ['G/l', '10^9/L'],
    ['g/l', '10^9/L'],
    ['Giga/L', '10^9/L'],
    ['G/L (cells)', '10^9/L'],
    ['T/L', '10^12/L'],
    ['T/l', '10^12/L'],
    ['Téra/L', '10^12/L'],
    // Count units keep their normal reading.
    ['/nl', '10^9/L'],
    ['Tsd/µl', '10^3/µL'],
    ['Mio/µl', '10^6/µL'],
    ['x10E9/L', '10^9/L'],
    ['K/uL', '10^3/µL'],
    ['/mm3', '/µL'],
    // Not a count at all.
    ['g/dL', null],
    ['mg/dL', null],
    ['mmol/L', null],
    ['%', null],
    ['', null],
    ['bananas', null],
  ];
  it.each(table)('%s → %s', (raw, expected) => {
    expect(cellCountReading(raw)).toBe(expected);
  });
});

describe('normaliseUnit on UCUM as health records print it', () => {
  const table: [string, string][] = [
    ['m[IU]/L', 'mIU/L'],
    ['u[IU]/mL', 'µIU/mL'],
    ['mL/min/{1.73_m2}', 'mL/min/1.73m²'],
    ['mg/g{creat}', 'mg/g'],
    ['mmol/mol{Hb}', 'mmol/mol'],
    // A D-dimer's scale is no annotation: FEU and DDU differ by half.
    ['ng/mL{FEU}', 'ng/mL{FEU}'],
  ];
  it.each(table)('%s → %s', (raw, expected) => {
    expect(normaliseUnit(raw)).toBe(expected);
  });
});
