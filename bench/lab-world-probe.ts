/**
 * `npx tsx bench/lab-world-probe.ts <report id> [text|scan|photo]`: one TUNE report of the world
 * corpus read as an upload is, its placed lines and its rows printed, for looking into a failure
 * `npm run bench:lab-world --details` names. Held-out reports are refused: they are only counted.
 * OCR recognitions are cached (tests/fixtures/labs/ocr-cache.ts). LAB_WORLD_BLIND=<file> looks into
 * a tune report of a blind set instead; PROBE_LINES=1 prints the placed lines read (a text PDF's
 * words, or the lines OCR made of a picture's words in full-page recognitions).
 */
import { appendFileSync } from 'node:fs';
import { openPdf, readPdfPageLines } from '#server/modules/labs/extraction/pdf-pages';
import { biomarkerReferenceFromFiles } from '../tests/fixtures/labs/biomarker-reference-from-files';
import { createExtractorPool } from '../tests/fixtures/labs/extractor-pool';
import { withOcrCache } from '../tests/fixtures/labs/ocr-cache';
import { PHOTO_DISTORTIONS } from '../tests/fixtures/labs/render-lab-photo';
import { launchFixtureBrowser } from '../tests/fixtures/labs/render-lab-png';
import { readBlindReports } from '../tests/fixtures/labs/blind/blind-reports';
import type { OcrEngine } from '#server/modules/labs/extraction/ocr-engine';
import { linesFromWords } from '#server/modules/labs/extraction/word-rows';
import { generateWorldCorpus } from '../tests/fixtures/labs/world/generate-reports';
import { renderWorldPdf } from '../tests/fixtures/labs/world/render-world-pdf';
import { worldPhotos, worldScannedPdf } from '../tests/fixtures/labs/world/render-world-pictures';
import { failureDetails, scoreWorldRows } from '../tests/fixtures/labs/world/score-world';

const [id, rendering = 'text', distortion] = process.argv.slice(2);
// LAB_WORLD_SEED=n looks into a report of another generated corpus (as the bench reads it).
const seed = process.env.LAB_WORLD_SEED ? Number(process.env.LAB_WORLD_SEED) : undefined;
const blindFile = process.env.LAB_WORLD_BLIND;
const corpus = blindFile ? readBlindReports(blindFile) : generateWorldCorpus(seed);
const report = corpus.find((r) => r.id === id);
const showLines = process.env.PROBE_LINES === '1';
/** The OCR engine, cached, printing the lines it makes of each recognition's words. */
const probeEngine = (engine: OcrEngine, model: Parameters<typeof withOcrCache>[1]): OcrEngine => {
  const inner = withOcrCache(engine, model);
  if (!showLines) return inner;
  return {
    ...inner,
    recogniseWords: async (image) => {
      const words = await inner.recogniseWords(image);
      if (words.length > 40) {
        console.log(`── OCR (${model}, ${words.length} words)`);
        const lines = linesFromWords(words);
        appendFileSync('/tmp/probe-lines.jsonl', `${JSON.stringify(lines)}\n`);
        for (const line of lines)
          console.log(line.words.map((w) => `${w.text}@${Math.round(w.x0)}`).join(' '));
      }
      return words;
    },
  };
};
if (!report) throw new Error(`No report ${id}`);
if (report.split !== 'tune') throw new Error(`${id} is held out: it is only ever counted.`);
const reference = biomarkerReferenceFromFiles();
const pool = createExtractorPool(reference, 1, {
  ocrTimeoutMs: 120_000,
  wrapOcrEngine: probeEngine,
});
const browser = rendering === 'text' ? null : launchFixtureBrowser();
const files =
  rendering === 'text'
    ? [await renderWorldPdf(report)]
    : rendering === 'scan'
      ? [await worldScannedPdf(report, () => browser!)]
      : await worldPhotos(
          report,
          (distortion ?? PHOTO_DISTORTIONS[0]) as (typeof PHOTO_DISTORTIONS)[number],
          () => browser!,
        );
if (rendering === 'text' && showLines) {
  const pdf = await openPdf(new Uint8Array(files[0]!));
  const lines = (await readPdfPageLines(pdf)).flat();
  appendFileSync('/tmp/probe-lines.jsonl', `${JSON.stringify(lines)}\n`);
  for (const line of lines)
    console.log(line.words.map((w) => `${w.text}@${Math.round(w.x0)}`).join(' '));
  await pdf.destroy();
}
const rows = await pool.withExtractor(async (extractor) => {
  const all = [];
  for (const file of files)
    all.push(...(await extractor.extract(file, rendering === 'photo' ? 'jpeg' : 'pdf')).rows);
  return all;
});
for (const row of rows)
  console.log(
    `${row.printedName} → ${row.markerId} ${JSON.stringify(row.valueText)} ${row.unit ?? '-'} [${row.refLow}-${row.refHigh}] ${row.labFlag ?? ''} ${row.reviewReason ? `HELD: ${row.reviewReason}` : ''}`,
  );
const score = scoreWorldRows(rows, report.expected);
console.log(`F1 ${score.f1.toFixed(3)}`, failureDetails(score).join('\n'));
await (await browser)?.close();
await pool.close();
