import { describe, expect, it } from 'vitest';
import { detectDateOrder, readCollectionDate } from './collection-date';

const NOW = new Date('2026-11-22T12:00:00Z');
const read = (text: string) => readCollectionDate(text, NOW);

describe('readCollectionDate', () => {
  it('reads the labels and formats real reports print', () => {
    expect(read('Collected: 11/02/2026')).toBe('2026-11-02');
    expect(read('Collection Date 2026-11-02')).toBe('2026-11-02');
    expect(read('Date Collected: 02 Nov 2026')).toBe('2026-11-02');
    expect(read('Specimen collected 11/2/26 08:15')).toBe('2026-11-02');
    expect(read('DATE/TIME COLLECTED: 11/02/2026 7:40 AM')).toBe('2026-11-02');
    expect(read('Collection Date/Time: 2026/11/02 07:40')).toBe('2026-11-02');
    expect(read('Date of collection: 2nd November 2026')).toBe('2026-11-02');
    expect(read('Drawn: Nov 2, 2026')).toBe('2026-11-02');
    expect(read('Sample collected on 02-NOV-2026 at 08:15')).toBe('2026-11-02');
    expect(read('Coll. Date: 09/15/2026')).toBe('2026-09-15');
    expect(read('Collected (local): 3/4/2026')).toBe('2026-03-04');
  });

  it('takes the collection date, not the birth, received or reported date', () => {
    const header = [
      'Patient: Jane Doe   DOB: 04/12/1980',
      'Received: 11/03/2026 10:02   Reported: 11/04/2026 16:30',
      'Collected: 11/02/2026 08:15',
    ].join('\n');
    expect(read(header)).toBe('2026-11-02');
    // Columns that pdf text puts on one line.
    expect(read('Received 2026-11-03 Collected 2026-11-02 Reported 2026-11-04')).toBe('2026-11-02');
    expect(read('Patient: Jane Doe\nDOB: 04/12/1980\nReported: 11/04/2026')).toBeNull();
  });

  it('reads day-first reports when the report writes day first', () => {
    // The birth date (25th) tells that this report writes the day first.
    expect(read('DOB 25/03/1980\nDate collected: 02/11/2026')).toBe('2026-11-02');
    // Dotted dates are European.
    expect(read('Entnahme / Collected: 02.11.2026 07:40')).toBe('2026-11-02');
    // A part over 12 can only be a day.
    expect(read('Collected: 28/10/2026')).toBe('2026-10-28');
    expect(detectDateOrder('Collected 11/2/26')).toBe('mdy');
  });

  it('reads a date printed under its label (a table header cell)', () => {
    expect(read('Collection Date\n2026-10-30\nGlucose 95 mg/dL 65-99')).toBe('2026-10-30');
  });

  it('reads the date under its column when the dates are printed side by side', () => {
    expect(
      read(
        'Collected            Received             Reported\n11/02/2026 08:15     11/03/2026 10:02     11/04/2026 16:30',
      ),
    ).toBe('2026-11-02');
    expect(
      read('Date of Birth  Collection Date  Reported\n04/12/1980  10/30/2026  11/04/2026'),
    ).toBe('2026-10-30');
    // Columns and dates that do not line up are not guessed from.
    expect(read('Collected  Received  Reported\n11/03/2026')).toBeNull();
  });

  it('refuses impossible, future and pre-1900 dates', () => {
    expect(read('Collected: 02/30/2026')).toBeNull();
    expect(read('Collected: 2026-13-02')).toBeNull();
    expect(read('Collected: 12/25/2026')).toBeNull(); // after today
    expect(read('Collection Date 1899-12-31')).toBeNull();
    expect(read('Collected: 31 Apr 2026')).toBeNull();
    expect(read('Glucose 95 mg/dL 65-99')).toBeNull();
    // Tomorrow in UTC is allowed: a report made east of UTC may be a day ahead.
    expect(read('Collected: 2026-11-23')).toBe('2026-11-23');
    expect(read('Collected: 2026-11-24')).toBeNull();
  });

  it('reads two-digit years into the right century', () => {
    expect(read('Collected 11/2/26')).toBe('2026-11-02');
    expect(read('Collected 11/2/98')).toBe('1998-11-02');
  });
});
