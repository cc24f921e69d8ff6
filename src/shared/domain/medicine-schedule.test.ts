import { describe, expect, it } from 'vitest';
import {
  cabinetScheduleOf,
  dosesToLog,
  MAX_LOGGED_DOSES_A_DAY,
  parseMedicineSchedule,
} from './medicine-schedule';
import { MEDICATION_FREQUENCIES, type MedicationFrequency } from './medication-frequencies';

type Row = [
  text: string,
  frequency: MedicationFrequency | null,
  dosesPerDay: number | null,
  asNeeded: boolean,
  certain: boolean,
];

// What people type and records write, in five languages; each row is one reading.
const TABLE: Row[] = [
  // English, words
  ['twice a day', 'Twice daily', 2, false, true],
  ['Twice a day', 'Twice daily', 2, false, true],
  ['twice daily', 'Twice daily', 2, false, true],
  ['2x daily', 'Twice daily', 2, false, true],
  ['2 x daily', 'Twice daily', 2, false, true],
  ['2 times a day', 'Twice daily', 2, false, true],
  ['two times per day', 'Twice daily', 2, false, true],
  ['2x/day', 'Twice daily', 2, false, true],
  ['once a day', 'Once daily', 1, false, true],
  ['once daily', 'Once daily', 1, false, true],
  ['one time a day', 'Once daily', 1, false, true],
  ['daily', 'Once daily', 1, false, true],
  ['every day', 'Once daily', 1, false, true],
  ['three times a day', 'Three times daily', 3, false, true],
  ['3 times daily', 'Three times daily', 3, false, true],
  ['four times a day', 'Four times daily', 4, false, true],
  ['4x a day', 'Four times daily', 4, false, true],
  ['five times a day', null, 5, false, false],
  ['morning and evening', 'Twice daily', 2, false, true],
  ['in the morning and at night', 'Twice daily', 2, false, true],
  ['at night', 'Once daily', 1, false, true],
  ['nightly', 'Once daily', 1, false, true],
  ['at bedtime', 'Once daily', 1, false, true],
  ['every morning', 'Once daily', 1, false, true],
  ['once a day in the evening', 'Once daily', 1, false, true],
  ['daily in the morning and evening', 'Twice daily', 2, false, true],
  ['every 12 hours', 'Twice daily', 2, false, true],
  ['every 8 hours', 'Three times daily', 3, false, true],
  ['every 6 hours', 'Four times daily', 4, false, true],
  ['every 24 hours', 'Once daily', 1, false, true],
  ['every 4 hours', null, 6, false, false],
  ['12-hourly', 'Twice daily', 2, false, true],
  ['every other day', 'Every other day', null, false, true],
  ['on alternate days', 'Every other day', null, false, true],
  ['every 2 days', 'Every other day', null, false, true],
  ['weekly', 'Weekly', null, false, true],
  ['once a week', 'Weekly', null, false, true],
  ['every week', 'Weekly', null, false, true],
  ['as needed', 'As needed', null, true, true],
  ['when needed', 'As needed', null, true, true],
  ['every 12 hours as needed', 'As needed', 2, true, true],
  ['1 tablet twice daily with food', 'Twice daily', 2, false, true],
  ['500 mg twice daily', 'Twice daily', 2, false, true],
  ['5 mg, Twice daily', 'Twice daily', 2, false, true],
  // English, abbreviations
  ['bid', 'Twice daily', 2, false, true],
  ['b.i.d.', 'Twice daily', 2, false, true],
  ['BID', 'Twice daily', 2, false, true],
  ['bd', 'Twice daily', 2, false, true],
  ['q12h', 'Twice daily', 2, false, true],
  ['q 12 h', 'Twice daily', 2, false, true],
  ['tid', 'Three times daily', 3, false, true],
  ['t.i.d.', 'Three times daily', 3, false, true],
  ['tds', 'Three times daily', 3, false, true],
  ['q8h', 'Three times daily', 3, false, true],
  ['qid', 'Four times daily', 4, false, true],
  ['q.i.d.', 'Four times daily', 4, false, true],
  ['q6h', 'Four times daily', 4, false, true],
  ['od', 'Once daily', 1, false, true],
  ['qd', 'Once daily', 1, false, true],
  ['q.d.', 'Once daily', 1, false, true],
  ['qhs', 'Once daily', 1, false, true],
  ['qod', 'Every other day', null, false, true],
  ['prn', 'As needed', null, true, true],
  ['PRN', 'As needed', null, true, true],
  ['p.r.n.', 'As needed', null, true, true],
  ['2 puffs q4h prn', 'As needed', 6, true, true],
  ['1 tab po bid', 'Twice daily', 2, false, true],
  // German
  ['zweimal täglich', 'Twice daily', 2, false, true],
  ['Zweimal täglich', 'Twice daily', 2, false, true],
  ['dreimal täglich', 'Three times daily', 3, false, true],
  ['einmal täglich', 'Once daily', 1, false, true],
  ['viermal täglich', 'Four times daily', 4, false, true],
  ['täglich', 'Once daily', 1, false, true],
  ['2 mal am Tag', 'Twice daily', 2, false, true],
  ['morgens und abends', 'Twice daily', 2, false, true],
  ['alle 12 Stunden', 'Twice daily', 2, false, true],
  ['bei Bedarf', 'As needed', null, true, true],
  ['einmal wöchentlich', 'Weekly', null, false, true],
  ['jeden zweiten Tag', 'Every other day', null, false, true],
  ['zur Nacht', 'Once daily', 1, false, true],
  // French
  ['deux fois par jour', 'Twice daily', 2, false, true],
  ['une fois par jour', 'Once daily', 1, false, true],
  ['trois fois par jour', 'Three times daily', 3, false, true],
  ['matin et soir', 'Twice daily', 2, false, true],
  ['toutes les 8 heures', 'Three times daily', 3, false, true],
  ['au besoin', 'As needed', null, true, true],
  ['une fois par semaine', 'Weekly', null, false, true],
  ['un jour sur deux', 'Every other day', null, false, true],
  ['au coucher', 'Once daily', 1, false, true],
  // Spanish
  ['dos veces al día', 'Twice daily', 2, false, true],
  ['una vez al día', 'Once daily', 1, false, true],
  ['tres veces al día', 'Three times daily', 3, false, true],
  ['cada 12 horas', 'Twice daily', 2, false, true],
  ['cada 8 horas si es necesario', 'As needed', 3, true, true],
  ['una vez a la semana', 'Weekly', null, false, true],
  ['por la mañana y por la noche', 'Twice daily', 2, false, true],
  ['diario', 'Once daily', 1, false, true],
  // Italian
  ['due volte al giorno', 'Twice daily', 2, false, true],
  ['una volta al giorno', 'Once daily', 1, false, true],
  ['tre volte al giorno', 'Three times daily', 3, false, true],
  ['ogni 12 ore', 'Twice daily', 2, false, true],
  ['al bisogno', 'As needed', null, true, true],
  ['una volta alla settimana', 'Weekly', null, false, true],
  ['a giorni alterni', 'Every other day', null, false, true],
  ['mattina e sera', 'Twice daily', 2, false, true],
  // Not one schedule: kept as written and asked about, never replaced
  ['every 4-6 hours', null, null, false, false],
  ['every 4-6 hours as needed', 'As needed', null, true, false],
  ['1-2 times a day', null, null, false, false],
  ['twice a week', null, null, false, false],
  ['Mondays and Thursdays', null, null, false, false],
  ['twice', 'Twice daily', 2, false, false],
  // European schemes (morning-noon-evening-night), clock times, sig verbs, dose ranges (ADR 096).
  ['1-0-1', 'Twice daily', 2, false, true],
  ['2-0-1 Tabletten', 'Twice daily', 2, false, true],
  ['1-1-1-0', 'Three times daily', 3, false, true],
  ['at 8:00 and 20:00', 'Twice daily', 2, false, true],
  ['5 mg at 9 am and 9 pm', 'Twice daily', 2, false, true],
  ['um 8 Uhr und 20 Uhr', 'Twice daily', 2, false, true],
  ['à 8h et 20h', 'Twice daily', 2, false, true],
  ['a las 07:00, 13:00 y 19:00', 'Three times daily', 3, false, true],
  ['Tomar 10 mg tres veces al día', 'Three times daily', 3, false, true],
  ['Einnahme: 5 mg alle 12 Stunden', 'Twice daily', 2, false, true],
  ['10 mg before breakfast; 5 mg with dinner', 'Twice daily', 2, false, true],
  ['100 mg before breakfast; 200 mg at 22:00', 'Twice daily', 2, false, true],
  ['1000 mg con el desayuno; 500 mg antes de dormir', 'Twice daily', 2, false, true],
  ['1-2 tablets 4 times a day', 'Four times daily', 4, false, true],
  // A meal names a moment (breakfast: the morning), but 'sometimes' leaves it unsure.
  ['with breakfast sometimes', 'Once daily', 1, false, false],
  ['taper over two weeks', null, null, false, false],
  ['every 12 hours, 8 hours on weekends', 'Twice daily', 2, false, false],
  ['whenever', null, null, false, false],
];

describe('parseMedicineSchedule over what people and records write', () => {
  it('covers at least 60 phrasings in five languages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)('%s', (text, frequency, dosesPerDay, asNeeded, certain) => {
    const read = parseMedicineSchedule(text);
    expect({
      frequency: read.frequency,
      dosesPerDay: read.dosesPerDay,
      asNeeded: read.asNeeded,
      certain: read.certain,
    }).toEqual({ frequency, dosesPerDay, asNeeded, certain });
    // The text is kept verbatim unless it is exactly one of the cabinet's words.
    const own = MEDICATION_FREQUENCIES.some((f) => f.toLowerCase() === text.trim().toLowerCase());
    expect(read.note).toBe(own ? null : text.trim());
  });
});

describe('the cabinet keeps what the frequency does not say', () => {
  it('keeps nothing for an exact synonym and the text for anything more or unsure', () => {
    expect(cabinetScheduleOf('twice a day')).toEqual({
      frequency: 'Twice daily',
      scheduleNote: null,
    });
    expect(cabinetScheduleOf('Twice daily')).toEqual({
      frequency: 'Twice daily',
      scheduleNote: null,
    });
    expect(cabinetScheduleOf('every 12 hours as needed')).toEqual({
      frequency: 'As needed',
      scheduleNote: 'every 12 hours as needed',
    });
    expect(cabinetScheduleOf('morning and evening')).toEqual({
      frequency: 'Twice daily',
      scheduleNote: 'morning and evening',
    });
    // Unreadable text keeps the old placeholder, but never without the text beside it.
    expect(cabinetScheduleOf('with breakfast sometimes')).toEqual({
      frequency: 'Once daily',
      scheduleNote: 'with breakfast sometimes',
    });
    expect(cabinetScheduleOf('')).toEqual({ frequency: 'Once daily', scheduleNote: null });
  });

  it('names the moments of the day and the interval', () => {
    expect(parseMedicineSchedule('morning and evening').timesOfDay).toEqual(['morning', 'evening']);
    expect(parseMedicineSchedule('2 puffs q4h prn').everyHours).toBe(4);
    expect(parseMedicineSchedule('bid').exact).toBe(true);
    expect(parseMedicineSchedule('at night').exact).toBe(false);
  });
});

describe('dosesToLog', () => {
  it('offers one mark per scheduled dose of a daily medicine', () => {
    expect(dosesToLog('Once daily', null)).toBe(1);
    expect(dosesToLog('Twice daily', null)).toBe(2);
    expect(dosesToLog('Four times daily', null)).toBe(4);
    // A record's 'every 4 hours' is stored under the placeholder; the note gives the count.
    expect(dosesToLog('Once daily', 'every 4 hours')).toBe(6);
    expect(dosesToLog('Once daily', 'every hour')).toBe(1);
    expect(dosesToLog('Once daily', 'q1h')).toBe(MAX_LOGGED_DOSES_A_DAY);
  });

  it('offers one optional mark for a medicine not due every day', () => {
    expect(dosesToLog('As needed', 'every 12 hours as needed')).toBe(1);
    expect(dosesToLog('Weekly', null)).toBe(1);
    expect(dosesToLog('Every other day', null)).toBe(1);
  });
});
