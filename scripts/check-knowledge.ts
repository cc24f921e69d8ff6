// `npx tsx scripts/check-knowledge.ts`: parse and validate the knowledge base, print counts and problems.
import { loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { validateKnowledge } from '#server/knowledge/validate-knowledge';
import { SUBSTANCE_KINDS } from '#server/knowledge/knowledge.schema';

const files = loadKnowledgeFiles();
const problems = [...files.problems, ...validateKnowledge(files.substances, files.interactions)];
const counts = Object.fromEntries(
  SUBSTANCE_KINDS.map((kind) => [kind, files.substances.filter((s) => s.kind === kind).length]),
);
console.log(`version ${files.version}`);
console.log(`substances ${files.substances.length}`, counts);
console.log(`interaction records ${files.interactions.length}`);
for (const problem of problems) console.log(`PROBLEM ${problem}`);
console.log(problems.length === 0 ? 'OK' : `${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
