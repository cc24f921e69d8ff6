/**
 * The answers a prerendered page is rendered with (src/client/lib/prerendered-queries.ts), made at
 * build time by the same server code that answers the API, from the shipped knowledge files.
 *
 * /sample-report: the sample report (GET /api/labs/sample) is fictional values through the real
 * analysis, the same on every request; prerendered with it, the page shows the whole report from
 * its HTML and starts its app on intent like any content page (ADR 049). The answer passes
 * through the API's response schema, as the route's serialiser does, so it is the same JSON.
 */
import { sampleLabReportSchema } from '../src/shared/contracts/labs.contract.ts';
import { knowledgeFromFiles } from '../src/server/knowledge/load-knowledge-files.ts';
import { buildSampleReport } from '../src/server/modules/labs/sample-report.ts';
import { SAMPLE_LAB_REPORT_QUERY_KEY } from '../src/client/features/labs/api/sample-lab-report-key.ts';
import type { PrerenderedQuery } from '../src/client/lib/prerendered-queries.ts';

export function prerenderedQueriesFor(path: string, builtAt: number): PrerenderedQuery[] {
  if (path !== '/sample-report') return [];
  const report = buildSampleReport(knowledgeFromFiles().biomarkers);
  return [
    {
      queryKey: SAMPLE_LAB_REPORT_QUERY_KEY,
      data: sampleLabReportSchema.parse(JSON.parse(JSON.stringify(report))),
      updatedAt: builtAt,
    },
  ];
}
