/**
 * What Wellnest's knowledge base adds to a post (ADR 040): the medicines, supplements and herbs it
 * names (exact names, brands and synonyms as whole words; no guesses from typos, which would
 * annotate someone's words with a substance they never named), the interactions between them
 * ("Wellnest's checker: Warfarin and Ibuprofen have a major interaction (source)"), and whether a
 * thread is about treatments (it names one, or uses treatment words), which carries the
 * 'Educational only — not medical advice' disclaimer.
 */
import type { PostAnnotation } from '#shared/contracts/community.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { normalizeName } from '#server/knowledge/normalize-name';

/** Names that are also everyday words: never taken as a substance in free text. */
const EVERYDAY_NAMES = new Set(
  (
    'same align dates bang shots sake rocket celsius heather melissa kira portia camila spirits soma ' +
    'sage thyme mint water salt sugar vitamin vitamins plan focus relief advance boost balance calm ' +
    'comfort energy fast flex rest sleep care excel levels ease'
  ).split(' '),
);

/** Kinds a post can be "about a treatment" for; foods and oils are everyday words too often. */
const TREATMENT_KINDS = new Set(['drug', 'supplement', 'herb']);
const MAX_WORDS_IN_NAME = 5;
const MAX_ANNOTATIONS = 5;
const SEVERITY_ORDER = { major: 0, moderate: 1, minor: 2 } as const;

const TREATMENT_WORDS =
  /\b(medicines?|medications?|meds|prescriptions?|prescribed|supplements?|dosage|doses?|dosing|tablets?|capsules?|pills?|side effects?|treatments?|therap(y|ies)|remed(y|ies)|herbal|antibiotics?|antidepressants?|painkillers?|vitamins?|inhalers?|injections?)\b/i;

interface NameTable {
  exact: Map<string, string>;
}

const tables = new WeakMap<KnowledgeIndex, NameTable>();

function nameTable(index: KnowledgeIndex): NameTable {
  const known = tables.get(index);
  if (known) return known;
  const exact = new Map<string, string>();
  for (const substance of index.substances.values()) {
    if (!TREATMENT_KINDS.has(substance.kind)) continue;
    for (const name of [
      substance.name,
      ...substance.brands_us,
      ...substance.brands_uk,
      ...substance.synonyms,
    ]) {
      const norm = normalizeName(name);
      if (norm.length < 4 || EVERYDAY_NAMES.has(norm) || exact.has(norm)) continue;
      if (norm.split(' ').length > MAX_WORDS_IN_NAME) continue;
      exact.set(norm, substance.id);
    }
  }
  const table = { exact };
  tables.set(index, table);
  return table;
}

/** The substance ids a text names, in the order they first appear (longest names first). */
export function substancesNamed(index: KnowledgeIndex, text: string): string[] {
  const { exact } = nameTable(index);
  const words = normalizeName(text).split(' ').filter(Boolean);
  const taken = words.map(() => false);
  const found: { id: string; at: number }[] = [];
  for (let length = Math.min(MAX_WORDS_IN_NAME, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const id = exact.get(words.slice(start, start + length).join(' '));
      if (!id) continue;
      for (let k = start; k < start + length; k++) taken[k] = true;
      found.push({ id, at: start });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((item) => item.id)
    .filter((id) => !seen.has(id) && Boolean(seen.add(id)));
}

/** Whether a thread is about treatments: its topic, a named substance, or treatment words. */
export function isTreatmentText(index: KnowledgeIndex, text: string, topicSlug: string): boolean {
  if (topicSlug === 'medicines-and-supplements') return true;
  return TREATMENT_WORDS.test(text) || substancesNamed(index, text).length > 0;
}

/** The interactions between substances a post names, most severe first, each with its source. */
export function annotationsFor(index: KnowledgeIndex, text: string): PostAnnotation[] {
  const ids = substancesNamed(index, text).slice(0, 10);
  if (ids.length < 2) return [];
  const annotations: PostAnnotation[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const a = index.ref(ids[i]!);
      const b = index.ref(ids[j]!);
      const [strongest] = [...index.pairInteractions(a.id, b.id)].sort(
        (x, y) => SEVERITY_ORDER[x.record.severity] - SEVERITY_ORDER[y.record.severity],
      );
      if (!strongest) continue;
      const source = strongest.sources[0] ?? strongest.record.sources[0];
      if (!source) continue;
      const severity = strongest.record.severity;
      annotations.push({
        text: `Wellnest's checker: ${a.name} and ${b.name} have a ${severity} interaction (${source.title}).`,
        substances: [
          { id: a.id, name: a.name },
          { id: b.id, name: b.name },
        ],
        severity,
        source: { title: source.title, url: source.url ?? null },
      });
    }
  }
  return annotations
    .sort((x, y) => SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity])
    .slice(0, MAX_ANNOTATIONS);
}
