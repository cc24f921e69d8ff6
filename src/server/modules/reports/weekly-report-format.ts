/** The weekly report as a PDF (paid 'pdf_reports') and as a plain-text email (paid 'email_reports'). */
import { loadPdfDocument } from '#server/lib/pdf-document';
import { PDF_FONT } from '#server/lib/pdf-font';
import type { WeeklyReport } from '#shared/contracts/reports.contract';
import { safetyBreakdownLines, safetyCountsLine } from '#shared/domain/safety-summary';

const DISCLAIMER =
  'Educational information from Wellnest, not medical advice. Patterns in your own data are associations, not causes.';

const fixed = (value: number | null, digits = 1) =>
  value === null ? 'not logged' : value.toFixed(digits);
const percent = (value: number | null) =>
  value === null ? 'not logged' : `${Math.round(value * 100)}%`;

/** The report's body as lines of text, shared by the PDF and the email so they never disagree. */
export function reportSections(report: WeeklyReport): { title: string; lines: string[] }[] {
  const sections: { title: string; lines: string[] }[] = [
    { title: 'Summary', lines: report.highlights },
    {
      title: 'Averages',
      lines: [
        `Mood: ${fixed(report.averages.mood)} / 5`,
        `Energy: ${fixed(report.averages.energy)} / 5`,
        `Sleep: ${fixed(report.averages.sleep_hours)} hours`,
        `Water: ${fixed(report.averages.water_glasses)} glasses`,
        `Habits done: ${percent(report.averages.habit_completion)}`,
        `Medicines taken: ${percent(report.averages.medicines_taken_ratio)}`,
      ],
    },
  ];
  if (report.safety.medication_count > 0)
    sections.push({
      title: 'Medicine safety',
      lines: [
        safetyCountsLine(report.safety.medication_count, report.safety.counts),
        ...safetyBreakdownLines(report.safety.counts),
      ],
    });
  if (report.best_day && report.worst_day)
    sections.push({
      title: 'Best and hardest days',
      lines: [
        `Best: ${report.best_day.date} (mood ${report.best_day.mood}/5)`,
        `Hardest: ${report.worst_day.date} (mood ${report.worst_day.mood}/5)`,
      ],
    });
  if (report.habits.length)
    sections.push({
      title: 'Habits',
      lines: report.habits.map((habit) => `${habit.name}: ${habit.done} of ${habit.target}`),
    });
  if (report.symptoms.length)
    sections.push({
      title: 'Symptoms',
      lines: report.symptoms.map(
        (symptom) =>
          `${symptom.name}: ${symptom.count} time${symptom.count === 1 ? '' : 's'}, worst severity ${symptom.max_severity}/10`,
      ),
    });
  if (report.goals.length)
    sections.push({
      title: 'Goals',
      lines: report.goals.map(
        (goal) =>
          `${goal.title}: ${goal.progress_percent === null ? 'no target yet' : `${goal.progress_percent}%`}${goal.summary ? ` (${goal.summary})` : ''}`,
      ),
    });
  if (report.achievements.length)
    sections.push({
      title: 'Badges earned',
      lines: report.achievements.map((a) => `${a.title} (${a.earned_at.slice(0, 10)})`),
    });
  return sections;
}

export function reportTitle(report: WeeklyReport): string {
  return `Your Wellnest week ${report.week} (${report.from} to ${report.to})`;
}

export function reportEmailText(report: WeeklyReport, appUrl: string): string {
  const body = reportSections(report).flatMap((section) => [
    '',
    section.title.toUpperCase(),
    ...section.lines.map((l) => `- ${l}`),
  ]);
  return [
    reportTitle(report),
    ...body,
    '',
    `See your trends: ${appUrl}/trends`,
    '',
    DISCLAIMER,
  ].join('\n');
}

export async function renderWeeklyReportPdf(report: WeeklyReport): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      font: PDF_FONT, // Unicode: '≥', 'µ' and every name print as written
      size: 'A4',
      margin: 50,
      info: { Title: reportTitle(report), Author: 'Wellnest' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(20).text('Wellnest weekly report');
    doc.moveDown(0.3).fontSize(12).text(`Week ${report.week}: ${report.from} to ${report.to}`);
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(`Generated ${report.generated_at.slice(0, 10)}`)
      .fillColor('#000')
      .moveDown();
    for (const section of reportSections(report)) {
      doc.fontSize(13).text(section.title).moveDown(0.2);
      doc.fontSize(10);
      for (const line of section.lines) doc.text(`• ${line}`);
      doc.moveDown(0.8);
    }
    doc.moveDown().fontSize(8).fillColor('#555').text(DISCLAIMER);
    doc.end();
  });
}
