/**
 * What the tune part of set 242 taught (ADR 081 items 529-533): a card's flag as a lone arrow set
 * apart at its right edge; a French differential's share and amount on a line that ends with the
 * antériorité and its date; a group's name (an organism) over its tests indented under it; a
 * screen's cut-off labelled in several words; report names of tests we know. Our own reports,
 * tests and values.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import { phrasesLine as phrases, readRows, textLayer } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

it("reads a row of cards whose flags are lone arrows at each card's right edge (item 529)", () => {
  const rows = readRows(
    textLayer([
      phrases(0, [
        ['Fasting glucose', 46],
        ['Ferritin', 221],
        ['Uric acid', 396],
      ]),
      phrases(1, [
        ['6.3', 46],
        ['mmol/L', 80],
        ['9', 221],
        ['µg/L', 245],
        ['↓', 360],
        ['455', 396],
        ['µmol/L', 430],
        ['↑', 535],
      ]),
      phrases(2, [
        ['Ref: 3.9 – 5.6', 46],
        ['Ref: 30 – 400', 221],
        ['Ref: 202 – 416', 396],
      ]),
    ]),
  );
  expect(rows.map(([test, value, unit]) => [test, value, unit])).toEqual([
    ['glucose', 6.3, 'mmol/L'],
    ['ferritin', 9, 'µg/L'],
    ['uric-acid', 455, 'µmol/L'],
  ]);
});

it("reads a differential's share and amount on a line ending with the earlier result and its date (item 530)", () => {
  const rows = parseLabText(
    [
      'Formule leucocytaire',
      'Lymphocytes   33,8 %   2,41 G/L   (1,00 - 4,00)   2,02 le 04/09/23',
      'Monocytes   7,2 %   0,51 G/L   (0,20 - 1,00)   0,44 le 04/09/23',
    ].join('\n'),
    reference,
  );
  expect(rows.map((row) => [row.markerId, row.value])).toEqual([
    ['lymphocytes-percent', 33.8],
    ['lymphocytes', 2.41],
    ['monocytes-percent', 7.2],
    ['monocytes', 0.51],
  ]);
});

describe("a group's name over its tests indented under it (item 531)", () => {
  it("names each antibody by its organism: 'Rubéole' over 'IgG' and 'IgM'", () => {
    const rows = readRows(
      textLayer([
        phrases(0, [['Rubéole', 40]]),
        phrases(1, [
          ['IgG', 56],
          ['Positif', 245],
        ]),
        phrases(2, [
          ['IgM', 56],
          ['Négatif', 245],
        ]),
      ]),
    );
    expect(rows.map(([test]) => test)).toEqual(['rubella-igg', 'rubella-igm']);
  });

  it("leaves a test whose own name says all as printed ('Hämatokrit' under 'Blutbild')", () => {
    const rows = readRows(
      textLayer([
        phrases(0, [['Blutbild', 40]]),
        phrases(1, [
          ['Hämatokrit', 56],
          ['41', 245],
          ['%', 280],
        ]),
      ]),
    );
    expect(rows).toEqual([['hematocrit', 41, '%', true]]);
  });

  it('takes no group from a line at the same indent as the tests under it', () => {
    const rows = readRows(
      textLayer([
        phrases(0, [['Serologie', 40]]),
        phrases(1, [
          ['IgG', 40],
          ['11,2', 245],
          ['g/l', 280],
        ]),
      ]),
    );
    expect(rows.map(([test]) => test)).toEqual(['total-igg']);
  });
});

it("reads a screen's answer before its cut-off labelled in several words (item 532)", () => {
  const [row] = parseLabText('Toxoplasma IgG   Négatif   Seuil de positivité : 8 UI/mL', reference);
  expect([row?.markerId, row?.valueText, row?.unit]).toEqual(['toxoplasma-igg', 'négatif', null]);
});

it('knows the report names of item 533', () => {
  const names: [string, string][] = [
    ['Thromboplastinzeit (PTZ)', 'prothrombin-activity'],
    ['Laktat venös', 'lactate'],
    ['Sangre oculta en materia fecal', 'fecal-occult-blood'],
  ];
  for (const [name, id] of names) expect(reference.resolveName(name, 'blood')?.id).toBe(id);
});
