/**
 * The answers a prerendered page is rendered with (src/client/lib/prerendered-queries.ts), made at
 * build time by the same server code that answers the API, from the shipped knowledge files.
 * Prerendered with its answers, a page shows its content from its HTML and need not start its app
 * at load to fetch them: it starts on intent like any content page (ADR 049).
 *
 * Only public reference answers belong here: the same for every visitor, read from the knowledge
 * alone. Each passes through its route's response schema, as the route's serialiser does, so it is
 * the same JSON, then through the client's selection, so it is what the query function resolves
 * to. The route tests hold each equal to the API's answer.
 *
 * Left out: the knowledge figures (GET /api/interactions/stats, /interactions and
 * /interaction-analyzer) count the checks run, which the database holds and which grows with every
 * check: their answer is not the files' alone.
 */
import {
  sampleLabReportSchema,
  biomarkerReferenceListSchema,
} from '../src/shared/contracts/labs.contract.ts';
import {
  oilListResponseSchema,
  remedyListResponseSchema,
} from '../src/shared/contracts/aromatherapy.contract.ts';
import { knowledgeFromFiles } from '../src/server/knowledge/load-knowledge-files.ts';
import type { Knowledge } from '../src/server/knowledge/knowledge-kinds.ts';
import { biomarkerCatalogue } from '../src/server/modules/labs/biomarker-catalogue.ts';
import { buildSampleReport } from '../src/server/modules/labs/sample-report.ts';
import { createAromatherapyService } from '../src/server/modules/aromatherapy/aromatherapy.service.ts';
import type { AromatherapyRepository } from '../src/server/modules/aromatherapy/aromatherapy.repository.ts';
import { SAMPLE_LAB_REPORT_QUERY_KEY } from '../src/client/features/labs/api/sample-lab-report-key.ts';
import { BIOMARKER_REFERENCE_QUERY_KEY } from '../src/client/features/labs/api/biomarker-reference-key.ts';
import {
  oilListQueryKey,
  oilsOf,
  remediesOf,
  remedyListQueryKey,
} from '../src/client/features/aromatherapy/api/aromatherapy-list-keys.ts';
import type { PrerenderedQuery } from '../src/client/lib/prerendered-queries.ts';

/** A query's key and the data its query function resolves to. */
type Answer = Omit<PrerenderedQuery, 'updatedAt'>;
type AnswerBuilder = (knowledge: Knowledge) => Answer;

/** The JSON a route sends for `value`: what its response schema makes of it, as the serialiser does. */
function asServed<T>(schema: { parse: (data: unknown) => T }, value: unknown): T {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}

/**
 * The aromatherapy service on the knowledge alone. The list routes read nothing else; anything
 * that reaches for the database or a user here throws, so the build fails instead of
 * prerendering an answer the API would not give.
 */
function knowledgeOnlyAromatherapy(knowledge: Knowledge) {
  const noDatabase = (): never => {
    throw new Error('a prerendered aromatherapy answer reached for the database or a user');
  };
  return createAromatherapyService({
    oils: knowledge.oils,
    remedies: knowledge.remedies,
    interactions: knowledge.interactions,
    repository: new Proxy({} as AromatherapyRepository, { get: noDatabase }),
    person: { rulesFor: noDatabase },
    allergens: knowledge.allergens,
  });
}

/** GET /api/labs/sample: fictional values through the real analysis, the same on every request. */
const sampleReport: AnswerBuilder = (knowledge) => ({
  queryKey: SAMPLE_LAB_REPORT_QUERY_KEY,
  data: asServed(sampleLabReportSchema, buildSampleReport(knowledge.biomarkers)),
});

/** GET /api/biomarkers: the reference for every marker; the client keeps the whole answer. */
const biomarkerReference: AnswerBuilder = (knowledge) => ({
  queryKey: BIOMARKER_REFERENCE_QUERY_KEY,
  data: asServed(biomarkerReferenceListSchema, biomarkerCatalogue(knowledge.biomarkers)),
});

/** GET /api/oils with no filter: the library before a filter, and the blend calculator's oils. */
const oilLibrary: AnswerBuilder = (knowledge) => ({
  queryKey: oilListQueryKey({}),
  data: oilsOf(asServed(oilListResponseSchema, knowledgeOnlyAromatherapy(knowledge).listOils({}))),
});

/** GET /api/remedies with no filter: every remedy, as the page lists them before a filter. */
const remedyList: AnswerBuilder = (knowledge) => ({
  queryKey: remedyListQueryKey({}),
  data: remediesOf(
    asServed(remedyListResponseSchema, knowledgeOnlyAromatherapy(knowledge).listRemedies({})),
  ),
});

const BUILDERS_BY_PATH: Readonly<Record<string, readonly AnswerBuilder[]>> = {
  '/sample-report': [sampleReport],
  '/markers-education': [biomarkerReference],
  '/aromatherapy': [oilLibrary],
  '/essential-oils': [oilLibrary],
  '/natural-remedies': [remedyList],
};

export function prerenderedQueriesFor(path: string, builtAt: number): PrerenderedQuery[] {
  const builders = BUILDERS_BY_PATH[path] ?? [];
  if (builders.length === 0) return [];
  const knowledge = knowledgeFromFiles();
  return builders.map((build) => ({ ...build(knowledge), updatedAt: builtAt }));
}
