/**
 * ADR 081 item 772, in our own tests and values: a serology panel that heads the lab's answer and
 * the number it measured as two result columns ('PRUEBA  RESULTADO  ÍNDICE / VALOR  UNIDAD  VALOR
 * DE REFERENCIA'). A test we measure in a unit (rubella or toxoplasma IgG in IU/mL) takes the
 * number with its unit; a test we know by its answer keeps the answer, whichever of the two
 * columns comes first. Read as two tables side by side, the second had no names, and a rubella
 * IgG was shown as 'reactive' with no value.
 */
import { describe, expect, it } from 'vitest';
import { cellsLine, readRows, textLayer } from './lab-text/read-rows.test-helpers';

const AT = [36, 232, 305, 378, 430];
const table = (header: string[], rows: string[][]) =>
  textLayer([
    cellsLine(0, AT, header),
    ...rows.map((cells, index) => cellsLine(index + 1, AT, cells)),
  ]);

describe('an answer and its measured number under two result headings (item 772)', () => {
  it('gives a test measured in a unit its number, and a screening its answer', () => {
    const rows = table(
      ['PRUEBA', 'RESULTADO', 'ÍNDICE / VALOR', 'UNIDAD', 'VALOR DE REFERENCIA'],
      [
        ['Rubéola IgG', 'Reactivo', '63,5', 'UI/mL', '>= 10,0 Inmune'],
        ['Toxoplasma gondii IgG', 'No Reactivo', '1,9', 'UI/mL', '< 7,2 No Reactivo'],
        ['HBsAg', 'No Reactivo', '0,27', 'S/CO', '< 1,00 No Reactivo'],
        ['Toxoplasma gondii IgM', 'No Reactivo', '0,22', 'Índice', '< 0,50 No Reactivo'],
      ],
    );
    expect(readRows(rows)).toEqual([
      ['rubella-igg', 63.5, 'IU/mL', true],
      ['toxoplasma-igg', 1.9, 'IU/mL', true],
      ['hbsag', 'non-reactive', null, true],
      ['toxoplasma-igm', 'non-reactive', null, true],
    ]);
  });

  it('reads the same panel with the number first and the answer after its unit', () => {
    const rows = table(
      ['PRUEBA', 'ÍNDICE / VALOR', 'UNIDAD', 'RESULTADO', 'VALOR DE REFERENCIA'],
      [
        ['Rubéola IgG', '63,5', 'UI/mL', 'Reactivo', '>= 10,0 Inmune'],
        ['HBsAg', '0,27', 'S/CO', 'No Reactivo', '< 1,00 No Reactivo'],
      ],
    );
    expect(readRows(rows)).toEqual([
      ['rubella-igg', 63.5, 'IU/mL', true],
      ['hbsag', 'non-reactive', null, true],
    ]);
  });

  // A guard: the reader before item 772 read this so too, and the join must not change it.
  it('keeps a screening with no number measured, and reads no row from a note under the columns', () => {
    const rows = textLayer([
      cellsLine(0, AT, ['PRUEBA', 'RESULTADO', 'ÍNDICE / VALOR', 'UNIDAD', 'VALOR DE REFERENCIA']),
      cellsLine(1, AT, ['VDRL', 'No Reactivo', '---', '', 'No Reactivo']),
      cellsLine(2, [36], ['Nota: correlacionar con la clínica.']),
    ]);
    expect(readRows(rows)).toEqual([['vdrl', 'non-reactive', null, true]]);
  });
});
