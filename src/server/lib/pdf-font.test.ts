import PDFDocument from 'pdfkit';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { SavedAnalysis } from '#shared/contracts/interactions.contract';
import type { LabReportDetail } from '#shared/contracts/labs.contract';
import type { WeeklyReport } from '#shared/contracts/reports.contract';
import { renderAnalysisPdf } from '#server/modules/interactions/analysis-pdf';
import { renderLabReportPdf } from '#server/modules/labs/lab-report-pdf';
import { renderWeeklyReportPdf } from '#server/modules/reports/weekly-report-format';
import { PDF_FONT } from './pdf-font';

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

/**
 * pdf.js (inside unpdf) hands the micro sign 'µ' (U+00B5) back as Greek 'μ' (U+03BC), its
 * compatibility form, whatever the PDF says; the PDF itself maps the glyph to U+00B5 (checked
 * below on an uncompressed file), so a reader's copy and search get the sign as written.
 */
const asExtracted = (text: string) => text.replace(/µ/g, 'μ');

const NAMES = ['Zoë Łukasiewicz', 'José Müller', 'Ἀλέξανδρος', 'Дмитрий'];

describe('PDFs print Unicode as written', () => {
  it('embeds the DejaVu Sans font from its npm package', () => {
    expect(PDF_FONT).toMatch(/dejavu-fonts-ttf[\\/]ttf[\\/]DejaVuSans\.ttf$/);
  });

  it('the lab report keeps ≥, ≤, µmol/L and non-Latin names', async () => {
    const row = (name: string, unit: string, low: number | null, high: number | null) => ({
      id: name,
      name,
      value: 32,
      unit,
      ref_low: low,
      ref_high: high,
      flag: 'low' as const,
      value_text: null,
      marker_id: null,
      printed_name: name,
      specimen: 'blood' as const,
      system: null,
      system_label: null,
      lab_flag: null,
      reference_low: null,
      reference_high: null,
      critical_low: null,
      critical_high: null,
      normal_values: [],
      origin: 'extracted' as const,
    });
    const report: LabReportDetail = {
      id: 'r1',
      status: 'review',
      biomarkers: [
        row('Vitamin D', 'ng/mL', 50, null),
        row('Creatinine', 'µmol/L', 59, 104),
        row('Cholesterol', 'mg/dL', null, 200),
        ...NAMES.map((name) => row(`${name} marker`, 'U/L', null, null)),
      ],
      test_type: 'blood',
      source: 'upload',
      method: 'text',
      file: null,
      warnings: [],
      collected_on: '2026-11-02',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      analysis: null,
    };
    const text = await textOf(await renderLabReportPdf(report, new Date('2026-11-22T10:00:00Z')));
    // One-sided printed ranges, as the lab wrote them.
    expect(text).toContain('lab range ≥ 50');
    expect(text).toContain('lab range ≤ 200');
    expect(text).toContain('collected 2026-11-02');
    expect(text).toContain(asExtracted('32 µmol/L'));
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).not.toContain('"e');
  });

  it('maps each glyph back to the character written (ToUnicode), µ included', async () => {
    const doc = new PDFDocument({ font: PDF_FONT, compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) =>
      doc.on('end', () => resolve(Buffer.concat(chunks))),
    );
    doc.text('µmol/L ≥ Ł');
    doc.end();
    const pdf = (await done).toString('latin1');
    const toUnicode = pdf.slice(pdf.indexOf('beginbfrange'), pdf.indexOf('endbfrange'));
    for (const code of ['00b5', '2265', '0141']) expect(toUnicode).toContain(`<${code}>`);
  });

  it('the saved interaction analysis keeps them too', async () => {
    // The fields the renderer reads; the rest of a saved analysis does not reach the page.
    const analysis = {
      id: 'a1',
      title: 'Zoë’s evening medicines',
      created_at: '2026-11-20T10:00:00.000Z',
      result: {
        knowledge_version: 'test',
        items: [
          { query: 'José’s ω-3 fish oil', resolved: null },
          { query: 'Łukasiewicz tea ≥ 2 cups', resolved: null },
        ],
        interactions: [],
        duplicates: [],
        cautions: [],
      },
    } as unknown as SavedAnalysis;
    const text = await textOf(await renderAnalysisPdf(analysis, new Date('2026-11-22T10:00:00Z')));
    expect(text).toContain('Zoë’s evening medicines');
    expect(text).toContain('José’s ω-3 fish oil');
    expect(text).toContain('Łukasiewicz tea ≥ 2 cups');
  });

  it('the weekly report keeps them too', async () => {
    const report = {
      week: '2026-W47',
      from: '2026-11-16',
      to: '2026-11-22',
      generated_at: '2026-11-22T08:00:00.000Z',
      highlights: ['Zoë Łukasiewicz slept ≥ 7 hours on 5 nights'],
      averages: {
        mood: 4,
        energy: 3.5,
        sleep_hours: 7.2,
        water_glasses: 6,
        habit_completion: 0.8,
        medicines_taken_ratio: 1,
      },
      best_day: null,
      worst_day: null,
      habits: [{ name: 'Méditation ≤ 10 min', done: 5, target: 7 }],
      symptoms: [],
      goals: [],
      achievements: [],
      safety: {
        medication_count: 1,
        counts: {
          total: { major: 0, moderate: 1, minor: 0 },
          interactions: { major: 0, moderate: 0, minor: 0 },
          cautions: { major: 0, moderate: 1, minor: 0 },
          cautions_by_reason: { condition: 1, allergy: 0, pregnancy: 0, age: 0, lab: 0 },
          duplicates: 0,
          findings: 1,
        },
      },
    } as unknown as WeeklyReport;
    const text = await textOf(await renderWeeklyReportPdf(report));
    expect(text).toContain('Zoë Łukasiewicz slept ≥ 7 hours');
    expect(text).toContain('Méditation ≤ 10 min');
  });
});
