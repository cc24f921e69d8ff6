/**
 * What sets 210-213's tune parts taught (ADR 081 items 397-402): a home test's result cards (a
 * status set apart beside the name, a range drawn as a bar between its bounds, a status on a line
 * of its own), a summary of statuses before the numbers, a patient block's labelled dates, serial
 * results drawn hours apart, and the unit named after a test's name; and what their reading left
 * open (items 403-405): a summary status that disagrees with its number, an upper limit for an age
 * we know of, a word result printed in two languages.
 */
import { describe, expect, it } from 'vitest';
import {
  phrasesLine,
  readRanges,
  readRows as read,
  textLayer,
  wordsAt as at,
} from './read-rows.test-helpers';
import { readTableHeader } from './table-header';

describe("a home test's result cards", () => {
  it('reads a card whose status stands apart and whose range is a bar between its bounds', () => {
    const rows = read(
      textLayer([
        at(0, 'Ferritin@40 Below@470 range@500'),
        at(1, 'Normal@262 range@290'),
        at(2, '18@40 µg/L@81 30@262 ●|────────────|@278 400@403'),
        at(4, 'Total@40 cholesterol@68 Above@470 range@500'),
        at(5, 'Normal@262 range@290'),
        at(6, '212@40 mg/dL@81 125@262 ┣━━━━━━━━━━┫●@280 200@402'),
      ]),
    );
    expect(rows).toEqual([
      ['ferritin', 18, 'µg/L', true],
      ['total-cholesterol', 212, 'mg/dL', true],
    ]);
  });

  it('takes the value under a status printed on a line of its own, and drops the summary', () => {
    const rows = read(
      textLayer([
        at(0, 'Vitamin@52 B12@88 niedrig@300'),
        at(1, 'Zink@52 normal@300'),
        at(3, 'Vitamin@40 B12@80'),
        at(4, 'Ihr@40 Ergebnis@56'),
        at(5, 'Niedrig@330'),
        at(6, '196@40 pg/ml@108 Referenzbereich:@330 200@406 –@425 900@432 pg/ml@450'),
        at(8, 'Zink@40'),
        at(9, 'Ihr@40 Ergebnis@56'),
        at(10, 'Normal@330'),
        at(11, '84@40 µg/dl@108 Referenzbereich:@330 70@406 –@420 120@427 µg/dl@445'),
      ]),
    );
    expect(rows).toEqual([
      ['vitamin-b12', 196, 'pg/mL', true],
      ['zinc', 84, 'µg/dL', true],
    ]);
  });

  it('holds a number whose summary status disagrees with it, and keeps one that agrees', () => {
    const rows = read(
      textLayer([
        at(0, 'Vitamin@52 B12@88 normal@300'),
        at(1, 'Zink@52 Normal@300'),
        at(2, 'Ferritin@52 normal@300'),
        at(4, 'Vitamin@40 B12@80'),
        at(5, '196@40 pg/ml@108 Referenzbereich:@330 200@406 –@425 900@432 pg/ml@450'),
        at(7, 'Zink@40'),
        at(8, '134@40 H@70 µg/dl@108 Referenzbereich:@330 70@406 –@420 120@427 µg/dl@445'),
        at(10, 'Ferritin@40'),
        at(11, '84@40 µg/l@108 Referenzbereich:@330 30@406 –@420 400@427 µg/l@445'),
      ]),
    );
    expect(rows).toEqual([
      ['vitamin-b12', 196, 'pg/mL', false],
      ['zinc', 134, 'µg/dL', false],
      ['ferritin', 84, 'µg/L', true],
    ]);
  });

  it('reads a value line with its own bars and status right under its name', () => {
    const rows = read(
      textLayer([
        at(
          0,
          'BIOMARKER@40 /@86 RESULT@96 LAB@250 REFERENCE@270 RANGE@319 OPTIMAL@398 ZONE@440 STATUS@520',
        ),
        at(1, 'Fasting@40 glucose@76'),
        at(
          2,
          '5.6@40 mmol/L@78 3.6@250 [──────●──]@264 6.0@332 4.2@398 [────────]●@412 5.0@484 Not@510 optimal@527',
        ),
        at(
          3,
          'Your@40 fasting@57 glucose@84 sits@111 in@128 the@138 upper@152 part@172 of@189 the@199 lab@213 range.@226',
        ),
        at(4, 'Ferritin@40'),
        at(
          5,
          '310@40 µg/L@78 30@250 [────────●]@264 400@332 50@398 [────●───]@412 150@484 Optimal@510',
        ),
      ]),
    );
    expect(rows).toEqual([
      ['glucose', 5.6, 'mmol/L', true],
      ['ferritin', 310, 'µg/L', true],
    ]);
  });

  it('reads no row from a unit on a line of its own before a bar’s bounds', () => {
    const rows = read(
      textLayer([
        at(0, 'HDL@60 Cholesterol@80'),
        at(1, 'Your@60 result@82'),
        at(2, '44@60 Normal@220 range:@252 >=40@290 mg/dL@312'),
        at(3, 'mg/dL@62 40@220 ┣━━━━━━━━━━┫@240 90@402'),
      ]),
    );
    expect(rows).toEqual([['hdl-cholesterol', 44, 'mg/dL', true]]);
  });
});

describe("a patient block's labelled dates", () => {
  it('reads dates under their labels as no table header', () => {
    const rows = read(
      textLayer([
        at(0, 'COLLECTED@60 RECEIVED@220 REPORTED@380'),
        at(1, '02/08/2025@60 02/11/2025@220 02/12/2025@380'),
        at(3, 'Glucose@60 5.4@220 mmol/L@300 3.9-5.5@380'),
      ]),
    );
    expect(rows).toEqual([['glucose', 5.4, 'mmol/L', true]]);
  });

  it("reads a date after a word that names it ('Befunddatum 13.02.2025') as no column", () => {
    const rows = read(
      textLayer([
        at(0, 'Name@40 Katharina@140 Wendt@180 Probennummer@320 VT-48210-DE@420'),
        at(1, 'Geburtsdatum@40 22.11.1979@140 Probeneingang@320 11.02.2025@420'),
        at(
          2,
          'Probenmaterial@40 Kapillarblut@140 (Trockenblutkarte)@200 Befunddatum@320 13.02.2025@420',
        ),
        at(4, 'Ferritin@40'),
        at(5, 'Ihr@40 Ergebnis@56'),
        at(6, 'Normal@330'),
        at(7, '24@40 µg/l@88 Referenzbereich:@330 15@406 –@418 150@425 µg/l@442'),
      ]),
    );
    expect(rows).toEqual([['ferritin', 24, 'µg/L', true]]);
    // The dates' own label before dates still heads a cumulative table's dated columns.
    const dates = at(0, 'Analyse@40 Datum@200 05.02.24@250 14.06.24@320 Einheit@400');
    expect(readTableHeader(dates)).not.toBeNull();
  });
});

describe('serial results and names with their unit', () => {
  it("takes the latest of a series drawn hours apart ('0 h  1 h  3 h') as the result", () => {
    const rows = read(
      textLayer([
        at(0, 'Analyse@40 0@200 h@206 1@258 h@264 3@316 h@322 Einheit@372 Referenzbereich@430'),
        at(1, 'Troponin@40 T@85 hs@92 18@200 21@258 29@316 ng/l@372 <@430 14@438'),
        at(2, 'Creatinkinase@40 (CK)@105 96@200 –@258 142@316 U/l@372 <@430 145@438'),
      ]),
    );
    expect(rows).toEqual([
      ['troponin-t', 29, 'ng/L', true],
      ['ck', 142, 'U/L', true],
    ]);
  });

  it('orders columns of one day by the time printed after each date, newest left or right', () => {
    const rows = read(
      textLayer([
        at(0, 'Test@40 21/01/2025@200 08:14@250 21/01/2025@300 11:20@350 Units@420'),
        at(1, 'Potassium@40 5.9@200 4.6@300 mmol/L@420'),
        at(3, 'Test@40 21/01/2025@200 11:20@250 21/01/2025@300 08:14@350 Units@420'),
        at(4, 'Sodium@40 138@200 131@300 mmol/L@420'),
      ]),
    );
    expect(rows).toEqual([
      ['potassium', 4.6, 'mmol/L', true],
      ['sodium', 138, 'mmol/L', true],
    ]);
  });

  it("takes a ward flowsheet's latest time as the result, held when the times turn past midnight", () => {
    const rows = read(
      textLayer([
        at(0, 'Esame@40 06:00@200 12:00@250 18:00@300 U.M.@360 Riferimento@420'),
        at(1, 'Lattato@40 4.1@200 3.2@250 2.4@300 mmol/L@360 0.5-2.2@420'),
        at(3, 'Esame@40 18:00@200 12:00@250 06:00@300 U.M.@360 Riferimento@420'),
        at(4, 'Sodio@40 131@200 134@250 138@300 mmol/L@360 136-145@420'),
        at(6, 'Esame@40 22:00@200 02:00@250 06:00@300 U.M.@360 Riferimento@420'),
        at(7, 'Potassio@40 5.8@200 5.1@250 4.4@300 mmol/L@360 3.5-5.1@420'),
      ]),
    );
    expect(rows).toEqual([
      ['lactate', 2.4, 'mmol/L', true],
      ['sodium', 131, 'mmol/L', true],
      ['potassium', 4.4, 'mmol/L', false],
    ]);
  });

  it("reads a name with its unit written after it ('aPTT - secondi') as the test", () => {
    const rows = read(
      textLayer([
        at(0, 'Esame@40 Risultato@225 U.M.@285 Riferimento@345'),
        at(1, 'aPTT@40 -@64 secondi@70 34,8@225 sec@285 25,0@345 -@370 36,0@378'),
        at(2, 'Vancomycin@40 (pre-dose)@95 22.6@225 mg/L@285 15@345 -@360 20@368'),
      ]),
    );
    expect(rows).toEqual([
      ['aptt', 34.8, 'sec', true],
      ['vancomycin-trough', 22.6, 'mg/L', true],
    ]);
  });
});

describe('names in other orders and two languages, and a differential with its flags', () => {
  it('reads a name whose words stand in another order or form than any we hold', () => {
    const rows = read(
      textLayer([
        at(0, 'EXAMEN@40 RESULTADO@230 UNIDADES@290 REFERENCIA@380'),
        at(1, 'CONC.@40 MEDIA@68 HB@100 CORPUSCULAR@115 33.3@230 g/dL@290 32.0-36.0@380'),
        at(2, 'ANCHO@40 DISTRIBUCIÓN@70 ERITROCITOS@130 13.5@230 %@290 11.5-14.5@380'),
      ]),
    );
    expect(rows).toEqual([
      ['mchc', 33.3, 'g/dL', true],
      ['rdw', 13.5, '%', true],
    ]);
  });

  it('reads a name printed in two languages, one of them with a slash or cut short', () => {
    const rows = read(
      textLayer([
        at(0, 'Analyse@40 /@76 Esame@84 Resultat@244 Einheit@300 Referenz@372'),
        at(
          1,
          'Gesamtcholesterin@40 /@126 Colesterolo@134 tot.@190 188@244 mg/dL@300 <@372 200@380',
        ),
        at(2, 'Albumin/Kreatinin@40 /@126 Albumina/creatinina@134 48@244 mg/g@300 <@372 30@380'),
      ]),
    );
    expect(rows).toEqual([
      ['total-cholesterol', 188, 'mg/dL', true],
      ['urine-acr', 48, 'mg/g', true],
    ]);
  });

  it('reads the share and the amount of a differential each with the flag printed after it', () => {
    const rows = read(
      textLayer([
        at(0, 'EXAMEN@40 RESULTADO@215 UNIDADES@258 VALORES@385 DE@425 REFERENCIA@440'),
        at(
          1,
          'Neutrófilos@50 78.4@215 H@245 %@258 9.11@300 H@328 x10^3/uL@337 1.80@385 -@405 7.70@412',
        ),
        at(2, 'Linfocitos@50 14.2@215 L@245 %@258 1.65@300 x10^3/uL@337 1.00@385 -@405 4.80@412'),
      ]),
    );
    expect(rows).toEqual([
      ['neutrophils-percent', 78.4, '%', true],
      ['neutrophils', 9.11, '10^3/µL', true],
      ['lymphocytes-percent', 14.2, '%', true],
      ['lymphocytes', 1.65, '10^3/µL', true],
    ]);
  });

  it("reads a strip's grade in brackets after its positive ('Positivo (++)'), and its trace in words", () => {
    const rows = read(
      textLayer([
        at(0, 'Examen@40 químico@80'),
        at(1, 'Esterasa@50 leucocitaria@92 Positivo@235 (++)@275 Negativo@400'),
        at(2, 'Proteínas@50 Vestigios@235 No@400 contiene@414'),
      ]),
    );
    expect(rows).toEqual([
      ['urine-leukocyte-esterase', '2+', null, true],
      ['urine-protein', 'trace', null, true],
    ]);
  });

  it("reads a German weak positive ('positiv (+)') as a trace, never as 1+", () => {
    const rows = read(
      textLayer([
        at(0, 'Urinstatus@40'),
        at(1, 'Blut/Hämoglobin@48 positiv@215 (+)@250 negativ@318'),
      ]),
    );
    expect(rows).toEqual([['urine-blood', 'trace', null, true]]);
  });

  it("reads a row with a capital 'BEI' (an exposure index) as no sentence", () => {
    const rows = read(
      textLayer([
        at(
          0,
          'Urine@72 hippuric@97 acid@135 0.41@250 g/g@310 creat@327 BEI@380 1.6@397 End@460 of@476 shift@488',
        ),
      ]),
    );
    expect(rows.map(([marker]) => marker)).not.toContain('creatinine');
  });

  it("reads a threshold in a traffic light's legend as no result", () => {
    const rows = read(
      textLayer([
        at(0, 'WBC@50 5.9@90 x10^9/L@120 Neutrophils@190 3.4@250 x10^9/L@280'),
        at(
          1,
          'Green:@50 WBC@80 >=@100 3.5@112 and@128 neutrophils@146 >=@200 2.0@212 Red:@240 WBC@262 <@282 3.0@290 or@306 neutrophils@318 <@372 1.5@380',
        ),
      ]),
    );
    expect(rows).toEqual([
      ['wbc', 5.9, '10^9/L', true],
      ['neutrophils', 3.4, '10^9/L', true],
    ]);
  });
});

describe('a printed range against the ranges we know', () => {
  it('keeps an upper limit for an age we know of as printed, not as a decimal point lost', () => {
    // NT-proBNP's limit from 75 years is 450 ng/L in our ranges, and labs print their own (738):
    // against the general 125 alone it had read as 73.8.
    const lines = [
      at(0, 'NT-proBNP@40 1240@200 ↑@225 ng/l@372 <@430 738@440'),
      at(1, 'Hämoglobin@40 128@200 g/l@372 120@430 –@445 160@455'),
    ];
    expect(readRanges(textLayer(lines))).toEqual([
      ['nt-probnp', null, 738],
      ['hemoglobin', 120, 160],
    ]);
    expect(read(textLayer(lines)).map((row) => row[3])).toEqual([true, true]);
  });
});

describe('a word result printed in two languages', () => {
  it('reads one result when both halves mean the same, and holds halves that differ', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['HARNSTREIFEN / ESAME CHIMICO-FISICO URINE', 40]]),
        phrasesLine(1, [
          ['Farbe / Colore', 40],
          ['gelb / giallo', 204],
        ]),
        phrasesLine(2, [
          ['Aussehen / Aspetto', 40],
          ['klar/limpido', 199],
        ]),
        phrasesLine(3, [
          ['Nitrit / Nitriti', 40],
          ['neg. / positivo', 199],
        ]),
        phrasesLine(4, [
          ['pH', 40],
          ['6,0', 248],
          ['5,0 - 7,5', 372],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['urine-color', 'yellow', null, true],
      ['urine-clarity', 'clear', null, true],
      ['urine-nitrite', 'neg. / positivo', null, false],
      ['urine-ph', 6, null, true],
    ]);
  });
});
