/**
 * What the tune parts of sets 239-241 taught (ADR 081 items 534-541): a drug screen's table, its names
 * headed by drug class and its cut-offs in columns of their own; a heading whose specimen follows
 * a dash before a bracket, and serum toxicology as blood; an allergy panel's table, its classes
 * beside the results and the results' unit in their heading; a grid of screens, each name over its
 * answer, under a table's header; a molecular test's answer in other languages ('No detectado');
 * report names of tests we know. Our own reports, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import { phrasesLine as phrases, textLayer } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

const read = (lines: Parameters<typeof textLayer>[0]) =>
  parseLabText(textLayer(lines), reference).map((row) => [
    row.printedName,
    row.value ?? row.valueText,
    row.unit,
    row.specimen,
  ]);

describe("a drug screen's table (item 534)", () => {
  it('reads each drug class with its answer, not the cut-off before it', () => {
    const rows = read([
      phrases(0, [['URINE DRUG SCREEN', 40]]),
      phrases(1, [
        ['Drug / Drug class', 40],
        ['Screening cut-off', 220],
        ['Result', 320],
        ['Confirmation cut-off', 400],
      ]),
      phrases(2, [
        ['Opiates', 40],
        ['300 ng/mL', 220],
        ['NEGATIVE', 320],
        ['25 ng/mL', 400],
      ]),
      phrases(3, [
        ['Cannabinoids', 40],
        ['50 ng/mL', 220],
        ['POSITIVE', 320],
        ['15 ng/mL', 400],
      ]),
    ]);
    expect(rows.map(([name, value]) => [name, value])).toEqual([
      ['Opiates', 'negative'],
      ['Cannabinoids', 'positive'],
    ]);
  });
});

describe("a heading's specimen (item 535)", () => {
  it('reads urine after a dash before a bracketed method', () => {
    const rows = parseLabText(
      ['DRUG SCREEN - URINE (Immunoassay, Cobas)', 'Opiates   NEGATIVE'].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.printedName, row.specimen])).toEqual([['Opiates', 'urine']]);
  });

  it("reads 'SERUM TOXICOLOGY' as blood after a urine section", () => {
    const rows = parseLabText(
      ['URINALYSIS', 'pH   6.0', 'SERUM TOXICOLOGY', 'Osmolality   301   mOsm/kg'].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.specimen])).toEqual([
      ['urine-ph', 'urine'],
      ['serum-osmolality', 'blood'],
    ]);
  });
});

describe("an allergy panel's table (item 536)", () => {
  const panel = (resultHeading: string, result: string) =>
    read([
      phrases(0, [
        ['Code', 40],
        ['Allergen', 72],
        ['Class', 285],
        [resultHeading, 330],
        ['Class graph', 410],
      ]),
      phrases(1, [
        ['t3', 40],
        ['Birch pollen', 72],
        ['3', 292],
        [result, 340],
        ['■■■', 410],
      ]),
    ]);

  it("reads the result, not its class, with the unit its heading prints ('Result kUA/L')", () => {
    expect(panel('Result kUA/L', '8.42')).toEqual([['Birch pollen', 8.42, 'kUA/L', 'blood']]);
  });

  it('keeps a unit the row prints itself', () => {
    expect(panel('Result kUA/L', '8.42 kU/L')).toEqual([['Birch pollen', 8.42, 'kU/L', 'blood']]);
  });
});

it("reads a grid of screens under a table's header, each name over its answer (items 537, 538)", () => {
  const rows = read([
    phrases(0, [
      ['Investigation', 40],
      ['Result', 235],
      ['Units', 335],
      ['Reference Range', 400],
    ]),
    phrases(1, [
      ['Anti-CCP antibodies', 48],
      ['<7', 235],
      ['U/mL', 335],
      ['< 17', 400],
    ]),
    phrases(2, [['Myositis blot:', 48]]),
    phrases(3, [
      ['Mi-2', 60],
      ['Ku', 185],
      ['PM-Scl', 310],
    ]),
    phrases(4, [
      ['Negative', 60],
      ['Positive', 185],
      ['Negative', 310],
    ]),
    phrases(5, [
      ['SRP', 60],
      ['PL-7', 185],
      ['EJ', 310],
    ]),
    phrases(6, [
      ['Negative', 60],
      ['Negative', 185],
      ['Negative', 310],
    ]),
  ]);
  expect(rows.map(([name, value]) => [name, value])).toEqual([
    ['Anti-CCP antibodies', 7],
    ['Mi-2', 'negative'],
    ['Ku', 'positive'],
    ['PM-Scl', 'negative'],
    ['SRP', 'negative'],
    ['PL-7', 'negative'],
    ['EJ', 'negative'],
  ]);
});

it("reads a molecular test's answer in the languages we read ('No detectado') (item 539)", () => {
  const rows = parseLabText(
    [
      'Estudio   Resultado   Valores de referencia',
      'Mutación MTHFR C677T, PCR   No detectado   No detectado',
      'Factor II G20210A, PCR   Detectado   No detectado',
    ].join('\n'),
    reference,
  );
  expect(rows.map((row) => [row.printedName, row.valueText])).toEqual([
    ['Mutación MTHFR C677T, PCR', 'no detectado'],
    ['Factor II G20210A, PCR', 'detectado'],
  ]);
});

it('knows the report names of items 540 and 541', () => {
  expect(reference.resolveName('Relación TTPa (paciente/control)', 'blood')?.id).toBe('aptt-ratio');
  expect(reference.resolveName('HBV DNA viral load', 'blood')?.id).toBe('hbv-dna');
});
