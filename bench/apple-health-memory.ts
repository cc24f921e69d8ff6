/**
 * Peak memory of the Apple Health import (ADR 058). Two shapes of export:
 *
 *   npx tsx bench/apple-health-memory.ts [xml-megabytes]
 *     the test kit's export (export.xml of the given size in MB, default 200, ten years of days):
 *     regular values, so the ZIP is about 15 times smaller than the XML.
 *
 *   npx tsx bench/apple-health-memory.ts --zip [zip-megabytes]
 *     a ZIP of about that size (default 200) laid out like the Health app's: workout-routes/*.gpx
 *     entries first, then export.xml, then export_cda.xml, all with data descriptors. Its values
 *     vary as a watch's do (heart rate every few minutes, active energy every minute or two, steps
 *     and distance from phone and watch, device strings with escaped '<', metadata entries,
 *     workouts, activity summaries, nightly sleep stages), so it compresses about as a real one.
 *
 * Either way the ZIP is written under the temp folder (kept for a rerun), then streamed from disk
 * through the import's reader in a fresh process, which reports its peak resident set size
 * (VmHWM), its peak V8 heap, the time taken and the bytes read.
 */
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Zip, ZipDeflate } from 'fflate';
import { readAppleHealthExport } from '../src/server/modules/fhir/apple-health';
import {
  appleHealthZip,
  exportXml,
  type ExportShape,
} from '../src/server/modules/fhir/apple-health-test-kit';
import { seededRandom } from '#server/lib/seeded-random';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function read(path: string): Promise<void> {
  let heap = 0;
  const timer = setInterval(() => {
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  }, 20);
  const started = performance.now();
  let zipBytes = 0;
  const summary = await readAppleHealthExport(
    createReadStream(path, { highWaterMark: 64 * 1024 }),
    {
      maxBytes: 4 * 1024 * 1024 * 1024,
      onBytes: (total) => {
        zipBytes = total;
      },
    },
  );
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  console.log(
    `read ${summary.recordsRead.toLocaleString('en-US')} records, ${megabytes(zipBytes)} of ZIP, in ${seconds.toFixed(1)} s (${(zipBytes / MB / seconds).toFixed(1)} MB/s of ZIP) → ${summary.metrics.length} metric days, ${summary.sleep.length} nights; peak RSS ${megabytes(hwm * 1024)} (VmHWM, the whole process with tsx), peak V8 heap ${megabytes(heap)}`,
  );
}

async function writeZip(path: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
  const file = createWriteStream(path);
  for await (const chunk of chunks) {
    if (!file.write(chunk)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
}

/** The test kit's regular export, sized by its export.xml. */
async function generateRegular(targetMb: number): Promise<string> {
  const days = 3650;
  const size = (heartRatesPerDay: number) =>
    [...exportXml({ start: '2016-01-01', days: 1, heartRatesPerDay })].join('').length;
  const perSample = size(101) - size(100);
  const heartRatesPerDay = Math.max(1, Math.round((targetMb * MB) / days / perSample));
  const shape: ExportShape = { start: '2016-01-01', days, heartRatesPerDay };
  const path = join(tmpdir(), `wellnest-apple-health-${targetMb}mb.zip`);
  if (!existsSync(path)) await writeZip(path, appleHealthZip(shape, { level: 1 }));
  let xmlBytes = 0;
  for (const text of exportXml(shape)) xmlBytes += Buffer.byteLength(text);
  console.log(`export.xml ${megabytes(xmlBytes)}, ZIP ${megabytes(statSync(path).size)}: ${path}`);
  return path;
}

// ── A realistic export ──────────────────────────────────────────────────────────────────────

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const hex = (random: () => number, digits: number) =>
  Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');
const uuid = (random: () => number) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`.toUpperCase();

const REALISTIC_HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate value CDATA #REQUIRED>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED sourceName CDATA #REQUIRED sourceVersion CDATA #IMPLIED device CDATA #IMPLIED creationDate CDATA #IMPLIED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry key CDATA #REQUIRED value CDATA #REQUIRED>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutStatistics|WorkoutRoute)*)>
<!ELEMENT WorkoutRoute ((MetadataEntry|FileReference)*)>
<!ELEMENT FileReference EMPTY>
<!ATTLIST FileReference path CDATA #REQUIRED>
]>
<HealthData locale="en_GB">
 <ExportDate value="2026-11-20 08:00:00 +0000"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1980-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`;

const WATCH = 'Ada’s Apple Watch';
const PHONE = 'Ada’s iPhone';
const device = (random: () => number, name: string, model: string, hardware: string) =>
  `&lt;&lt;HKDevice: 0x${hex(random, 9)}&gt;, name:${name}, manufacturer:Apple Inc., model:${model}, hardware:${hardware}, software:10.1&gt;`;

/**
 * One day of a watch-and-phone export: about 1,100 records with varied values, times to the
 * second, device strings and metadata, plus the night's sleep stages, a weight most mornings, a
 * blood pressure reading some days, a workout with its route every few days and the day's
 * activity summary. Returns the day's XML and the route files it names.
 */
function realisticDay(
  random: () => number,
  date: string,
  previous: string,
): { xml: string; routes: string[] } {
  const stamp = (seconds: number) => {
    const s = Math.max(0, Math.min(86_399, Math.floor(seconds)));
    return `${date} ${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)} +0000`;
  };
  const parts: string[] = [];
  const rec = (
    type: string,
    source: string,
    version: string,
    dev: string | null,
    unit: string,
    start: string,
    end: string,
    value: string,
    metadata = '',
  ) => {
    // Saved a few seconds to minutes after the sample ends, each with its own sync identifier
    // half the time (synced and third-party samples carry one): what keeps a real export from
    // compressing as well as regular test data.
    const created = `${end.slice(0, 14)}${pad(Math.floor(random() * 60))}:${pad(Math.floor(random() * 60))} +0000`;
    const sync =
      random() < 0.5
        ? meta('HKMetadataKeySyncIdentifier', uuid(random)) + meta('HKMetadataKeySyncVersion', '1')
        : '';
    const children = metadata + sync;
    parts.push(
      ` <Record type="${type}" sourceName="${source}" sourceVersion="${version}"${dev ? ` device="${dev}"` : ''} unit="${unit}" creationDate="${created}" startDate="${start}" endDate="${end}" value="${value}"${children ? `>\n${children}  </Record>\n` : '/>\n'}`,
    );
  };
  const meta = (key: string, value: string) => `  <MetadataEntry key="${key}" value="${value}"/>\n`;
  const watch = () => device(random, 'Apple Watch', 'Watch', 'Watch6,2');
  const phone = () => device(random, 'iPhone', 'iPhone', 'iPhone14,5');

  // Heart rate every 2 to 8 minutes.
  for (let t = random() * 300; t < 86_400; t += 120 + random() * 360) {
    const bpm = Math.round(52 + random() * 40 + (t > 25_000 && t < 75_000 ? random() * 50 : 0));
    rec(
      'HKQuantityTypeIdentifierHeartRate',
      WATCH,
      '10.1',
      watch(),
      'count/min',
      stamp(t),
      stamp(t),
      String(bpm),
      meta('HKMetadataKeyHeartRateMotionContext', String(Math.floor(random() * 3))),
    );
  }
  // Active energy every minute or two while awake; basal energy every quarter hour.
  for (let t = 21_600 + random() * 120; t < 82_800; t += 60 + random() * 90) {
    const end = t + 50 + random() * 60;
    rec(
      'HKQuantityTypeIdentifierActiveEnergyBurned',
      WATCH,
      '10.1',
      watch(),
      'kcal',
      stamp(t),
      stamp(end),
      (random() * 4).toFixed(3),
    );
  }
  for (let t = random() * 900; t < 86_400; t += 900) {
    rec(
      'HKQuantityTypeIdentifierBasalEnergyBurned',
      WATCH,
      '10.1',
      watch(),
      'kcal',
      stamp(t),
      stamp(t + 899),
      (14 + random() * 4).toFixed(3),
    );
  }
  // Steps and distance in bursts, from both phone and watch.
  for (let t = 25_000 + random() * 1800; t < 79_000; t += 300 + random() * 1500) {
    const end = t + 60 + random() * 540;
    const count = Math.round(20 + random() * 900);
    for (const [source, dev, version] of [
      [PHONE, phone(), '17.1'],
      [WATCH, watch(), '10.1'],
    ] as const) {
      const own = Math.max(1, Math.round(count * (0.85 + random() * 0.3)));
      rec(
        'HKQuantityTypeIdentifierStepCount',
        source,
        version,
        dev,
        'count',
        stamp(t),
        stamp(end),
        String(own),
      );
      rec(
        'HKQuantityTypeIdentifierDistanceWalkingRunning',
        source,
        version,
        dev,
        'km',
        stamp(t),
        stamp(end),
        (own * 0.00072 * (0.9 + random() * 0.2)).toFixed(5),
      );
    }
  }
  rec(
    'HKQuantityTypeIdentifierRestingHeartRate',
    WATCH,
    '10.1',
    null,
    'count/min',
    stamp(85_000),
    stamp(86_000),
    String(Math.round(54 + random() * 8)),
  );
  if (random() < 0.7)
    rec(
      'HKQuantityTypeIdentifierBodyMass',
      'Scale',
      '2',
      null,
      'kg',
      stamp(25_200 + random() * 3600),
      stamp(25_200 + random() * 3600),
      (68 + random() * 4).toFixed(1),
      meta('HKWasUserEntered', '0'),
    );
  if (random() < 0.3) {
    const at = stamp(32_400 + random() * 3600);
    const sys = Math.round(110 + random() * 25);
    const dia = Math.round(70 + random() * 15);
    const one = (type: string, value: number) =>
      ` <Record type="${type}" sourceName="Cuff" sourceVersion="3" unit="mmHg" creationDate="${at}" startDate="${at}" endDate="${at}" value="${value}"/>\n`;
    parts.push(
      ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" sourceVersion="3" creationDate="${at}" startDate="${at}" endDate="${at}">\n  <MetadataEntry key="HKMetadataKeySyncIdentifier" value="${uuid(random)}"/>\n ${one('HKQuantityTypeIdentifierBloodPressureSystolic', sys)} ${one('HKQuantityTypeIdentifierBloodPressureDiastolic', dia)} </Correlation>\n`,
      one('HKQuantityTypeIdentifierBloodPressureSystolic', sys),
      one('HKQuantityTypeIdentifierBloodPressureDiastolic', dia),
    );
  }
  // Last night's sleep: in bed, then core, deep and REM stages until the morning.
  let at = 79_200 + random() * 5400 - 86_400;
  const night = (seconds: number) =>
    seconds < 0 ? `${previous} ${stamp(seconds + 86_400).slice(11)}` : stamp(seconds);
  const wake = 21_600 + random() * 5400;
  rec(
    'HKCategoryTypeIdentifierSleepAnalysis',
    WATCH,
    '10.1',
    null,
    '',
    night(at - 900),
    night(wake + 300),
    'HKCategoryValueSleepAnalysisInBed',
  );
  const stages = ['Core', 'Deep', 'Core', 'REM', 'Awake'];
  while (at < wake) {
    const end = Math.min(wake, at + 600 + random() * 2400);
    rec(
      'HKCategoryTypeIdentifierSleepAnalysis',
      WATCH,
      '10.1',
      null,
      '',
      night(at),
      night(end),
      `HKCategoryValueSleepAnalysisAsleep${stages[Math.floor(random() * 4)]}`,
      meta('HKTimeZone', 'Europe/London'),
    );
    at = end;
  }
  // A run every few days, with its route as a GPX file of its own.
  const routes: string[] = [];
  if (random() < 0.3) {
    const start = 61_200 + random() * 3600;
    const end = start + 1500 + random() * 2400;
    const file = `route_${date}_${pad(Math.floor(start / 3600))}.${pad(Math.floor(start / 60) % 60)}${date.slice(0, 4)}.gpx`;
    routes.push(file);
    parts.push(
      ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="${((end - start) / 60).toFixed(10)}" durationUnit="min" sourceName="${WATCH}" sourceVersion="10.1" device="${watch()}" creationDate="${stamp(end)}" startDate="${stamp(start)}" endDate="${stamp(end)}">\n  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n  <MetadataEntry key="HKAverageMETs" value="${(8 + random() * 3).toFixed(5)} kcal/hr·kg"/>\n  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${stamp(start)}" endDate="${stamp(end)}" sum="${(200 + random() * 300).toFixed(4)}" unit="kcal"/>\n  <WorkoutRoute sourceName="${WATCH}" sourceVersion="10.1" creationDate="${stamp(end)}" startDate="${stamp(start)}" endDate="${stamp(end)}">\n   <MetadataEntry key="HKMetadataKeySyncIdentifier" value="${uuid(random)}"/>\n   <FileReference path="/workout-routes/${file}"/>\n  </WorkoutRoute>\n </Workout>\n`,
    );
  }
  parts.push(
    ` <ActivitySummary dateComponents="${date}" activeEnergyBurned="${(300 + random() * 400).toFixed(4)}" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="${Math.round(random() * 60)}" appleExerciseTimeGoal="30" appleStandHours="${Math.round(6 + random() * 8)}" appleStandHoursGoal="12"/>\n`,
  );
  return { xml: parts.join(''), routes };
}

/** A GPX route as the Health app writes it: a point a second with position, speed and accuracy. */
function gpxRoute(random: () => number, name: string, points: number): string {
  let lat = 51.5 + random() * 0.05;
  let lon = -0.13 + random() * 0.05;
  let ele = 10 + random() * 30;
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">\n<metadata><time>2026-11-20T08:00:00Z</time></metadata>\n<trk><name>${name}</name><trkseg>\n`,
  ];
  for (let i = 0; i < points; i += 1) {
    lat += (random() - 0.45) * 0.00004;
    lon += (random() - 0.45) * 0.00005;
    ele += (random() - 0.5) * 0.3;
    lines.push(
      `<trkpt lon="${lon.toFixed(6)}" lat="${lat.toFixed(6)}"><ele>${ele.toFixed(6)}</ele><time>2026-11-20T18:${pad(Math.floor(i / 60) % 60)}:${pad(i % 60)}Z</time><extensions><speed>${(2.5 + random()).toFixed(6)}</speed><course>${(random() * 360).toFixed(6)}</course><hAcc>${(1 + random() * 3).toFixed(6)}</hAcc><vAcc>${(1 + random() * 2).toFixed(6)}</vAcc></extensions></trkpt>\n`,
    );
  }
  lines.push('</trkseg></trk>\n</gpx>\n');
  return lines.join('');
}

/** export_cda.xml: the same vitals again as HL7 CDA entries (the reader skips it). */
function cdaEntry(random: () => number, date: string): string {
  const at = date.replaceAll('-', '');
  return `<entry><organizer classCode="CLUSTER" moodCode="EVN"><templateId root="2.16.840.1.113883.10.20.22.4.26"/><id root="${uuid(random)}"/><code code="46680005" codeSystem="2.16.840.1.113883.6.96" displayName="Vital signs"/><statusCode code="completed"/><effectiveTime><low value="${at}${pad(Math.floor(random() * 24))}${pad(Math.floor(random() * 60))}00+0000"/></effectiveTime><component><observation classCode="OBS" moodCode="EVN"><code code="8867-4" codeSystem="2.16.840.1.113883.6.1" displayName="Heart rate"/><value xsi:type="PQ" value="${Math.round(50 + random() * 80)}" unit="count/min"/></observation></component></organizer></entry>\n`;
}

/**
 * Writes a ZIP of about `targetMb` MB as the Health app lays it out: roughly a tenth of it
 * workout-routes/*.gpx (before export.xml, so the reader must skip them first), about three
 * quarters export.xml (as many days, ending on 2026-11-19, as fit), the rest export_cda.xml.
 * Every entry is deflated at the default level with a data descriptor; `stats` gets the XML's
 * size, its days and the number of routes.
 */
async function* realisticZip(
  targetMb: number,
  stats: { xmlBytes: number; days: number; routes: number },
): AsyncGenerator<Uint8Array> {
  const target = targetMb * MB;
  const random = seededRandom(58);
  const encoder = new TextEncoder();
  const out: Uint8Array[] = [];
  let written = 0;
  const zip = new Zip((error, data) => {
    if (error) throw error;
    written += data.length;
    out.push(data);
  });
  const drain = function* () {
    while (out.length > 0) yield out.shift()!;
  };

  while (written < target * 0.1) {
    const name = `route_${2016 + (stats.routes % 10)}-${pad((stats.routes % 12) + 1)}-${pad((stats.routes % 28) + 1)}_${stats.routes}.gpx`;
    const entry = new ZipDeflate(`apple_health_export/workout-routes/${name}`, { level: 6 });
    zip.add(entry);
    entry.push(encoder.encode(gpxRoute(random, name, 1200 + Math.floor(random() * 2400))), true);
    stats.routes += 1;
    yield* drain();
  }

  // Days run backwards from the export date in the XML's order (oldest first): estimate how many
  // fit from the first week's compressed size, then write exactly that many.
  const probe = new Zip(() => {});
  const sample = new ZipDeflate('probe.xml', { level: 6 });
  let sampleBytes = 0;
  probe.add(sample);
  const probeRandom = seededRandom(7);
  sample.ondata = (error, data) => {
    if (!error) sampleBytes += data.length;
  };
  for (let i = 0; i < 7; i += 1)
    sample.push(encoder.encode(realisticDay(probeRandom, '2020-01-0' + (i + 1), '2020-01-01').xml));
  sample.push(new Uint8Array(0), true);
  const xmlShare = target * 0.77;
  stats.days = Math.max(1, Math.round((xmlShare / sampleBytes) * 7));
  const last = Date.UTC(2026, 10, 19);
  const dayOf = (offset: number) =>
    new Date(last - (stats.days - 1 - offset) * 86_400_000).toISOString().slice(0, 10);

  const xml = new ZipDeflate('apple_health_export/export.xml', { level: 6 });
  zip.add(xml);
  const push = (entry: ZipDeflate, text: string, final = false) => {
    const bytes = encoder.encode(text);
    if (entry === xml) stats.xmlBytes += bytes.length;
    entry.push(bytes, final);
  };
  push(xml, REALISTIC_HEADER);
  for (let i = 0; i < stats.days; i += 1) {
    push(xml, realisticDay(random, dayOf(i), i === 0 ? dayOf(-1) : dayOf(i - 1)).xml);
    yield* drain();
  }
  push(xml, '</HealthData>\n', true);
  yield* drain();

  const cda = new ZipDeflate('apple_health_export/export_cda.xml', { level: 6 });
  zip.add(cda);
  cda.push(
    encoder.encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n<component><structuredBody><component><section>\n',
    ),
  );
  for (let i = 0; written < target; i += 1) {
    let block = '';
    for (let k = 0; k < 200; k += 1) block += cdaEntry(random, dayOf(i % stats.days));
    cda.push(encoder.encode(block));
    yield* drain();
  }
  cda.push(
    encoder.encode('</section></component></structuredBody></component>\n</ClinicalDocument>\n'),
    true,
  );
  zip.end();
  yield* drain();
}

async function generateRealistic(targetMb: number): Promise<string> {
  const path = join(tmpdir(), `wellnest-apple-health-realistic-${targetMb}mb.zip`);
  const statsPath = `${path}.json`;
  if (!existsSync(path) || !existsSync(statsPath)) {
    const stats = { xmlBytes: 0, days: 0, routes: 0 };
    const started = performance.now();
    await writeZip(path, realisticZip(targetMb, stats));
    writeFileSync(statsPath, JSON.stringify(stats));
    console.log(`written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as {
    xmlBytes: number;
    days: number;
    routes: number;
  };
  const zipBytes = statSync(path).size;
  console.log(
    `ZIP ${megabytes(zipBytes)} (${stats.routes} workout routes, export.xml ${megabytes(stats.xmlBytes)} over ${stats.days} days, export_cda.xml): ${path}`,
  );
  return path;
}

if (process.argv[2] === '--read') {
  await read(process.argv[3]!);
} else {
  const path =
    process.argv[2] === '--zip'
      ? await generateRealistic(Number(process.argv[3] ?? 200))
      : await generateRegular(Number(process.argv[2] ?? 200));
  const self = fileURLToPath(import.meta.url);
  spawnSync(process.execPath, ['--import', 'tsx', self, '--read', path], { stdio: 'inherit' });
}
