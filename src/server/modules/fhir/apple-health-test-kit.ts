/**
 * Makes Apple Health exports for tests and the memory bench: a ZIP (streamed, with data
 * descriptors as the Health app writes it) holding apple_health_export/export.xml in Apple's
 * layout (DOCTYPE with an internal subset, <Me>, then <Record> elements, blood pressure also as a
 * <Correlation>), and a second entry that the reader must skip.
 */
import { Zip, ZipDeflate } from 'fflate';

export interface ExportShape {
  /** First day (YYYY-MM-DD) and how many days. */
  start: string;
  days: number;
  /** Heart-rate samples per day: the bulk of a real export. */
  heartRatesPerDay: number;
}

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED sourceName CDATA #REQUIRED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>
]>
<HealthData locale="en_GB">
 <ExportDate value="2026-11-20 08:00:00 +0000"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1980-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
`;

const pad = (n: number) => String(n).padStart(2, '0');
function dayAfter(start: string, offset: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
const record = (
  type: string,
  unit: string,
  value: string | number,
  source: string,
  start: string,
  end = start,
) =>
  ` <Record type="${type}" sourceName="${source}" sourceVersion="17.1" unit="${unit}" creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`;

/** The expected per-day values of day `i` (tests compare the import with these). */
export function expectedDay(shape: ExportShape, i: number) {
  return {
    date: dayAfter(shape.start, i),
    weight: 70 + (i % 10) / 10,
    systolic: 118 + (i % 5),
    diastolic: 76 + (i % 3),
    steps: 6000 + i * 7,
    restingHeartRate: 58 + (i % 4),
    sleepHours: 7.25,
  };
}

/** export.xml, one day at a time. */
export function* exportXml(shape: ExportShape): Generator<string> {
  yield HEADER;
  yield record(
    'HKQuantityTypeIdentifierHeight',
    'cm',
    168,
    'Health',
    `${shape.start} 09:00:00 +0000`,
  );
  for (let i = 0; i < shape.days; i += 1) {
    const e = expectedDay(shape, i);
    const at = (h: number, m = 0) => `${e.date} ${pad(h)}:${pad(m)}:00 +0000`;
    let chunk = '';
    chunk += record('HKQuantityTypeIdentifierBodyMass', 'kg', e.weight, 'Scale', at(7));
    // Phone and watch count the same steps: the phone's total is the larger.
    chunk += record(
      'HKQuantityTypeIdentifierStepCount',
      'count',
      e.steps - 1000,
      'iPhone',
      at(8),
      at(12),
    );
    chunk += record('HKQuantityTypeIdentifierStepCount', 'count', 1000, 'iPhone', at(13), at(18));
    chunk += record(
      'HKQuantityTypeIdentifierStepCount',
      'count',
      e.steps - 2000,
      'Watch',
      at(8),
      at(18),
    );
    for (let k = 0; k < shape.heartRatesPerDay; k += 1) {
      const minute = Math.floor((k * 1440) / Math.max(1, shape.heartRatesPerDay));
      chunk += record(
        'HKQuantityTypeIdentifierHeartRate',
        'count/min',
        60 + (k % 40),
        'Watch',
        at(Math.floor(minute / 60), minute % 60),
      );
    }
    chunk += record(
      'HKQuantityTypeIdentifierRestingHeartRate',
      'count/min',
      e.restingHeartRate,
      'Watch',
      at(23, 59),
    );
    // Asleep 23:00 → 06:15 (7.25 h), in bed from 22:30: the night of this day (it began here).
    const morning = (h: number, m = 0) =>
      `${dayAfter(shape.start, i + 1)} ${pad(h)}:${pad(m)}:00 +0000`;
    chunk += record(
      'HKCategoryTypeIdentifierSleepAnalysis',
      '',
      'HKCategoryValueSleepAnalysisInBed',
      'Watch',
      at(22, 30),
      morning(6, 30),
    );
    chunk += record(
      'HKCategoryTypeIdentifierSleepAnalysis',
      '',
      'HKCategoryValueSleepAnalysisAsleepCore',
      'Watch',
      at(23),
      morning(3),
    );
    chunk += record(
      'HKCategoryTypeIdentifierSleepAnalysis',
      '',
      'HKCategoryValueSleepAnalysisAsleepREM',
      'Watch',
      morning(3),
      morning(6, 15),
    );
    const bpSys = record(
      'HKQuantityTypeIdentifierBloodPressureSystolic',
      'mmHg',
      e.systolic,
      'Cuff',
      at(9),
    );
    const bpDia = record(
      'HKQuantityTypeIdentifierBloodPressureDiastolic',
      'mmHg',
      e.diastolic,
      'Cuff',
      at(9),
    );
    chunk += ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" startDate="${at(9)}" endDate="${at(9)}">\n ${bpSys} ${bpDia} </Correlation>\n`;
    chunk += bpSys + bpDia;
    yield chunk;
  }
  yield '</HealthData>\n';
}

/**
 * The export's ZIP as a stream of chunks: export.xml deflated as it is written, then a second
 * entry (export_cda.xml). Nothing is held but the current chunk.
 */
export async function* appleHealthZip(
  shape: ExportShape,
  options: { level?: 0 | 1 | 6 } = {},
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  const encoder = new TextEncoder();
  const xml = new ZipDeflate('apple_health_export/export.xml', { level: options.level ?? 6 });
  zip.add(xml);
  for (const text of exportXml(shape)) {
    xml.push(encoder.encode(text));
    while (out.length > 0) yield out.shift()!;
  }
  xml.push(new Uint8Array(0), true);
  const cda = new ZipDeflate('apple_health_export/export_cda.xml', { level: 1 });
  zip.add(cda);
  cda.push(encoder.encode('<ClinicalDocument/>'), true);
  zip.end();
  while (out.length > 0) yield out.shift()!;
}
