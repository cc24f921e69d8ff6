/**
 * `npm run bench:lab-world`: the lab-report reader against the generated world corpus
 * (tests/fixtures/labs/world): every report as a text PDF, and a sample as scanned PDFs and as
 * phone photos, through createLabExtractor as an upload is read. Prints field-level F1 (name,
 * value, unit; micro-averaged), precision, recall and rows wrong shown as right by split and
 * rendering, then by language and by family, and the reading time per page.
 *
 * `--details` prints what went wrong on each TUNE report. The held-out third is only ever
 * reported in aggregate: tuning against it would make its figures meaningless.
 *
 * Env: LAB_WORLD_PICTURES=0 skips scans and photos; LAB_WORLD_LIMIT=n reads the first n reports;
 * LAB_WORLD_SPLIT=tune reads the tune split alone (for looking at more pictures' failures);
 * LAB_WORLD_FAMILY=cards,two-up reads those layout families alone;
 * LAB_WORLD_SCANS / LAB_WORLD_PHOTOS set the picture samples (40 each); LAB_WORLD_PHOTO_SHIFT=k
 * photographs each report with another distortion than the default; LAB_WORLD_SEED=n reads
 * another generated corpus; LAB_WORLD_IDS=world-002-cumulative-de,... reads those reports alone;
 * LAB_WORLD_TEXT=0 reads no text PDFs (pictures alone); LAB_WORLD_OCR_CACHE=1 keeps every OCR
 * recognition on disk by its image, so a changed rule is measured again quickly (its reading
 * times mean nothing), in LAB_WORLD_OCR_CACHE_DIR when set (else under node_modules, which an
 * `npm ci` deletes); LAB_WORLD_BLIND=<file> reads the blind reports of that file
 * (tests/fixtures/labs/blind) instead, each also scanned and photographed; BENCH_RESULTS_DIR gets the summary as lab-world.json.
 */
import type { Browser } from '@playwright/test';
import type { ExtractedRow, LabFileKind } from '#server/modules/labs/extraction/extraction.types';
import { OcrTimeoutError } from '#server/modules/labs/extraction/ocr-engine';
import { biomarkerReferenceFromFiles } from '../tests/fixtures/labs/biomarker-reference-from-files';
import { createExtractorPool } from '../tests/fixtures/labs/extractor-pool';
import { withOcrCache } from '../tests/fixtures/labs/ocr-cache';
import { PHOTO_DISTORTIONS } from '../tests/fixtures/labs/render-lab-photo';
import { launchFixtureBrowser } from '../tests/fixtures/labs/render-lab-png';
import { readBlindReports } from '../tests/fixtures/labs/blind/blind-reports';
import { generateWorldCorpus } from '../tests/fixtures/labs/world/generate-reports';
import { dice } from '../tests/fixtures/labs/world/random';
import { FAMILIES, LANGUAGES, type WorldReport } from '../tests/fixtures/labs/world/report-model';
import { renderWorldPdf } from '../tests/fixtures/labs/world/render-world-pdf';
import { worldPhotos, worldScannedPdf } from '../tests/fixtures/labs/world/render-world-pictures';
import {
  failureDetails,
  figuresTable,
  pool,
  scoreWorldRows,
  type Figures,
  type WorldScore,
} from '../tests/fixtures/labs/world/score-world';
import { writeResults } from './results-file';

const RENDERINGS = ['text PDF', 'scan', 'photo'] as const;
type Rendering = (typeof RENDERINGS)[number];

interface Reading {
  report: WorldReport;
  rendering: Rendering;
  label: string;
  score: WorldScore;
  /** Why each row held for review was held (the reason's first words), for --details. */
  held: string[];
  msPerPage: number[];
  error?: string;
}

const started = performance.now();
const showDetails = process.argv.includes('--details');
const withPictures = process.env.LAB_WORLD_PICTURES !== '0';
const limit = Number(process.env.LAB_WORLD_LIMIT ?? Infinity);
// LAB_WORLD_SPLIT=tune reads the tune split alone: more pictures to learn from, none held out.
const onlySplit = process.env.LAB_WORLD_SPLIT;
// LAB_WORLD_FAMILY=cards reads one layout family alone (a comma list for several).
const onlyFamilies = process.env.LAB_WORLD_FAMILY?.split(',');
// LAB_WORLD_IDS=a,b reads those reports alone (a few tune reports while a rule is worked on).
const onlyIds = process.env.LAB_WORLD_IDS?.split(',');
const withText = process.env.LAB_WORLD_TEXT !== '0';
// LAB_WORLD_PHOTO_SHIFT=k gives each photographed report the k-th next distortion: new tune
// pictures to learn from, where the default assignment's failures have all been looked at.
const photoShift = Number(process.env.LAB_WORLD_PHOTO_SHIFT ?? 0);
// LAB_WORLD_SEED=n generates another corpus of the same families: new reports to learn from
// (read its tune split only), where the fixed corpus's tune failures have all been looked at.
// LAB_WORLD_BLIND=tests/fixtures/labs/blind/reports-143.json reads reports written blind
// (blind-reports.ts) in place of the generated corpus, every one of them also as a scan and a photo.
const blindFile = process.env.LAB_WORLD_BLIND;
const generated = blindFile
  ? readBlindReports(blindFile)
  : generateWorldCorpus(
      process.env.LAB_WORLD_SEED ? Number(process.env.LAB_WORLD_SEED) : undefined,
    );
const isChosen = (report: WorldReport) =>
  (!onlySplit || report.split === onlySplit) &&
  (!onlyFamilies || onlyFamilies.includes(report.family)) &&
  (!onlyIds || onlyIds.includes(report.id));
const corpus = generated.filter(isChosen).slice(0, limit);
// LAB_WORLD_DEFAULT_SAMPLE=1: the pictures are the default run's, drawn from every report, and
// only those the filters above choose are read: the same pictures as a full run (and its OCR
// cache), fewer of them.
const sampledFrom = process.env.LAB_WORLD_DEFAULT_SAMPLE === '1' ? generated : corpus;
const reference = biomarkerReferenceFromFiles();

/** A sample spread over the families (round robin over each family's shuffled reports). */
function sample(count: number, seed: number): WorldReport[] {
  // Blind reports have no families to spread over, and few enough to picture every one.
  if (blindFile) return sampledFrom;
  const shuffle = dice(seed).shuffle;
  const byFamily = FAMILIES.map((family) =>
    shuffle(sampledFrom.filter((r) => r.family === family)),
  );
  const picked: WorldReport[] = [];
  for (let round = 0; picked.length < count && round < sampledFrom.length; round++) {
    for (const reports of byFamily)
      if (reports[round] && picked.length < count) picked.push(reports[round]!);
  }
  return picked;
}

// Two extractors (one OCR worker each, one per core): pictures are read two at a time.
const extractors = createExtractorPool(reference, 2, {
  ocrTimeoutMs: 45_000,
  ...(process.env.LAB_WORLD_OCR_CACHE === '1' ? { wrapOcrEngine: withOcrCache } : {}),
});
const { withExtractor } = extractors;

/** Reads each file (a page each, or one for the whole report); a refused file reads as no rows. */
async function read(
  files: Buffer[],
  kind: LabFileKind,
): Promise<{ rows: ExtractedRow[]; ms: number[]; error?: string }> {
  return withExtractor(async (extractor) => {
    const rows: ExtractedRow[] = [];
    const ms: number[] = [];
    for (const file of files) {
      const start = performance.now();
      try {
        const result = await extractor.extract(file, kind).catch((error: unknown) => {
          if (error instanceof OcrTimeoutError) return extractor.extract(file, kind);
          throw error;
        });
        rows.push(...result.rows);
        const perPage = (performance.now() - start) / result.pages;
        for (let page = 0; page < result.pages; page++) ms.push(perPage);
      } catch (error) {
        return { rows, ms, error: String(error) };
      }
    }
    return { rows, ms };
  });
}

async function readReport(
  report: WorldReport,
  rendering: Rendering,
  label: string,
  files: () => Promise<Buffer[]>,
  kind: LabFileKind,
): Promise<Reading> {
  // A picture whose rendering failed (the browser dropped out, a screenshot timed out on a busy
  // machine) is rendered twice more.
  const { rows, ms, error } = await read(
    await files()
      .catch(() => files())
      .catch(() => files()),
    kind,
  );
  return {
    report,
    rendering,
    label,
    score: scoreWorldRows(rows, report.expected),
    held: rows.flatMap((row) => (row.reviewReason ? [row.reviewReason.slice(0, 70)] : [])),
    msPerPage: ms,
    ...(error ? { error } : {}),
  };
}

let browser: Promise<Browser> | undefined;
/** The browser, launched again if it went away (Chromium has been seen to drop out mid-run). */
async function getBrowser(): Promise<Browser> {
  const current = browser;
  if (current && (await current).isConnected()) return current;
  if (browser === current) browser = launchFixtureBrowser();
  return browser!;
}

const readings: Reading[] = [];
for (const report of withText ? corpus : []) {
  readings.push(
    await readReport(
      report,
      'text PDF',
      'text PDF',
      async () => [await renderWorldPdf(report)],
      'pdf',
    ),
  );
}
const textSeconds = (performance.now() - started) / 1000;
if (withPictures) {
  const scans = sample(Number(process.env.LAB_WORLD_SCANS ?? 40), 11);
  const allPhotos = sample(Number(process.env.LAB_WORLD_PHOTOS ?? 40), 23);
  // A photo's distortion goes by its place in the whole sample, kept when the filters drop some.
  const photos = allPhotos.filter((report) => sampledFrom === corpus || isChosen(report));
  const jobs = [
    ...scans
      .filter((report) => sampledFrom === corpus || isChosen(report))
      .map(
        (report) => () =>
          readReport(
            report,
            'scan',
            'scanned PDF',
            async () => [await worldScannedPdf(report, getBrowser)],
            'pdf',
          ),
      ),
    ...photos.map((report) => {
      const index = allPhotos.indexOf(report);
      const stressed = PHOTO_DISTORTIONS[(index + photoShift) % PHOTO_DISTORTIONS.length]!;
      return () =>
        readReport(
          report,
          'photo',
          `photo (${stressed})`,
          () => worldPhotos(report, stressed, getBrowser),
          'jpeg',
        );
    }),
  ];
  // Two readings at a time (the pool's size); a picture is rendered while the other is read.
  let next = 0;
  await Promise.all(
    [0, 1, 2].map(async () => {
      while (next < jobs.length) readings.push(await jobs[next++]!());
    }),
  );
}
await (await browser)?.close().catch(() => undefined);
await extractors.close();

const figures = (of: Reading[]): Figures => pool(of.map((reading) => reading.score));
const splits = ['tune', 'held-out'] as const;
const lines: string[] = [];
const corpusRows = corpus.reduce((sum, r) => sum + r.expected.length, 0);
lines.push(
  `Lab world corpus: ${corpus.length} reports, ${corpusRows} expected rows; ` +
    `${corpus.filter((r) => r.split === 'tune').length} tune, ${corpus.filter((r) => r.split === 'held-out').length} held out`,
);
const summary: Record<string, unknown> = { reports: corpus.length, rows: corpusRows };
const bySplit = splits.flatMap((split) =>
  RENDERINGS.flatMap((rendering) => {
    const of = readings.filter((r) => r.report.split === split && r.rendering === rendering);
    return of.length > 0 ? [{ cells: [split, rendering], figures: figures(of) }] : [];
  }),
);
lines.push('', figuresTable(['split', 'rendering'], bySplit));
summary.bySplit = bySplit.map(({ cells, figures: f }) => ({
  split: cells[0],
  rendering: cells[1],
  ...f,
}));

for (const split of splits) {
  for (const [title, keys, keyOf] of [
    ['language', LANGUAGES, (r: WorldReport) => r.language],
    ['family', FAMILIES, (r: WorldReport) => r.family],
  ] as const) {
    const rows = RENDERINGS.flatMap((rendering) =>
      (keys as readonly string[]).flatMap((key) => {
        const of = readings.filter(
          (r) => r.report.split === split && r.rendering === rendering && keyOf(r.report) === key,
        );
        return of.length > 0 ? [{ cells: [key, rendering], figures: figures(of) }] : [];
      }),
    );
    lines.push('', `By ${title}, ${split}:`, figuresTable([title, 'rendering'], rows));
    summary[`${split}By${title === 'language' ? 'Language' : 'Family'}`] = rows.map(
      ({ cells, figures: f }) => ({ [title]: cells[0], rendering: cells[1], ...f }),
    );
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
lines.push('', 'Reading time per page:');
summary.timings = RENDERINGS.flatMap((rendering) => {
  const ms = readings.filter((r) => r.rendering === rendering).flatMap((r) => r.msPerPage);
  if (ms.length === 0) return [];
  const timing = {
    rendering,
    pages: ms.length,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
  };
  lines.push(
    `  ${rendering.padEnd(9)} p50 ${timing.p50} ms, p99 ${timing.p99} ms (${timing.pages} pages)`,
  );
  return [timing];
});
const errors = readings.filter((r) => r.error);
if (errors.length > 0)
  lines.push(
    '',
    `Refused: ${errors.map((r) => `${r.report.id} ${r.label}: ${r.error}`).join('; ')}`,
  );

if (showDetails) {
  lines.push('', 'Failure details, TUNE reports only:');
  for (const reading of readings.filter((r) => r.report.split === 'tune')) {
    const details = failureDetails(reading.score);
    if (details.length === 0) continue;
    lines.push(
      `  ${reading.report.id} ${reading.label}: F1 ${reading.score.f1.toFixed(3)}`,
      ...details.map((d) => `    ${d}`),
    );
  }
}
if (showDetails) {
  lines.push('', 'Rows held for review by reason, TUNE pictures only:');
  const counts = new Map<string, number>();
  for (const reading of readings.filter(
    (r) => r.report.split === 'tune' && r.rendering !== 'text PDF',
  ))
    for (const reason of reading.held)
      counts.set(
        reason.replace(/[“'"][^”'"]*[”'"]/g, '…'),
        (counts.get(reason.replace(/[“'"][^”'"]*[”'"]/g, '…')) ?? 0) + 1,
      );
  for (const [reason, count] of [...counts].sort((a, b) => b[1] - a[1]))
    lines.push(`  ${String(count).padStart(4)}  ${reason}`);
}
const totalSeconds = (performance.now() - started) / 1000;
lines.push('', `Took ${totalSeconds.toFixed(0)} s (text PDFs ${textSeconds.toFixed(0)} s).`);
summary.seconds = Math.round(totalSeconds);
console.log(lines.join('\n'));
writeResults('lab-world', summary);
