/**
 * Haemoglobin fractions and blood bank tests as tests we know (ADR 161): HbA, HbA2, HbF and HbS
 * from an electrophoresis or HPLC, nucleated red cells as a count and per 100 white cells, G6PD
 * activity, the sickling screen, the direct antiglobulin test and the red cell antibody screen,
 * by their names in the languages we read; HbA1c and haemoglobin beside them still read as
 * themselves; a positive screen flagged, a negative one normal. Blood group, Rh type and
 * haemoglobin genotype stay tests we do not know.
 */
import { describe, expect, it } from 'vitest';
import { normaliseOrdinalValue } from '#server/knowledge/biomarkers/normalise-ordinal';
import { isFlagged } from '#shared/domain/lab-flags';
import { describedAnswer, readRows as read, headedReport } from './read-rows.test-helpers';

describe('haemoglobin fractions read as the tests they are', () => {
  it('never takes a hepatitis B line or a haemoglobin in % for a fraction', () => {
    expect(read(headedReport('SEROLOGY', ['HBs   Negative']))).toEqual([
      [null, 'negative', null, false],
    ]);
    // Haemoglobin as a percentage of normal (Sahli's method) stays haemoglobin, held.
    expect(read(headedReport('HAEMATOLOGY', ['Haemoglobin (Hb)   85   %']))).toEqual([
      ['hemoglobin', 85, '%', false],
    ]);
    // Grams per 100 mL are g/dL.
    expect(read(headedReport('HAEMATOLOGY', ['Haemoglobin   13.5   gm%   12 - 16']))).toEqual([
      ['hemoglobin', 13.5, 'g/dL', true],
    ]);
  });

  it('reads an English HPLC beside HbA1c and the blood count haemoglobin', () => {
    expect(
      read(
        headedReport('HAEMOGLOBIN ELECTROPHORESIS (HPLC)', [
          'Hb A   93.8   %   96.0 - 98.0',
          'Hb A2   5.4   %   2.0 - 3.3',
          'Hb F   0.8   %   < 1.0',
          'Hb S   0.0   %',
        ]),
      ),
    ).toEqual([
      ['hb-a', 93.8, '%', true],
      ['hb-a2', 5.4, '%', true],
      ['hb-f', 0.8, '%', true],
      // 'Hb' is written out ('Hemoglobin S'); 'HBs', hepatitis B's antigen, is not (below).
      ['hb-s', 0, '%', true],
    ]);
    expect(
      read(
        headedReport('DIABETES', [
          'HbA1c   5.9   %   4.0 - 6.0',
          'Haemoglobin A2   2.7   %   2.0 - 3.3',
          'Hb   13.4   g/dL   12.0 - 15.5',
        ]),
      ),
    ).toEqual([
      ['hba1c', 5.9, '%', true],
      ['hb-a2', 2.7, '%', true],
      ['hemoglobin', 13.4, 'g/dL', true],
    ]);
    expect(read(headedReport('DIABETES', ['HbA 1c   6.1   %']))).toEqual([
      ['hba1c', 6.1, '%', true],
    ]);
  });

  it("reads 'Hemoglobin A' in % as HbA, held since its name is Spanish haemoglobin's", () => {
    expect(read(headedReport('Electrophoresis', ['Hemoglobin A   97.4   96.4-98.8   %']))).toEqual([
      ['hb-a', 97.4, '%', false],
    ]);
    expect(read(headedReport('Hematología', ['Hemoglobina   13.5   g/dL   12.0 - 16.0']))).toEqual([
      ['hemoglobin', 13.5, 'g/dL', true],
    ]);
  });

  it('reads the fractions in Italian, French and German', () => {
    expect(
      read(
        headedReport('STUDIO DELL’EMOGLOBINA (HPLC)', [
          'Emoglobina A   93,9   %   95,0 - 98,0',
          'Emoglobina A2   5,4   %   2,0 - 3,2',
          'Emoglobina F   0,6   %',
          'Emoglobina glicata (HbA1c)   5,9   %',
        ]),
      ),
    ).toEqual([
      ['hb-a', 93.9, '%', true],
      ['hb-a2', 5.4, '%', true],
      ['hb-f', 0.6, '%', true],
      ['hba1c', 5.9, '%', true],
    ]);
    expect(
      read(
        headedReport('ÉLECTROPHORÈSE DE L’HÉMOGLOBINE', [
          'HB A   58,4   %   96,5 - 98,0',
          'Hb S   37,8   %',
          'Hémoglobine F   0,4   %',
        ]),
      ),
    ).toEqual([
      ['hb-a', 58.4, '%', true],
      ['hb-s', 37.8, '%', true],
      ['hb-f', 0.4, '%', true],
    ]);
    expect(
      read(
        headedReport('Hämatologie', ['Hämoglobin A2   3,1   %', 'HbA1c (IFCC)   41   mmol/mol']),
      ),
    ).toEqual([
      ['hb-a2', 3.1, '%', true],
      ['hba1c', 41, 'mmol/mol', true],
    ]);
  });

  it('keeps the hepatitis B names for hepatitis B', () => {
    expect(
      read(
        headedReport('SEROLOGY', [
          'Ag HBs   négatif',
          'HBs-Antigen   negativ',
          'Anti-HBs   86   IU/L',
        ]),
      ),
    ).toEqual([
      ['hbsag', 'non-reactive', null, true],
      ['anti-hbs', 86, 'U/L', true],
    ]);
  });
});

describe('nucleated red cells and G6PD', () => {
  it('reads a count by its unit and a bare name as per 100 white cells', () => {
    expect(
      read(headedReport('CBC', ['NUCLEATED RED BLOOD CELLS   0.01   X 10³ / µL   0.0 - 0.5'])),
    ).toEqual([['nrbc-count', 0.01, '10^3/µL', true]]);
    expect(read(headedReport('CBC', ['NRBC   0.3   %']))).toEqual([
      ['nrbc-percent', 0.3, '%', true],
    ]);
    expect(read(headedReport('CBC', ['NRBC #   0.02   10^9/L']))).toEqual([
      ['nrbc-count', 0.02, '10^9/L', true],
    ]);
    // '/100 WBC' printed over two tokens is one unit (ADR 081 item 669).
    expect(read(headedReport('CBC', ['nRBC   0.0   /100 WBC   0.0-0.2']))).toEqual([
      ['nrbc-percent', 0, '/100 WBC', true],
    ]);
  });

  it('reads G6PD activity per gram of haemoglobin, and holds a word on it', () => {
    expect(
      read(headedReport('HEMATOLOGY', ['G6PD Quantitative   11.2   7.0-20.5   U/g Hb'])),
    ).toEqual([['g6pd', 11.2, 'U/g', true]]);
    expect(read(headedReport('HEMATOLOGY', ['G6PD   Normal']))).toEqual([
      ['g6pd', 'normal', null, false],
    ]);
  });
});

describe('screens read onto their own negative or positive', () => {
  it('reads the sickling screen in five languages', () => {
    const one = (line: string) => read(headedReport('SCREEN', [line]));
    expect(one('Sickling Test   NEGATIVE')).toEqual([['sickling-test', 'negative', null, true]]);
    expect(one('Sickle Cell Screen (Solubility test)   Negative   Negative')).toEqual([
      ['sickling-test', 'negative', null, true],
    ]);
    expect(one('Sichelzelltest   positiv')).toEqual([['sickling-test', 'positive', null, true]]);
    expect(one('Test de falciformation   Négatif   Négatif')).toEqual([
      ['sickling-test', 'negative', null, true],
    ]);
    expect(one('Prueba de falciformación   Negativo')).toEqual([
      ['sickling-test', 'negative', null, true],
    ]);
    expect(one('Test di falcizzazione   negativo')).toEqual([
      ['sickling-test', 'negative', null, true],
    ]);
  });

  it('reads the direct antiglobulin test and the antibody screen apart', () => {
    const one = (line: string) => read(headedReport('BLOOD BANK', [line]));
    expect(one('Direct Coombs test   Positive')).toEqual([
      ['direct-antiglobulin', 'positive', null, true],
    ]);
    expect(one('Direkter Coombstest   negativ')).toEqual([
      ['direct-antiglobulin', 'negative', null, true],
    ]);
    expect(one('Coombs directo   Positivo')).toEqual([
      ['direct-antiglobulin', 'positive', null, true],
    ]);
    expect(one('Antibody Screen   Negative   Negative')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
    expect(one('Antibody Screen (Indirect antiglobulin, gel card)   Negative')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
    expect(one('Red cell antibody screen   Not detected')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
    expect(one('Antibody Screen   No antibodies detected')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
    expect(one('Antikörpersuchtest   keine Antikörper nachweisbar')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
    expect(one('RAI   négative')).toEqual([['antibody-screen', 'negative', null, true]]);
    expect(one('Test de Coombs indirecto   Negativo   Negativo')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
    expect(one('Test di Coombs indiretto   negativo')).toEqual([
      ['antibody-screen', 'negative', null, true],
    ]);
  });

  it('reads the antibody phrases whole, and no finding after a negation', () => {
    const scale = ['negative', 'positive'];
    expect(normaliseOrdinalValue('No antibodies detected', scale)).toBe('negative');
    expect(normaliseOrdinalValue('No irregular antibodies detected', scale)).toBe('negative');
    expect(normaliseOrdinalValue('keine Antikörper nachweisbar', scale)).toBe('negative');
  });

  it('leaves blood group, Rh type and genotype as tests we do not know', () => {
    const rows = read(
      headedReport('BLOOD BANK', [
        'ABO Group   O',
        'Rh (D) Type   Positive',
        'Blood Group   O Rh(D) Positive',
        'HB GENOTYPE   AA',
      ]),
    );
    expect(rows.every(([markerId, , , shown]) => markerId === null && shown === false)).toBe(true);
  });
});

describe('a positive screen is flagged, a negative one normal', () => {
  const flag = (markerId: string, valueText: string) => describedAnswer(markerId, valueText).flag;

  it('flags positive as not normal, never high, and leaves negative normal', () => {
    // A screen's answers have no order: 'positive' is 'abnormal' (ADR 081 item 435), as a
    // reactive serology is (ADR 158), not a dipstick's 'high'.
    expect(flag('sickling-test', 'positive')).toBe('abnormal');
    expect(flag('direct-antiglobulin', 'Positivo')).toBe('abnormal');
    expect(isFlagged(flag('antibody-screen', 'positive'))).toBe(true);
    expect(describedAnswer('antibody-screen', 'positive').categorical).toBe(true);
    expect(flag('sickling-test', 'Négatif')).toBe('normal');
    expect(flag('antibody-screen', 'No antibodies detected')).toBe('normal');
    expect(flag('direct-antiglobulin', 'negative')).toBe('normal');
  });

  it('flags a fraction by our range when the report prints none', () => {
    // The fractions' canonical unit is %.
    const fraction = (markerId: string, value: number) =>
      describedAnswer(markerId, String(value), value).flag;
    expect(fraction('hb-a2', 5.4)).toBe('high');
    expect(fraction('hb-a2', 2.6)).toBe('normal');
    expect(fraction('hb-s', 37.8)).toBe('high');
    expect(fraction('hb-f', 0.4)).toBe('normal');
    expect(fraction('hb-a', 58.4)).toBe('low');
  });
});
