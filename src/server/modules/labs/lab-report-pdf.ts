/** A lab report and its latest analysis as a PDF (paid): every result with its flag and sources. */
import { loadPdfDocument } from '#server/lib/pdf-document';
import { PDF_FONT } from '#server/lib/pdf-font';
import type { LabReportDetail } from '#shared/contracts/labs.contract';
import { LAB_MESSAGES } from '#shared/contracts/labs.contract';
import { LAB_FLAG_LABELS, isCriticalFlag, isFlagged } from '#shared/domain/lab-flags';

const FLAG_COLOURS = {
  critical: '#b91c1c',
  flagged: '#b45309',
  normal: '#166534',
  none: '#555555',
};

const valueOf = (m: { value: number | null; value_text: string | null; unit: string | null }) =>
  `${m.value_text ?? m.value ?? ''}${m.unit ? ` ${m.unit}` : ''}`;

const rangeOf = (range: { low: number | null; high: number | null } | null) => {
  if (!range) return 'no range';
  if (range.low !== null && range.high !== null) return `${range.low}–${range.high}`;
  if (range.low !== null) return `≥ ${range.low}`;
  return range.high !== null ? `≤ ${range.high}` : 'no range';
};

export async function renderLabReportPdf(
  report: LabReportDetail,
  generatedAt: Date,
): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      font: PDF_FONT, // Unicode: '≥', 'µ' and every name print as written
      size: 'A4',
      margin: 50,
      info: { Title: 'Wellnest lab report', Author: 'Wellnest' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const analysis = report.analysis?.analysis_result ?? null;
    doc.fontSize(20).text('Wellnest lab report');
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(
        `${report.test_type} test · ${report.collected_on ? `collected ${report.collected_on} · ` : ''}added ${report.created_at.slice(0, 10)} · ${
          analysis ? `analysed ${report.analysis!.created_at.slice(0, 10)}` : 'not analysed yet'
        } · printed ${generatedAt.toISOString().slice(0, 10)}`,
      )
      .fillColor('#000')
      .moveDown();

    if (!analysis) {
      doc.fontSize(11).text('Results (not analysed yet):').moveDown(0.3);
      for (const row of report.biomarkers)
        doc
          .fontSize(10)
          .text(
            `${row.name}: ${valueOf(row)} (${LAB_FLAG_LABELS[row.flag]}${
              row.ref_low !== null || row.ref_high !== null
                ? `; lab range ${rangeOf({ low: row.ref_low, high: row.ref_high })}`
                : ''
            })`,
          );
    } else {
      doc.fontSize(13).text('Summary');
      doc.fontSize(10).text(analysis.narrative.text);
      doc
        .fontSize(8)
        .fillColor('#555')
        .text(
          analysis.narrative.written_by === 'model'
            ? `Written by the assistant (${analysis.narrative.provider}) from the flags below.`
            : 'Written from the flags below.',
        )
        .fillColor('#000')
        .moveDown();

      const scores = Object.values(analysis.scores)
        .map(
          (s) =>
            `${s.label}: ${s.value === null ? 'not enough data' : `${s.value}/100 (${s.based_on} results)`}`,
        )
        .join(' · ');
      doc.fontSize(10).text(`Scores: ${scores}`).moveDown();

      for (const group of analysis.systems) {
        doc.fontSize(13).fillColor('#000').text(group.label);
        for (const index of group.marker_indexes) {
          const m = analysis.markers[index]!;
          const colour = isCriticalFlag(m.flag)
            ? FLAG_COLOURS.critical
            : isFlagged(m.flag)
              ? FLAG_COLOURS.flagged
              : m.flag === 'normal'
                ? FLAG_COLOURS.normal
                : FLAG_COLOURS.none;
          doc
            .fontSize(10)
            .fillColor(colour)
            .text(
              `${m.name}: ${valueOf(m)} (${LAB_FLAG_LABELS[m.flag]}; range ${rangeOf(m.range)}${m.range?.source === 'lab' ? ', the lab’s' : ''})`,
            );
          doc.fillColor('#000');
          if (isFlagged(m.flag)) {
            if (m.measures) doc.fontSize(9).text(`What it measures: ${m.measures}`);
            if (m.causes.length > 0) doc.fontSize(9).text(`Common causes: ${m.causes.join('; ')}`);
            for (const source of m.sources)
              doc
                .fontSize(8)
                .fillColor('#1d4ed8')
                .text(`Source: ${source.title} (${source.url})`, { link: source.url })
                .fillColor('#000');
          }
        }
        doc.moveDown(0.5);
      }

      if (analysis.correlations.length > 0) {
        doc.fontSize(13).text('Blood and urine together');
        for (const c of analysis.correlations)
          doc.fontSize(10).text(`${c.title}: ${c.message}`).moveDown(0.3);
      }
    }

    doc.moveDown().fontSize(8).fillColor('#555').text(LAB_MESSAGES.disclaimer);
    doc.end();
  });
}
