/**
 * Health claims with a verdict, a grade and sources: data/claims/*.json → knowledge_claims →
 * `knowledge.claims` (POST /api/claims/check searches it). ADR 034.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeClaims } from '../knowledge.table';
import { claimSchema } from './claim.schema';
import { buildClaimIndex } from './claim-index';
import { validateClaims } from './validate-claims';

export const claimsKind = defineKnowledgeKind({
  name: 'claims',
  label: 'claim',
  schema: claimSchema,
  validate: (claims) => validateClaims(claims),
  table: knowledgeClaims,
  columns: (claim) => ({ name: claim.claim, verdict: claim.verdict }),
  buildIndex: (claims) => buildClaimIndex(claims),
});
