// `npx tsx scripts/check-knowledge.ts`: parse and validate every kind of the knowledge base, print counts and problems.
import { KNOWLEDGE_KINDS } from '#server/knowledge/knowledge-kinds';
import { SUBSTANCE_KINDS } from '#server/knowledge/knowledge.schema';
import { loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { substancesKind } from '#server/knowledge/substances.kind';

const files = loadKnowledgeFiles();
const problems = files.problems;
for (const kind of KNOWLEDGE_KINDS)
  console.log(`${kind.name}: ${files.records(kind).length}, version ${files.version(kind)}`);
const substances = files.records(substancesKind);
console.log(
  'substances by kind',
  Object.fromEntries(
    SUBSTANCE_KINDS.map((kind) => [kind, substances.filter((s) => s.kind === kind).length]),
  ),
);
for (const problem of problems) console.log(`PROBLEM ${problem}`);
console.log(problems.length === 0 ? 'OK' : `${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
