/**
 * The Apple Health reader against hostile archives (ADR 075), on this thread: each limit refuses
 * with its own reason, the ZIP headers' sizes are never believed, 2 MB that unpacks to 2 GB stops
 * within the first megabytes, and impossible or future days are left out rather than stored.
 */
import { describe, expect, it } from 'vitest';
import {
  isExportCandidate,
  readAppleHealthExport,
  type ReadAppleHealthOptions,
} from './apple-health';
import { AppleHealthError } from './apple-health-limits';
import { appleHealthZip, exportXml } from './apple-health-test-kit';
import {
  bombDeflate,
  byteLength,
  collect,
  deflated,
  healthXml,
  longAttributeXml,
  longTextXml,
  nestedXml,
  rawZip,
  recordXml,
  wideXml,
  zipOf,
} from './apple-health-hostile-test-kit';

const MAX = 2 * 1024 * 1024 * 1024;
const EXPORT = 'apple_health_export/export.xml';
const NOW = new Date('2026-11-25T10:00:00Z');

async function* once(bytes: Uint8Array) {
  yield bytes;
}

function read(
  zip: AsyncIterable<Uint8Array> | Uint8Array,
  options: Partial<ReadAppleHealthOptions> = {},
) {
  const chunks = zip instanceof Uint8Array ? once(zip) : zip;
  return readAppleHealthExport(chunks, { maxBytes: MAX, now: NOW, ...options });
}

/** The refusal's reason, or 'read' when the archive was read. */
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof AppleHealthError ? error.reason : String(error)),
  );

const weight = (day: string, kg: number) =>
  recordXml('HKQuantityTypeIdentifierBodyMass', kg, `${day} 07:00:00 +0000`);

describe('the export, found by its place and root', () => {
  it('takes export.xml under any name in the top folder or at the root', async () => {
    const xml = healthXml(weight('2026-03-04', 70));
    for (const name of [
      EXPORT,
      'apple_health_export/Export.xml',
      'apple_health_export/exportar.xml',
      'apple_health_export/导出.xml',
      'Экспорт/экспорт.XML',
      'exportar.xml',
    ]) {
      const summary = await read(await zipOf({ [name]: xml }));
      expect(summary.metrics, name).toEqual([{ kind: 'weight', date: '2026-03-04', value: 70 }]);
    }
    expect(isExportCandidate('apple_health_export/workout-routes/route_1.xml')).toBe(false);
    expect(isExportCandidate('__MACOSX/._export.xml')).toBe(false);
  });

  it('skips the CDA document and other XML, and takes the largest <HealthData>', async () => {
    const small = healthXml(weight('2026-03-04', 70));
    const large = healthXml(weight('2026-03-05', 71) + weight('2026-03-06', 72));
    const summary = await read(
      await zipOf({
        'apple_health_export/export_cda.xml': '<ClinicalDocument><x/></ClinicalDocument>',
        'apple_health_export/a.xml': small,
        'apple_health_export/b.xml': large,
        'apple_health_export/c.xml': 'not xml at all',
      }),
    );
    expect(summary.metrics.map((m) => m.date)).toEqual(['2026-03-05', '2026-03-06']);
    expect(
      await reason(
        read(await zipOf({ 'apple_health_export/export_cda.xml': '<ClinicalDocument/>' })),
      ),
    ).toBe('no_export');
  });
});

describe('limits on the XML', () => {
  it('refuses elements nested deeper than any export (the 4.95 GB archive)', async () => {
    expect(await reason(read(await zipOf({ [EXPORT]: nestedXml(100_000) })))).toBe('too_deep');
    // Apple's own depth reads.
    expect(await reason(read(await zipOf({ [EXPORT]: nestedXml(4) })))).toBe('read');
  });

  it('refuses an element with too many attributes, and a value too long', async () => {
    expect(await reason(read(await zipOf({ [EXPORT]: wideXml(10_000) })))).toBe(
      'too_many_attributes',
    );
    expect(await reason(read(await zipOf({ [EXPORT]: longAttributeXml(100_000) })))).toBe(
      'attribute_too_long',
    );
  });

  it('refuses a text, a tag or a comment longer than the limit', async () => {
    expect(await reason(read(await zipOf({ [EXPORT]: longTextXml(3_000_000) })))).toBe(
      'text_too_long',
    );
    const tag = healthXml(`<Record ${'a="1" '.repeat(1)}${' '.repeat(2_000_000)}/>`);
    expect(await reason(read(await zipOf({ [EXPORT]: tag })))).toBe('text_too_long');
    const comment = healthXml(`<!-- ${'< '.repeat(1_000_000)} -->`);
    expect(await reason(read(await zipOf({ [EXPORT]: comment })))).toBe('text_too_long');
  });

  it('refuses more elements than the limit, counted over every entry', async () => {
    const shape = { start: '2026-01-01', days: 20, heartRatesPerDay: 10 };
    const limits = { maxElements: 200 };
    expect(await reason(read(appleHealthZip(shape), { limits }))).toBe('too_many_elements');
    const half = healthXml('<Record/>'.repeat(150));
    expect(
      await reason(read(await zipOf({ 'a/export.xml': half, 'a/other.xml': half }), { limits })),
    ).toBe('too_many_elements');
  });

  it('refuses more distinct sources than the limit, and copes with many without overflowing', async () => {
    const steps = (n: number) =>
      healthXml(
        Array.from({ length: n }, (_, i) =>
          recordXml('HKQuantityTypeIdentifierStepCount', 10, '2026-03-04 07:00:00 +0000', {
            unit: 'count',
            source: `app ${i}`,
          }),
        ).join(''),
      );
    expect(
      await reason(read(await zipOf({ [EXPORT]: steps(50) }), { limits: { maxSources: 20 } })),
    ).toBe('too_many_sources');
    // 100,000 sources on one day: the largest is found by a loop, not Math.max(...values).
    const summary = await read(await zipOf({ [EXPORT]: steps(100_000) }), {
      limits: { maxSources: 200_000 },
    });
    expect(summary.metrics).toEqual([{ kind: 'steps', date: '2026-03-04', value: 10 }]);
  });

  it('refuses broken XML once the root is known, and expands no custom entity', async () => {
    expect(await reason(read(await zipOf({ [EXPORT]: '<HealthData><Record </HealthData>' })))).toBe(
      'bad_xml',
    );
    const laughs = `<?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><HealthData><Record type="&b;"/></HealthData>`;
    expect(await reason(read(await zipOf({ [EXPORT]: laughs })))).toBe('bad_xml');
  });
});

describe('limits on the ZIP', () => {
  it('stops 2 MB that unpacks to 2 GB of spaces within its first megabytes', async () => {
    const bomb = bombDeflate('<?xml version="1.0"?><HealthData>', ' ', 2048);
    expect(byteLength(bomb)).toBeLessThan(3 * 1024 * 1024);
    let zipBytes = 0;
    const started = performance.now();
    expect(
      await reason(
        read(rawZip([{ name: EXPORT, deflated: bomb }]), {
          onBytes: (bytes) => {
            zipBytes = bytes;
          },
        }),
      ),
    ).toBe('text_too_long');
    expect(zipBytes).toBeLessThan(64 * 1024);
    // Text broken by markup (a kB of it per <a/>, 2 GB over) meets the ratio limit instead.
    const markup = bombDeflate('<HealthData>', `${'x'.repeat(1020)}<a/>`, 2048);
    expect(await reason(read(rawZip([{ name: EXPORT, deflated: markup }])))).toBe(
      'unpacked_too_large',
    );
    // And so does a bomb in an entry that is not read (a workout route).
    const route = bombDeflate('', ' ', 2048);
    expect(
      await reason(
        read(rawZip([{ name: 'apple_health_export/workout-routes/r.gpx', deflated: route }])),
      ),
    ).toBe('unpacked_too_large');
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('never believes the sizes a header declares', async () => {
    const xml = [...exportXml({ start: '2026-01-01', days: 3, heartRatesPerDay: 4 })].join('');
    const honest = deflated(xml);
    const compressed = byteLength(honest);
    const sizes = (uncompressed: number) => ({ compressed, uncompressed });
    const expected = await read(rawZip([{ name: EXPORT, deflated: honest }]));
    expect(expected.metrics.length).toBeGreaterThan(0);
    for (const uncompressed of [10, 0x7fff_ffff, 0]) {
      const zip = rawZip([{ name: EXPORT, deflated: honest, declared: sizes(uncompressed) }]);
      expect(await read(zip), `declared ${uncompressed}`).toEqual(expected);
    }
    // A bomb that declares 100 bytes is counted as it unpacks.
    const bomb = bombDeflate('<HealthData>', `${'x'.repeat(1020)}<a/>`, 512);
    const declared = { compressed: byteLength(bomb), uncompressed: 100 };
    expect(await reason(read(rawZip([{ name: EXPORT, deflated: bomb, declared }])))).toBe(
      'unpacked_too_large',
    );
  });

  it('refuses past the unpacked total, the ZIP size, and an unknown compression', async () => {
    const shape = { start: '2026-01-01', days: 30, heartRatesPerDay: 24 };
    expect(
      await reason(read(appleHealthZip(shape), { limits: { maxUnpackedBytes: 50_000 } })),
    ).toBe('unpacked_too_large');
    expect(await reason(read(appleHealthZip(shape), { maxBytes: 1000 }))).toBe('too_large');
    const zip = Buffer.from(await collect(appleHealthZip(shape)));
    zip.writeUInt16LE(12, 8); // bzip2
    expect(await reason(read(zip))).toBe('unsupported_zip');
  });

  it('refuses a ZIP cut off inside the export', async () => {
    const zip = await collect(
      appleHealthZip({ start: '2026-01-01', days: 30, heartRatesPerDay: 24 }),
    );
    expect(await reason(read(zip.subarray(0, zip.length / 2)))).toBe('bad_xml');
  });
});

describe('dates', () => {
  it('leaves out records on impossible, far-future and too-early days, keeping the rest', async () => {
    const xml = healthXml(
      weight('2026-02-30', 80) +
        weight('9999-12-31', 81) +
        weight('1850-01-01', 82) +
        weight('2026-11-27', 83) +
        weight('2026-02-28', 70) +
        recordXml(
          'HKCategoryTypeIdentifierSleepAnalysis',
          'HKCategoryValueSleepAnalysisAsleepCore',
          '2026-02-28 23:00:00 +0000',
          { unit: '', end: '2026-02-30 07:00:00 +0000' },
        ) +
        recordXml(
          'HKCategoryTypeIdentifierSleepAnalysis',
          'HKCategoryValueSleepAnalysisAsleepCore',
          '2026-03-01 23:00:00 +0000',
          { unit: '', end: '2026-03-02 07:00:00 +0000' },
        ),
    );
    const summary = await read(await zipOf({ [EXPORT]: xml }));
    expect(summary.metrics).toEqual([{ kind: 'weight', date: '2026-02-28', value: 70 }]);
    // The night of 1 March (it began then); the one 'ending' on 30 February is left out.
    expect(summary.sleep).toEqual([{ date: '2026-03-01', hours: 8 }]);
    expect(summary.recordsRead).toBe(7);
  });
});
