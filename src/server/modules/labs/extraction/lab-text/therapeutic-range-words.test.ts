/**
 * What set 229's tune part taught (ADR 081 item 491): an INR under an anticoagulant is judged
 * against its therapeutic range in words, and in Italian, Spanish, French and German the
 * adjective follows the noun or the phrase is a language's own ('in range terapeutico', 'en
 * rango terapéutico', 'dans la zone thérapeutique', 'im therapeutischen Bereich'). The judgement
 * is a status, not a word that makes the row no row. Our own rows and values.
 */
import { describe, expect, it } from 'vitest';
import { readRows } from './read-rows.test-helpers';

describe('an INR judged against its therapeutic range in words', () => {
  it.each([
    [
      'Test   Esito   Valutazione',
      'INR (terapia anticoagulante orale)   2,6   in range terapeutico',
      2.6,
    ],
    ['Prueba   Resultado   Valoración', 'INR   2,9   en rango terapéutico', 2.9],
    ['Analyse   Résultat   Commentaire', 'INR   2,2   dans la zone thérapeutique', 2.2],
    ['Test   Ergebnis   Bewertung', 'INR   2,4   im therapeutischen Bereich', 2.4],
  ])('reads the row under %s', (header, row, value) => {
    expect(readRows(`${header}\n${row}\n`)).toEqual([['inr', value, null, true]]);
  });

  it('reads the rows around it as before', () => {
    const report = [
      'Test   Esito   Valutazione',
      'Creatinina   0,84   mg/dL   nella norma',
      'INR   3,4   fuori range',
      'INR   2,5   nel range terapeutico',
    ].join('\n');
    expect(readRows(report).map(([test, value]) => [test, value])).toEqual([
      ['creatinine', 0.84],
      ['inr', 3.4],
      ['inr', 2.5],
    ]);
  });
});
