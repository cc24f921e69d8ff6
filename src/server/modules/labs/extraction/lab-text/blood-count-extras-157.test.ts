/**
 * Blood count extras and indices as tests we know (ADR 157): platelet indices, immature
 * granulocytes, band neutrophils, a three-part counter's groups, CD4, calculated indices and
 * ratios, and the other tests reports printed that the reference did not know (IgA, haptoglobin,
 * CK-MB, adrenal hormones, active B12, osmolality, protein electrophoresis
 * fractions, co-oximetry). Each read through the real reader: its test, value and unit, shown as
 * read, and an impossible value held.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { analyserTicket as table, readRows as read } from './read-rows.test-helpers';

describe('platelet indices', () => {
  it('reads PDW, plateletcrit and P-LCR, and a bare PCT in per cent as the plateletcrit', () => {
    expect(
      read(
        table([
          ['PDW', '12.4', 'fL', '9.0 - 17.0'],
          ['PCT', '0.28', '%', '0.15 - 0.40'],
          ['P-LCR', '28.9', '%', '13.0 - 43.0'],
        ]),
      ),
    ).toEqual([
      ['pdw', 12.4, 'fL', true],
      ['plateletcrit', 0.28, '%', true],
      ['p-lcr', 28.9, '%', true],
    ]);
  });

  it('keeps a PCT in ng/mL or µg/L the procalcitonin, and procalcitonin by name', () => {
    expect(read(table([['PCT', '0.08', 'ng/mL', '< 0.10']]))).toEqual([
      ['procalcitonin', 0.08, 'ng/mL', true],
    ]);
    expect(read(table([['PCT', '0.08', 'µg/L', '< 0.10']]))).toEqual([
      ['procalcitonin', 0.08, 'µg/L', true],
    ]);
    expect(read(table([['Procalcitonin (PCT)', '0.12', 'ng/mL', '< 0.10']]))).toEqual([
      ['procalcitonin', 0.12, 'ng/mL', true],
    ]);
  });

  it('holds a plateletcrit no living person has', () => {
    expect(read(table([['Plateletcrit', '28', '%', '0.15 - 0.40']]))).toEqual([
      ['plateletcrit', 28, '%', false],
    ]);
  });
});

describe('immature granulocytes and band neutrophils', () => {
  it('tells the share from the count by the unit, as the differential does', () => {
    expect(
      read(
        table([
          ['Immature Granulocytes', '0.6', '%', '0.0 - 1.0'],
          ['Immature Grans (Abs)', '0.04', 'x10E3/uL', '0.00 - 0.10'],
        ]),
      ),
    ).toEqual([
      ['immature-granulocytes-percent', 0.6, '%', true],
      ['immature-granulocytes', 0.04, '10^3/µL', true],
    ]);
    expect(
      read(
        table([
          ['IG%', '0.3', '%', '0.0 - 1.0'],
          ['IG#', '0.02', '10^9/L', '0.00 - 0.10'],
        ]),
      ),
    ).toEqual([
      ['immature-granulocytes-percent', 0.3, '%', true],
      ['immature-granulocytes', 0.02, '10^9/L', true],
    ]);
  });

  it('reads their names in German, French, Spanish and Italian', () => {
    // One name a report: a test printed twice with two results is held as a doubt.
    const first = (name: string, value: string, unit: string, range: string) =>
      read(table([[name, value, unit, range]]))[0];
    expect(first('Unreife Granulozyten', '0.4', '%', '0.0 - 1.0')).toEqual([
      'immature-granulocytes-percent',
      0.4,
      '%',
      true,
    ]);
    expect(first('Granulocytes immatures', '0.02', 'G/L', '0.00 - 0.10')).toEqual([
      'immature-granulocytes',
      0.02,
      '10^9/L',
      true,
    ]);
    expect(first('Granulocitos inmaduros', '0.3', '%', '0.0 - 1.0')?.[0]).toBe(
      'immature-granulocytes-percent',
    );
    expect(first('Granulociti immaturi', '0.03', '10^9/L', '0.00 - 0.10')?.[0]).toBe(
      'immature-granulocytes',
    );
    for (const name of [
      'Neutrófilos en cayado',
      'Abastonados',
      'Neutrofili a banda',
      'Stabkernige',
    ])
      expect(first(name, '2', '%', '0 - 5'), name).toEqual([
        'band-neutrophils-percent',
        2,
        '%',
        true,
      ]);
    expect(first('Baciliformes', '236', '/mm3', '0 - 700')).toEqual([
      'band-neutrophils',
      236,
      '/µL',
      true,
    ]);
  });

  it("reads a band share printed as a fraction of one, as the segmenters' is", () => {
    const rows = read(
      [
        'DIFFERENTIAL COUNT',
        'Segmenters   0.62   0.50 - 0.70',
        'Stabs   0.02   0.00 - 0.05',
        'Lymphocytes   0.30   0.20 - 0.40',
      ].join('\n'),
    );
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['neutrophils-percent', 0.62, null],
      ['band-neutrophils-percent', 0.02, null],
      ['lymphocytes-percent', 0.3, null],
    ]);
  });

  it('holds a share above one hundred per cent', () => {
    expect(read(table([['Bands', '140', '%', '0 - 5']]))).toEqual([
      ['band-neutrophils-percent', 140, '%', false],
    ]);
  });
});

describe("a three-part counter's groups", () => {
  it('reads MID, MXD and GRA as shares or counts by their unit', () => {
    expect(
      read(
        table([
          ['MID%', '7.4', '%', '3.0 - 10.0'],
          ['MID#', '0.5', '10^3/uL', '0.1 - 0.9'],
          ['GRA%', '62.4', '%', '50.0 - 70.0'],
          ['GRA#', '4.2', '10^3/uL', '2.0 - 7.0'],
        ]),
      ),
    ).toEqual([
      ['mid-cells-percent', 7.4, '%', true],
      ['mid-cells', 0.5, '10^3/µL', true],
      ['granulocytes-percent', 62.4, '%', true],
      ['granulocytes', 4.2, '10^3/µL', true],
    ]);
    expect(
      read(
        table([
          ['MXD%', '8.4', '%', '3.0 - 10.0'],
          ['Granulozyten', '63.8', '%', '50 - 70'],
        ]),
      ),
    ).toEqual([
      ['mid-cells-percent', 8.4, '%', true],
      ['granulocytes-percent', 63.8, '%', true],
    ]);
  });
});

describe('CD4', () => {
  it('reads the count in cells per microlitre and the share', () => {
    expect(
      read(
        table([
          ['CD4 Absolute Count', '412', 'cells/uL', '500 - 1500'],
          ['CD4 Percentage', '24', '%', '30 - 60'],
        ]),
      ),
    ).toEqual([
      ['cd4', 412, '/µL', true],
      ['cd4-percent', 24, '%', true],
    ]);
    expect(read(table([['CD4 %', '27.3', '%', '30 - 60']]))).toEqual([
      ['cd4-percent', 27.3, '%', true],
    ]);
  });
});

describe('indices and ratios', () => {
  it('reads HOMA-IR, the free androgen index, LDL/HDL, the aPTT ratio and the omega-3 index', () => {
    expect(
      read(
        table([
          ['HOMA-IR', '4.3', '', '< 2.5'],
          // No range printed: a woman's (up to about 5) is far from a man's (up to 93), and a
          // printed range that far from the widest of ours holds the row (ADR 157).
          ['Free Androgen Index', '11.3', '%', ''],
          ['LDL/HDL-Quotient', '2.7', '', '< 3.5'],
          ['aPTT ratio', '1.02', '', '0.80 - 1.20'],
          ['Omega-3 Index', '5.2', '%', '8.0 - 12.0'],
        ]),
      ),
    ).toEqual([
      ['homa-ir', 4.3, null, true],
      ['free-androgen-index', 11.3, '%', true],
      ['ldl-hdl-ratio', 2.7, null, true],
      ['aptt-ratio', 1.02, null, true],
      ['omega-3-index', 5.2, '%', true],
    ]);
  });

  it("keeps a French aPTT ratio apart from the aPTT's seconds", () => {
    expect(
      read(
        table([
          ['TCA (ratio malade/témoin)', '1.12', '', '0.80 - 1.20'],
          ['TCA', '33.4', 'sec', '25 - 35'],
        ]),
      ).map((row) => row[0]),
    ).toEqual(['aptt-ratio', 'aptt']);
  });

  it('holds an aPTT ratio no living person has', () => {
    expect(read(table([['aPTT ratio', '98', '', '0.80 - 1.20']]))[0]?.[3]).toBe(false);
  });
});

describe('other tests reports print', () => {
  it('reads IgA, haptoglobin, CK-MB, adrenal hormones, active B12, osmolality', () => {
    expect(
      read(
        table([
          ['Total IgA', '2.1', 'g/L', '0.7 - 4.0'],
          ['Haptoglobin', '1.32', 'g/L', '0.30 - 2.00'],
          ['CK-MB', '2.2', 'ng/mL', '< 5.0'],
          ['17-OH-Progesteron', '1.1', 'ng/mL', '0.2 - 2.0'],
          ['Androstendion', '2.4', 'ng/mL', '0.3 - 3.3'],
          ['Active B12', '48', 'pmol/L', '> 35'],
          ['Osmolalität', '289', 'mosmol/kg', '275 - 295'],
        ]),
      ),
    ).toEqual([
      ['total-iga', 2.1, 'g/L', true],
      ['haptoglobin', 1.32, 'g/L', true],
      ['ck-mb', 2.2, 'ng/mL', true],
      ['17-oh-progesterone', 1.1, 'ng/mL', true],
      ['androstenedione', 2.4, 'ng/mL', true],
      ['holotranscobalamin', 48, 'pmol/L', true],
      ['serum-osmolality', 289, 'mOsm/kg', true],
    ]);
  });

  it("tells CK-MB's activity in U/L from its mass, and converts the steroids' units", () => {
    expect(
      read(
        table([
          ['CK-MB', '14', 'U/L', '< 25'],
          ['CK-MB (Masse)', '5.8', 'µg/l', '< 5.0'],
        ]),
      ),
    ).toEqual([
      ['ck-mb-activity', 14, 'U/L', true],
      ['ck-mb', 5.8, 'µg/L', true],
    ]);
    expect(read(table([['CK-MB (Aktivität)', '18', 'U/l', '< 25']]))).toEqual([
      ['ck-mb-activity', 18, 'U/L', true],
    ]);
    // 1.1 ng/mL of 17-OH progesterone is 110 ng/dL, 3.1 nmol/L about 102 ng/dL.
    const reference = biomarkerReferenceFromFiles();
    expect(reference.convert('17-oh-progesterone', 1.1, 'ng/mL', 'ng/dL')).toBeCloseTo(110, 5);
    expect(reference.convert('17-oh-progesterone', 3.1, 'nmol/L', 'ng/dL')).toBeCloseTo(102.4, 1);
    expect(reference.convert('total-iga', 2.1, 'g/L', 'mg/dL')).toBeCloseTo(210, 5);
    // Osmolality's unit as labs spell it, SI's 'mmol/kg' included.
    for (const unit of ['mosm/kg', 'mosmol/kg', 'mOsmol/kg H2O', 'mmol/kg'])
      expect(reference.normaliseUnit(unit), unit).toBe('mOsm/kg');
  });

  it('holds an IgA and an osmolality no living person has', () => {
    expect(
      read(
        table([
          ['Total IgA', '210', 'g/L', '0.7 - 4.0'],
          ['Osmolality', '2890', 'mOsm/kg', '275 - 295'],
        ]),
      ),
    ).toEqual([
      ['total-iga', 210, 'g/L', false],
      ['serum-osmolality', 2890, 'mOsm/kg', false],
    ]);
  });
});

describe('serum protein electrophoresis', () => {
  it("reads each fraction's share and amount by the unit", () => {
    expect(
      read(
        table([
          ['Alfa 1 globuline', '4.2', '%', '2.9 - 4.9'],
          ['Alfa 1 globuline', '0.30', 'g/dL', '0.21 - 0.35'],
          ['Alpha-2-Globulin', '0.72', 'g/dl', '0.5 - 0.9'],
          ['Beta globuline', '12.0', '%', '8.0 - 14.0'],
          ['Gamma globuline', '1.11', 'g/dL', '0.7 - 1.6'],
        ]),
      ),
    ).toEqual([
      ['alpha-1-globulin-percent', 4.2, '%', true],
      ['alpha-1-globulin', 0.3, 'g/dL', true],
      ['alpha-2-globulin', 0.72, 'g/dL', true],
      ['beta-globulin-percent', 12, '%', true],
      ['gamma-globulin', 1.11, 'g/dL', true],
    ]);
  });
});

describe('co-oximetry on a blood gas', () => {
  it("reads the haemoglobin fractions an analyser prints beside the gas's rows", () => {
    expect(
      read(
        table([
          ['pO2', '71.2', 'mmHg', '83.0 - 108'],
          ['FO2Hb', '91.8', '%', '94.0 - 98.0'],
          ['FCOHb', '1.1', '%', '0.5 - 1.5'],
          ['MetHb', '0.6', '%', '0.0 - 1.5'],
          ['HHb', '6.5', '%', '0.0 - 5.0'],
        ]),
      ),
    ).toEqual([
      ['po2', 71.2, 'mmHg', true],
      ['oxyhemoglobin', 91.8, '%', true],
      ['carboxyhemoglobin', 1.1, '%', true],
      ['methemoglobin', 0.6, '%', true],
      ['deoxyhemoglobin', 6.5, '%', true],
    ]);
  });

  it('holds a fraction past one hundred per cent', () => {
    expect(read(table([['COHb', '180', '%', '0.5 - 1.5']]))).toEqual([
      ['carboxyhemoglobin', 180, '%', false],
    ]);
  });
});
