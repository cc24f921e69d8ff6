/**
 * The Apple Health reader: streamed ZIP → export.xml → per-day summaries (ADR 058), on exports made
 * in Apple's layout (data descriptors, DOCTYPE subset, correlations, phone and watch both counting),
 * found by its place and root whatever its name, and refused past each limit of ADR 075.
 */
import { describe, expect, it } from 'vitest';
import { Zip, ZipDeflate } from 'fflate';
import { readAppleHealthExport } from './apple-health';
import { nightOf } from './apple-health-collector';
import { healthXml, recordXml } from './apple-health-hostile-test-kit';
import { AppleHealthError } from './apple-health-limits';
import { appleHealthZip, expectedDay, type ExportShape } from './apple-health-test-kit';

const shape: ExportShape = { start: '2026-10-01', days: 5, heartRatesPerDay: 24 };
const MAX = 50 * 1024 * 1024;

async function* chunksOf(bytes: Uint8Array, size = 1000) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

function zipOf(files: Record<string, string>): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data, final) => {
      if (error) return reject(error);
      parts.push(data);
      if (final) resolve(Buffer.concat(parts));
    });
    for (const [name, text] of Object.entries(files)) {
      const file = new ZipDeflate(name);
      zip.add(file);
      file.push(new TextEncoder().encode(text), true);
    }
    zip.end();
  });
}

describe('readAppleHealthExport', () => {
  it('summarises each day: last weight, paired blood pressure, resting heart rate, steps of the larger source, sleep asleep', async () => {
    const summary = await readAppleHealthExport(appleHealthZip(shape), { maxBytes: MAX });
    for (let i = 0; i < shape.days; i += 1) {
      const e = expectedDay(shape, i);
      const on = (kind: string) =>
        summary.metrics.find((m) => m.kind === kind && m.date === e.date);
      expect(on('weight')?.value).toBeCloseTo(e.weight, 5);
      expect(on('blood_pressure')).toMatchObject({ value: e.systolic, value2: e.diastolic });
      expect(on('heart_rate')?.value).toBe(e.restingHeartRate);
      expect(on('steps')?.value).toBe(e.steps);
      expect(summary.sleep.find((s) => s.date === e.date)?.hours).toBe(e.sleepHours);
    }
    expect(summary.metrics.filter((m) => m.kind === 'height')).toEqual([
      { kind: 'height', date: shape.start, value: 168 },
    ]);
    // Height, then per day: weight, 3 steps, heart rates, resting, 3 sleep, 2 in the correlation, 2 apart.
    expect(summary.recordsRead).toBe(1 + shape.days * (1 + 3 + shape.heartRatesPerDay + 1 + 3 + 4));
  });

  it('reads a ZIP whatever size its chunks arrive in', async () => {
    const parts: Uint8Array[] = [];
    for await (const part of appleHealthZip(shape)) parts.push(part);
    const whole = Buffer.concat(parts);
    const a = await readAppleHealthExport(chunksOf(whole, 7), { maxBytes: MAX });
    const b = await readAppleHealthExport(chunksOf(whole, 65_536), { maxBytes: MAX });
    expect(a).toEqual(b);
  });

  it('converts pounds and leaves out implausible values', async () => {
    const xml = `<?xml version="1.0"?><HealthData>
      <Record type="HKQuantityTypeIdentifierBodyMass" unit="lb" value="150" sourceName="S" startDate="2026-01-02 07:00:00 +0100" endDate="2026-01-02 07:00:00 +0100"/>
      <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="9000" sourceName="S" startDate="2026-01-03 07:00:00 +0100" endDate="2026-01-03 07:00:00 +0100"/>
      <Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" value="70" sourceName="W" startDate="2026-01-02 07:00:00 +0100" endDate="2026-01-02 07:00:00 +0100"/>
      <Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" value="80" sourceName="W" startDate="2026-01-02 08:00:00 +0100" endDate="2026-01-02 08:00:00 +0100"/>
    </HealthData>`;
    const zip = await zipOf({ 'apple_health_export/export.xml': xml });
    const summary = await readAppleHealthExport(chunksOf(zip), { maxBytes: MAX });
    expect(summary.metrics).toEqual([
      { kind: 'heart_rate', date: '2026-01-02', value: 75 },
      { kind: 'weight', date: '2026-01-02', value: 68 },
    ]);
  });

  it('refuses a file that is not a ZIP, a ZIP without export.xml, broken XML and a ZIP past the limit', async () => {
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: unknown) => (error instanceof AppleHealthError ? error.reason : String(error)),
      );
    expect(
      await reason(readAppleHealthExport(chunksOf(Buffer.from('<xml/>')), { maxBytes: MAX })),
    ).toBe('not_zip');
    const other = await zipOf({ 'notes.txt': 'hello' });
    expect(await reason(readAppleHealthExport(chunksOf(other), { maxBytes: MAX }))).toBe(
      'no_export',
    );
    const broken = await zipOf({
      'apple_health_export/export.xml': '<HealthData><Record </HealthData>',
    });
    expect(await reason(readAppleHealthExport(chunksOf(broken), { maxBytes: MAX }))).toBe(
      'bad_xml',
    );
    expect(await reason(readAppleHealthExport(appleHealthZip(shape), { maxBytes: 1000 }))).toBe(
      'too_large',
    );
  });
});

describe('nights', () => {
  const asleep = (start: string, end: string, value = 'HKCategoryValueSleepAnalysisAsleepCore') =>
    recordXml('HKCategoryTypeIdentifierSleepAnalysis', value, start, { unit: '', end });

  it('joins a night cut by midnight and a wake-up into one, named by the evening it began', async () => {
    const xml = healthXml(
      // 22:40-23:55, awake 10 minutes, 00:05-06:05: 7.25 h, one night, the night of 3 March.
      asleep('2026-03-03 22:40:00 +0100', '2026-03-03 23:55:00 +0100') +
        asleep('2026-03-04 00:05:00 +0100', '2026-03-04 06:05:00 +0100') +
        // Asleep only after midnight: still the night of 4 March, not of the 5th.
        asleep('2026-03-05 01:30:00 -0500', '2026-03-05 08:30:00 -0500'),
    );
    const zip = await zipOf({ 'apple_health_export/export.xml': xml });
    const summary = await readAppleHealthExport(chunksOf(zip, 4096), { maxBytes: MAX });
    expect(summary.sleep).toEqual([
      { date: '2026-03-03', hours: 7.25 },
      { date: '2026-03-04', hours: 7 },
    ]);
  });

  it('names a night by the clock the watch wrote, not by UTC', () => {
    expect(nightOf('2026-03-04 00:40:00 +0900')).toBe('2026-03-03');
    expect(nightOf('2026-03-04 12:00:00 -0700')).toBe('2026-03-04');
    expect(nightOf('2026-03-04 11:59:59 +0000')).toBe('2026-03-03');
    expect(nightOf('2026-02-30 23:00:00 +0000')).toBeNull();
    expect(nightOf('yesterday')).toBeNull();
  });
});
