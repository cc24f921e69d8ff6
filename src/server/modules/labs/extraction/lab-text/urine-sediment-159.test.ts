/**
 * Urine microscopy (the sediment) as tests we know (ADR 159): squamous epithelial cells, bacteria,
 * casts and hyaline casts, crystals, mucus and yeast by their names in the languages we read; how
 * many the microscope saw ('Few', 'vereinzelt', 'Quelques', 'Escasas', 'rari', '++') on a scale of
 * none, rare, few, moderate and many; 'none seen' in every language never read as a finding; and
 * a crystal's kind kept as printed and held.
 */
import { describe, expect, it } from 'vitest';
import { normaliseOrdinalValue } from '#server/knowledge/biomarkers/normalise-ordinal';
import { readRows as read, headedReport } from './read-rows.test-helpers';

const AMOUNTS = ['none', 'rare', 'few', 'moderate', 'many'];
const FOUND = ['none', 'present'];

describe('urine sediment read as the tests it holds', () => {
  it('reads an English microscopy block, shown as read', () => {
    expect(
      read(
        headedReport('URINE MICROSCOPY', [
          'Pus cells   2-4   /HPF   0-5',
          'Epithelial Cells   Few',
          'Bacteria   none seen',
          'Casts   Nil   /LPF',
          'Hyaline Casts   None seen',
          'Crystals   NOT SEEN',
          'Mucus Threads   Rare',
          'Yeast cells   Not seen',
        ]),
      ),
    ).toEqual([
      ['urine-wbc', '2-4', '/HPF', true],
      ['urine-squamous-epithelial-cells', 'few', null, true],
      ['urine-bacteria', 'none', null, true],
      ['urine-casts', 'none', '/LPF', true],
      ['urine-hyaline-casts', 'none', null, true],
      ['urine-crystals', 'none', null, true],
      ['urine-mucus', 'rare', null, true],
      ['urine-yeast', 'none', null, true],
    ]);
    expect(
      read(
        headedReport('URINALYSIS', [
          'Squamous Epithelial Cells, UA   Occasional',
          'Bacteria, UA   Many',
        ]),
      ),
    ).toEqual([
      ['urine-squamous-epithelial-cells', 'rare', null, true],
      ['urine-bacteria', 'many', null, true],
    ]);
  });

  it('reads names and amounts in German, French, Spanish and Italian', () => {
    expect(
      read(
        headedReport('Harnsediment', [
          'Plattenepithelien   vereinzelt',
          'Bakterien   zahlreich',
          'Zylinder   keine',
          'Hyaline Zylinder   nicht nachweisbar',
          'Kristalle   keine',
          'Hefen   keine',
        ]),
      ),
    ).toEqual([
      ['urine-squamous-epithelial-cells', 'rare', null, true],
      ['urine-bacteria', 'many', null, true],
      ['urine-casts', 'none', null, true],
      ['urine-hyaline-casts', 'none', null, true],
      ['urine-crystals', 'none', null, true],
      ['urine-yeast', 'none', null, true],
    ]);
    expect(
      read(
        headedReport('Sédiment urinaire', [
          'Cellules épithéliales   Quelques',
          'Bactéries   Nombreuses',
          'Cylindres   Absence',
          'Cristaux   Absents',
          'Levures   Absence',
        ]),
      ),
    ).toEqual([
      ['urine-squamous-epithelial-cells', 'few', null, true],
      ['urine-bacteria', 'many', null, true],
      ['urine-casts', 'none', null, true],
      ['urine-crystals', 'none', null, true],
      ['urine-yeast', 'none', null, true],
    ]);
    expect(
      read(
        headedReport('Sedimento urinario', [
          'Células epiteliales planas   Escasas',
          'Bacterias   Regular cantidad',
          'Cilindros   No se observan',
          'Cristales   No se observan',
          'Filamentos de moco   Abundantes',
          'Levaduras   NO SE OBSERVAN',
        ]),
      ),
    ).toEqual([
      ['urine-squamous-epithelial-cells', 'few', null, true],
      ['urine-bacteria', 'moderate', null, true],
      ['urine-casts', 'none', null, true],
      ['urine-crystals', 'none', null, true],
      ['urine-mucus', 'many', null, true],
      ['urine-yeast', 'none', null, true],
    ]);
    expect(
      read(
        headedReport('Sedimento urinario', [
          'Cellule epiteliali   rari',
          'Batteri   ++',
          'Cilindri   assenti',
          'Filamenti di muco   alcuni',
          'Lieviti   assenti',
        ]),
      ),
    ).toEqual([
      ['urine-squamous-epithelial-cells', 'rare', null, true],
      ['urine-bacteria', 'moderate', null, true],
      ['urine-casts', 'none', null, true],
      ['urine-mucus', 'few', null, true],
      ['urine-yeast', 'none', null, true],
    ]);
  });

  it('keeps a crystal kind as printed and holds it, in each language', () => {
    const held = (text: string) => ['urine-crystals', text, null, false];
    expect(read(headedReport('URINE MICROSCOPY', ['Crystals   Calcium oxalate (+)']))).toEqual([
      held('Calcium oxalate (+)'),
    ]);
    expect(read(headedReport('Sédiment', ['Cristaux   Oxalate de calcium +']))).toEqual([
      held('Oxalate de calcium +'),
    ]);
    expect(read(headedReport('Sedimento', ['Cristales   Uratos amorfos escasos']))).toEqual([
      held('Uratos amorfos escasos'),
    ]);
    expect(read(headedReport('Sedimento', ['Cristalli   ossalato di calcio']))).toEqual([
      held('ossalato di calcio'),
    ]);
  });

  it("reads a crystal's kind only as the crystals' result, never as another test's", () => {
    // 'Phosphates' under a strip's colour is no colour: the row is not read as a crystal kind.
    const rows = read(headedReport('URINALYSIS', ['Colour   Phosphates']));
    expect(rows.some(([, value]) => value === 'Phosphates')).toBe(false);
  });

  it('reads no sediment test in a stool exam under a heading that named blood', () => {
    const rows = read(
      [
        'HEMATOLOGÍA Y QUÍMICA',
        'Examen   Resultado   Unidades   Referencia',
        'Hemoglobina   14.9   g/dL   13.5 - 17.5',
        'COPROLÓGICO',
        'Consistencia   Blanda',
        'Levaduras   Escasas',
        'Moco   No se observa',
        'PARCIAL DE ORINA',
        'Bacterias   Escasas',
        'Moco   ++',
      ].join('\n'),
    );
    expect(rows.filter((row) => row[0] !== null && row[0] !== 'hemoglobin')).toEqual([
      ['urine-bacteria', 'few', null, true],
      ['urine-mucus', 'moderate', null, true],
    ]);
  });

  it('holds a count per field on a scale of amounts, kept as printed', () => {
    expect(read(headedReport('Harnsediment', ['Plattenepithelien   4   /µl']))).toEqual([
      ['urine-squamous-epithelial-cells', '4', '/µL', false],
    ]);
  });
});

describe('how many the microscope saw, on the sediment scales', () => {
  it('reads amounts and grades onto none, rare, few, moderate and many', () => {
    const read = (word: string) => normaliseOrdinalValue(word, AMOUNTS);
    expect(['Few', 'Escasas', 'quelques', 'alcune', 'scarsi'].map(read)).toEqual(
      Array(5).fill('few'),
    );
    expect(['Rare', 'Rares', 'rari', 'vereinzelt', 'Occasional'].map(read)).toEqual(
      Array(5).fill('rare'),
    );
    expect(['Moderate', 'Regular cantidad', 'Assez nombreuses'].map(read)).toEqual(
      Array(3).fill('moderate'),
    );
    expect(
      ['Many', 'numerous', 'zahlreich', 'Nombreux', 'Abundantes', 'numerosi'].map(read),
    ).toEqual(Array(6).fill('many'));
    expect(['+', '++', '+++', 'Presenti +'].map(read)).toEqual(['few', 'moderate', 'many', 'few']);
  });

  it('never reads a negation as a finding', () => {
    const read = (word: string) => normaliseOrdinalValue(word, AMOUNTS);
    expect(
      [
        'none seen',
        'NONE SEEN',
        'Not seen',
        'Nil',
        'no se observan',
        'nicht nachweisbar',
        'keine',
        'absence',
        'Absentes',
        'assenti',
        'Not found',
      ].map(read),
    ).toEqual(Array(11).fill('none'));
    // An amount after a negation is no amount: kept as printed and held.
    expect(['not many', 'no numerosi', 'nicht zahlreich', 'pas nombreuses'].map(read)).toEqual(
      Array(4).fill(null),
    );
    const crystals = (word: string) => normaliseOrdinalValue(word, FOUND);
    // A phrase the table does not know whole, with a negation, is no finding: kept and held.
    expect(['No crystals seen', 'Not present', 'non presenti'].map(crystals)).toEqual([
      null,
      null,
      'none',
    ]);
    expect(['Nil', 'No se observan', 'keine', 'Present', 'Few', '+'].map(crystals)).toEqual([
      'none',
      'none',
      'none',
      'present',
      'present',
      'present',
    ]);
  });

  it('leaves a strip and a yes/no test as they were', () => {
    expect(normaliseOrdinalValue('Moderate', ['negative', 'trace', '1+', '2+', '3+'])).toBe('2+');
    expect(normaliseOrdinalValue('Few', ['negative', 'positive'])).toBeNull();
    expect(normaliseOrdinalValue('Few', ['non-reactive', 'reactive'])).toBeNull();
  });
});
