/**
 * More chemistry tests as tests we know (ADR 162): trace elements and vitamins, proteins and
 * enzymes, urine chemistry, the ratios labs print under a panel, drug levels and a urine cotinine
 * screen. Each read through the real reader in the languages labs print it in: its test, value
 * and unit, shown as read; a molar unit converted; an impossible value held.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { analyserTicket as table, readRows as read } from './read-rows.test-helpers';

/** One name a report: a test printed twice with two results is held as a doubt. */
const first = (name: string, value: string, unit: string, range: string) =>
  read(table([[name, value, unit, range]]))[0];

describe('trace elements and vitamins', () => {
  it('reads copper, ceruloplasmin, selenium, vitamins B6, A and E and blood lead', () => {
    expect(
      read(
        table([
          ['Copper', '98', 'ug/dL', '70 - 140'],
          ['Ceruloplasmin', '0.28', 'g/L', '0.20 - 0.60'],
          ['Selenium', '84', 'ug/L', '70 - 150'],
          ['Vitamin B6 (PLP)', '52', 'nmol/L', '35 - 110'],
          ['Vitamin A (Retinol)', '1.9', 'umol/L', '1.0 - 2.8'],
          ['Vitamin E (alpha-tocopherol)', '11.2', 'mg/L', '5.5 - 18.0'],
          ['Lead, Blood', '2.1', 'ug/dL', '< 3.5'],
        ]),
      ),
    ).toEqual([
      ['copper', 98, 'µg/dL', true],
      ['ceruloplasmin', 0.28, 'g/L', true],
      ['selenium', 84, 'µg/L', true],
      ['vitamin-b6', 52, 'nmol/L', true],
      ['vitamin-a', 1.9, 'µmol/L', true],
      ['vitamin-e', 11.2, 'mg/L', true],
      ['blood-lead', 2.1, 'µg/dL', true],
    ]);
  });

  it('reads their names in German, French, Spanish and Italian', () => {
    expect(first('Cuivre sérique', '1.12', 'mg/L', '0.80 - 1.55')).toEqual([
      'copper',
      1.12,
      'mg/L',
      true,
    ]);
    expect(first('Kupfer', '15.8', 'µmol/l', '11.0 - 22.0')?.[0]).toBe('copper');
    expect(first('Ceruloplasmina', '28', 'mg/dL', '20 - 60')?.[0]).toBe('ceruloplasmin');
    expect(first('Céruloplasmine', '0.31', 'g/l', '0.20 - 0.60')?.[0]).toBe('ceruloplasmin');
    expect(first('Sélénium', '1.02', 'µmol/l', '0.80 - 1.50')).toEqual([
      'selenium',
      1.02,
      'µmol/L',
      true,
    ]);
    expect(first('Selen', '78', 'µg/l', '70 - 150')?.[0]).toBe('selenium');
    expect(first('Selenio', '91', 'µg/L', '70 - 150')?.[0]).toBe('selenium');
    expect(first('Vitamine B6 (PLP)', '52', 'nmol/l', '35 - 110')?.[0]).toBe('vitamin-b6');
    expect(first('Rétinol', '1.9', 'µmol/l', '1.0 - 2.8')?.[0]).toBe('vitamin-a');
    expect(first('Vitamina E', '12', 'mg/L', '5.5 - 18')?.[0]).toBe('vitamin-e');
    expect(first('Plombémie', '30', 'µg/l', '< 35')?.[0]).toBe('blood-lead');
    expect(first('Blei im Blut', '0.12', 'µmol/l', '< 0.17')?.[0]).toBe('blood-lead');
  });

  it('converts the molar units to the canonical mass unit', () => {
    const reference = biomarkerReferenceFromFiles();
    // Copper 15.8 µmol/L is about 100 µg/dL; selenium 1.02 µmol/L about 80.5 µg/L; lead 0.12 µmol/L
    // about 2.5 µg/dL; retinol 1.9 µmol/L about 54 µg/dL; PLP 52 nmol/L about 12.9 µg/L.
    expect(reference.convert('copper', 15.8, 'µmol/L', 'µg/dL')).toBeCloseTo(100.4, 1);
    expect(reference.convert('selenium', 1.02, 'µmol/L', 'µg/L')).toBeCloseTo(80.5, 1);
    expect(reference.convert('blood-lead', 0.12, 'µmol/L', 'µg/dL')).toBeCloseTo(2.49, 2);
    expect(reference.convert('vitamin-a', 1.9, 'µmol/L', 'µg/dL')).toBeCloseTo(54.4, 1);
    expect(reference.convert('vitamin-b6', 52, 'nmol/L', 'µg/L')).toBeCloseTo(12.85, 1);
  });

  it('holds a copper and a lead no living person has', () => {
    expect(
      read(
        table([
          ['Copper', '9800', 'ug/dL', '70 - 140'],
          ['Blood lead', '980', 'ug/dL', '< 3.5'],
        ]),
      ),
    ).toEqual([
      ['copper', 9800, 'µg/dL', false],
      ['blood-lead', 980, 'µg/dL', false],
    ]);
  });
});

describe('proteins and enzymes', () => {
  it('reads beta-2-microglobulin, alpha-1 antitrypsin, aldolase, IGF-1, BHB, sTfR, UIBC and CDT', () => {
    expect(
      read(
        table([
          ['Beta-2-Microglobulin', '1.9', 'mg/L', '0.8 - 2.2'],
          ['Alpha-1-Antitrypsin', '1.45', 'g/L', '0.90 - 2.00'],
          ['Aldolase', '4.1', 'U/L', '< 7.6'],
          ['IGF-1', '188', 'ng/mL', '90 - 320'],
          ['Beta-Hydroxybutyrate', '0.4', 'mmol/L', '< 0.6'],
          ['Soluble Transferrin Receptor', '3.1', 'mg/L', '1.8 - 4.6'],
          ['UIBC', '287', 'ug/dL', '110 - 370'],
          ['CDT', '1.3', '%', '< 1.7'],
        ]),
      ),
    ).toEqual([
      ['beta-2-microglobulin', 1.9, 'mg/L', true],
      ['alpha-1-antitrypsin', 1.45, 'g/L', true],
      ['aldolase', 4.1, 'U/L', true],
      ['igf-1', 188, 'ng/mL', true],
      ['beta-hydroxybutyrate', 0.4, 'mmol/L', true],
      ['soluble-transferrin-receptor', 3.1, 'mg/L', true],
      ['uibc', 287, 'µg/dL', true],
      ['cdt', 1.3, '%', true],
    ]);
  });

  it('reads their names in German, French, Spanish and Italian', () => {
    expect(first('Bêta-2-microglobuline', '4.1', 'mg/L', '0.8 - 2.2')?.[0]).toBe(
      'beta-2-microglobulin',
    );
    expect(first('Beta-2-microglobulina', '1.9', 'mg/L', '0.8 - 2.2')?.[0]).toBe(
      'beta-2-microglobulin',
    );
    expect(first('Beta-2-Mikroglobulin', '2.0', 'mg/l', '0.8 - 2.2')?.[0]).toBe(
      'beta-2-microglobulin',
    );
    expect(first('Alfa-1-antitripsina', '142', 'mg/dL', '90 - 200')?.[0]).toBe(
      'alpha-1-antitrypsin',
    );
    expect(first('Alpha-1-antitrypsine', '1.3', 'g/L', '0.9 - 2.0')?.[0]).toBe(
      'alpha-1-antitrypsin',
    );
    expect(first('Aldolasa', '4.1', 'U/L', '< 7.6')?.[0]).toBe('aldolase');
    expect(first('Somatomedin C', '160', 'µg/l', '90 - 320')?.[0]).toBe('igf-1');
    expect(first('Löslicher Transferrinrezeptor', '6.2', 'mg/l', '1.9 - 4.4')).toEqual([
      'soluble-transferrin-receptor',
      6.2,
      'mg/L',
      true,
    ]);
    expect(first('Récepteur soluble de la transferrine', '3.0', 'mg/l', '1.9 - 4.4')?.[0]).toBe(
      'soluble-transferrin-receptor',
    );
    expect(first('UNSAT.IRON-BINDING CAPACITY(UIBC)', '287', 'µg/dL', '162 - 368')?.[0]).toBe(
      'uibc',
    );
    expect(first('Capacité latente de fixation du fer', '45', 'µmol/l', '20 - 66')?.[0]).toBe(
      'uibc',
    );
    expect(first('CDT (transferrina desialata)', '2.1', '%', '< 1.7')?.[0]).toBe('cdt');
    expect(first('β-Ketone', '0.4', 'mmol/L', '< 0.6')?.[0]).toBe('beta-hydroxybutyrate');
  });

  it("keeps a protein electrophoresis's beta-2 fraction apart from beta-2-microglobulin", () => {
    expect(first('Beta 2 globuline', '4.1', '%', '3.2 - 6.5')?.[0]).not.toBe(
      'beta-2-microglobulin',
    );
  });
});

describe('urine chemistry', () => {
  it('reads urine sodium and potassium by their urine names, blood sodium staying blood', () => {
    expect(
      read(
        table([
          ['Sodium', '140', 'mmol/L', '136 - 145'],
          ['Sodium urinaire', '62', 'mmol/L', ''],
        ]),
      ),
    ).toEqual([
      ['sodium', 140, 'mmol/L', true],
      ['urine-sodium', 62, 'mmol/L', true],
    ]);
    expect(first('Natrium im Urin', '42', 'mmol/l', '')).toEqual([
      'urine-sodium',
      42,
      'mmol/L',
      true,
    ]);
    expect(first('Sodio en orina', '96', 'mmol/L', '40 - 220')?.[0]).toBe('urine-sodium');
    expect(first('Potassium, Urine', '42', 'mmol/L', '')?.[0]).toBe('urine-potassium');
  });

  it('reads a protein/creatinine ratio in mg/mmol, mg/g and mg/mg', () => {
    expect(first('Urine Protein:Creatinine Ratio', '18', 'mg/mmol', '< 15')).toEqual([
      'urine-pcr',
      18,
      'mg/mmol',
      true,
    ]);
    expect(first('Rapport protéines/créatinine', '18', 'mg/mmol', '< 30')?.[0]).toBe('urine-pcr');
    expect(first('Protein/Kreatinin-Quotient', '140', 'mg/g Krea', '< 150')).toEqual([
      'urine-pcr',
      140,
      'mg/g',
      true,
    ]);
    expect(first('Protein/Creatinine Ratio, Urine', '0.18', 'mg/mg', '0.00 - 0.20')).toEqual([
      'urine-pcr',
      0.18,
      'mg/mg',
      true,
    ]);
    const reference = biomarkerReferenceFromFiles();
    expect(reference.convert('urine-pcr', 18, 'mg/mmol', 'mg/g')).toBeCloseTo(159.1, 1);
    expect(reference.convert('urine-pcr', 0.18, 'mg/mg', 'mg/g')).toBeCloseTo(180, 5);
    expect(reference.normaliseUnit('MG/MG')).toBe('mg/mg');
  });
});

describe('ratios labs print under a panel', () => {
  it('reads TG/HDL, AST/ALT, LH/FSH and urea/creatinine, BUN/creatinine staying its own', () => {
    expect(
      read(
        table([
          ['TRIG / HDL RATIO', '4.34', 'Ratio', '< 3.12'],
          ['SGOT / SGPT RATIO', '0.65', 'Ratio', '< 2'],
          ['BUN / SR.CREATININE RATIO', '13.16', 'Ratio', '9 - 23'],
          ['UREA / SR.CREATININE RATIO', '28.16', 'Ratio', '< 52'],
          ['LH : FSH Ratio', '2.5', '', '< 2.0'],
        ]),
      ),
    ).toEqual([
      ['triglycerides-hdl-ratio', 4.34, null, true],
      ['ast-alt-ratio', 0.65, null, true],
      ['bun-creatinine-ratio', 13.16, null, true],
      ['urea-creatinine-ratio', 28.16, null, true],
      ['lh-fsh-ratio', 2.5, null, true],
    ]);
    expect(first('Índice triglicéridos/HDL', '5.58', '', '< 3.00')?.[0]).toBe(
      'triglycerides-hdl-ratio',
    );
    expect(first('LH/FSH-Quotient', '0,73', '', '< 2,0')?.[0]).toBe('lh-fsh-ratio');
    expect(first('Cociente LH/FSH', '1,90', '', '< 2,0')?.[0]).toBe('lh-fsh-ratio');
    expect(first('De-Ritis-Quotient', '1,4', '', '< 2,0')?.[0]).toBe('ast-alt-ratio');
  });

  it('holds a ratio no living person has', () => {
    expect(first('TG/HDL ratio', '434', '', '< 3.12')?.[3]).toBe(false);
  });
});

describe('drug levels and a cotinine screen', () => {
  it('reads tacrolimus, ciclosporin, valproate, phenytoin and carbamazepine', () => {
    expect(
      read(
        table([
          ['Tacrolimus (FK506), Blood', '8.4', 'ng/mL', '5.0 - 15.0'],
          ['Cyclosporine', '182', 'ng/mL', '100 - 400'],
          ['Valproic Acid', '68', 'mcg/mL', '50 - 100'],
          ['Phenytoin, Total', '14.2', 'mcg/mL', '10.0 - 20.0'],
          ['Carbamazepine', '7.9', 'ug/mL', '4.0 - 12.0'],
        ]),
      ),
    ).toEqual([
      ['tacrolimus-level', 8.4, 'ng/mL', true],
      ['ciclosporin-level', 182, 'ng/mL', true],
      ['valproic-acid-level', 68, 'µg/mL', true],
      ['phenytoin-level', 14.2, 'µg/mL', true],
      ['carbamazepine-level', 7.9, 'µg/mL', true],
    ]);
    expect(first('Acido valproico', '68', 'mg/l', '50 - 100')?.[0]).toBe('valproic-acid-level');
    expect(first('Ciclosporina', '150', 'µg/L', '100 - 400')?.[0]).toBe('ciclosporin-level');
    expect(first('Carbamazépine', '30', 'µmol/l', '17 - 51')?.[0]).toBe('carbamazepine-level');
  });

  it("keeps free phenytoin apart from the total, and converts valproate's molar unit", () => {
    expect(first('Phenytoin, Free', '1.4', 'mcg/mL', '1.0 - 2.0')?.[0]).toBe(
      'free-phenytoin-level',
    );
    const reference = biomarkerReferenceFromFiles();
    expect(reference.convert('valproic-acid-level', 500, 'µmol/L', 'µg/mL')).toBeCloseTo(72.1, 1);
  });

  it("reads a urine cotinine screen's answer on its own pair", () => {
    expect(first('Cotinine screen', 'Negative', '', 'Negative')?.slice(0, 2)).toEqual([
      'urine-cotinine',
      'negative',
    ]);
  });
});
