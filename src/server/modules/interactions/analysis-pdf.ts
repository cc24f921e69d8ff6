/** A saved analysis as a PDF (paid): every interaction with its severity, what to do and sources. */
import { loadPdfDocument } from '#server/lib/pdf-document';
import { PDF_FONT } from '#server/lib/pdf-font';
import { SEVERITY_MEANINGS, type SavedAnalysis } from '#shared/contracts/interactions.contract';

const SEVERITY_COLOURS = { major: '#b91c1c', moderate: '#b45309', minor: '#1d4ed8' } as const;

export async function renderAnalysisPdf(
  analysis: SavedAnalysis,
  generatedAt: Date,
): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      font: PDF_FONT, // Unicode: '≥', 'µ' and every name print as written
      size: 'A4',
      margin: 50,
      info: { Title: analysis.title, Author: 'Wellnest' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { result } = analysis;
    const nameOf = (i: number) => result.items[i]?.resolved?.name ?? result.items[i]?.query ?? '';
    doc.fontSize(20).text('Wellnest interaction analysis');
    doc.moveDown(0.3).fontSize(14).text(analysis.title);
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(
        `Saved ${analysis.created_at.slice(0, 10)} · printed ${generatedAt.toISOString().slice(0, 10)} · knowledge base ${result.knowledge_version}`,
      );
    doc
      .moveDown()
      .fillColor('#000')
      .fontSize(11)
      .text(`Items checked: ${result.items.map((item) => item.query).join(', ')}`);
    const unknown = result.items.filter((item) => !item.resolved).map((item) => item.query);
    if (unknown.length > 0)
      doc
        .fillColor('#b45309')
        .text(`Not in our knowledge base (not checked): ${unknown.join(', ')}`)
        .fillColor('#000');
    doc.moveDown();

    if (result.interactions.length === 0) {
      doc.text(
        'We found no interactions between these items in our knowledge base. That is not a guarantee: ask your pharmacist.',
      );
    }
    for (const interaction of result.interactions) {
      const meaning = SEVERITY_MEANINGS[interaction.severity];
      doc
        .fontSize(12)
        .fillColor(SEVERITY_COLOURS[interaction.severity])
        .text(
          `${meaning.label}: ${nameOf(interaction.between[0])} + ${nameOf(interaction.between[1])}`,
        );
      doc.fontSize(10).fillColor('#000').text(interaction.summary);
      doc.text(`What to do: ${interaction.management}`);
      if (interaction.separate_hours) doc.text(`Keep ${interaction.separate_hours} hours apart.`);
      if (interaction.mechanism) doc.text(`Why: ${interaction.mechanism}`);
      if (interaction.evidence) doc.text(`Evidence: ${interaction.evidence}`);
      for (const source of interaction.sources)
        doc
          .fillColor('#1d4ed8')
          .text(`Source: ${source.title} (${source.url})`, { link: source.url });
      doc.fillColor('#000').moveDown(0.8);
    }
    for (const duplicate of result.duplicates)
      doc.fontSize(10).text(`Duplication: ${duplicate.message}`).moveDown(0.5);
    for (const caution of result.cautions)
      doc
        .fontSize(10)
        .text(`Caution for ${nameOf(caution.item)}: ${caution.message}`)
        .moveDown(0.5);

    doc
      .moveDown()
      .fontSize(8)
      .fillColor('#555')
      .text(
        'Educational information from Wellnest, not medical advice. Do not start, stop or change a medicine without your prescriber or pharmacist.',
      );
    doc.end();
  });
}
