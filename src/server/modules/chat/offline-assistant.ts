/**
 * The offline assistant: the embedded default when no AI provider is configured. It
 * answers only from Wellnest's own sourced knowledge base and the user's health context, says
 * plainly what it does not know, and cites every fact it used. It never invents.
 */
import type { ChatMode } from '#shared/contracts/chat.contract';
import {
  SEVERITY_MEANINGS,
  SUBSTANCE_KIND_LABELS,
  interactionSides,
  type CheckResponse,
} from '#shared/contracts/interactions.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Substance } from '#server/knowledge/knowledge.schema';
import { normalizeName } from '#server/knowledge/normalize-name';
import { allNamesOf } from '#server/knowledge/validate-knowledge';
import { checkInteractions, readProfileFacts } from '#server/modules/interactions/index';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { foodAnswer, type ChatPerson } from './food-answer';
import { biomarkerAnswer, findBiomarkers, OWN_RESULTS_NOTE } from './lab-answer';
import type { OfflineAnswer, ProfileContext, Source } from './chat.types';
import type { InteractionDetail } from '#shared/domain/plan-access';
import { PLAN_DISPLAY_NAMES, PAID_PLAN_ID } from '#shared/domain/plans';

const LABEL =
  "Offline assistant (no AI model is connected): I answer from Wellnest's own sourced knowledge base.";
const ANALYZER_PATH = '/interaction-analyzer';
/** The checker's note for a plan without the full database, in the chat's words. */
const BASIC_DETAIL_NOTE = `How each interaction happens (the mechanism) and how strong the evidence is are part of ${PLAN_DISPLAY_NAMES[PAID_PLAN_ID]}. The safety information here is the same on every plan.`;
const LIST_LIMIT = 8;

const MEDLINEPLUS: Source = {
  title: 'MedlinePlus (U.S. National Library of Medicine)',
  url: 'https://medlineplus.gov/',
};
const MEDLINEPLUS_LABS: Source = {
  title: 'MedlinePlus lab tests',
  url: 'https://medlineplus.gov/lab-tests/',
};
const NCCIH_HERBS: Source = {
  title: 'Herbs at a Glance (NCCIH)',
  url: 'https://www.nccih.nih.gov/health/herbsataglance',
};

/** Knowledge-base names that are also everyday words ("same" is SAMe, "rocket" is arugula): never matched alone. */
const EVERYDAY_NAMES = new Set([
  'same',
  'align',
  'dates',
  'bang',
  'shots',
  'sake',
  'rocket',
  'celsius',
  'heather',
  'melissa',
  'kira',
  'portia',
  'camila',
  'spirits',
  'soma',
]);
/** A name that is an everyday word only when the next word says so ("liver disease" is not the food). */
const NOT_WHEN_FOLLOWED_BY: Record<string, RegExp> = {
  liver: /^(disease|problems?|damage|function|failure|enzymes?|tests?|cancer|condition)$/,
  drinking: /^water$/,
};
/** Question words long enough to be near a misspelled medicine name; never read as a typo. */
const QUESTION_WORDS = new Set(
  (
    'medicine medicines medication medications supplement supplements interact interacts interaction ' +
    'interactions together between should taking another something anything pharmacist prescribed ' +
    'stomach children pregnant effects serious warning warnings allergic allergy problem problems ' +
    'because morning evening bedtime breakfast results vitamins minerals healthy exercise pressure'
  ).split(' '),
);
const FUZZY_MIN_LENGTH = 7;

const MY_MEDICINES =
  /\b(my|our) (current |daily |regular |other |usual |prescribed )?(medicines?|medications?|meds|pills|prescriptions?|tablets|drugs|supplements)\b|\bwhat i(m| am)? (take|taking)\b|\b(medicines?|medications?|meds) i (take|am taking|m taking)\b/;
const TIMING =
  /\bwhen (should|do|can|to|is the best time to) (i )?take\b|\bwhat time\b|\btime of day\b|\b(how (far|long|many hours)|hours) apart\b|\bhow long (between|after|before|should i wait)\b|\bwait between\b|\bspac(e|ing)\b|\bseparate\b|\bmorning or (night|evening)\b|\bempty stomach\b|\bbefore or after (food|meals?|eating|breakfast)\b|\bwith (or without )?food\b/;
const LAB =
  /\b(hba1c|a1c|tsh|ldl|hdl|triglycerides?|lipid (panel|profile)|blood (tests?|work|results?)|lab (tests?|results?|work|values?|reports?)|biomarkers?|ferritin|creatinine|egfr|psa|reference ranges?|normal ranges?)\b|\b(cholesterol|glucose|blood sugar|vitamin d|iron|b12|thyroid|potassium|sodium) (levels?|numbers?|results?|readings?|ranges?|values?|tests?)\b|\b(levels?|numbers?) of (cholesterol|glucose|blood sugar)\b/;
const INTERACTION_WORDS = /\b(interact\w*|mix\w*|combin\w*|together|safe|ok|okay|alongside)\b/;

interface NameTable {
  exact: Map<string, { substanceId: string; name: string }>;
  maxWords: number;
}

const tables = new WeakMap<KnowledgeIndex, NameTable>();

function nameTable(index: KnowledgeIndex): NameTable {
  const known = tables.get(index);
  if (known) return known;
  const exact: NameTable['exact'] = new Map();
  let maxWords = 1;
  for (const substance of index.substances.values()) {
    const misspellings = new Set(substance.misspellings);
    for (const name of allNamesOf(substance)) {
      const norm = normalizeName(name);
      if (norm.length < 3 || exact.has(norm)) continue;
      // A misspelling is answered under the right name, not repeated back.
      exact.set(norm, {
        substanceId: substance.id,
        name: misspellings.has(name) ? substance.name : name,
      });
      maxWords = Math.max(maxWords, norm.split(' ').length);
    }
  }
  const table = { exact, maxWords };
  tables.set(index, table);
  return table;
}

interface Named {
  substanceId: string;
  /** The name the user used, as authored in the knowledge base (a brand, a synonym...). */
  said: string;
  position: number;
}

function accepted(phrase: string, next: string | undefined): boolean {
  if (EVERYDAY_NAMES.has(phrase)) return false;
  const cancel = NOT_WHEN_FOLLOWED_BY[phrase];
  return !(cancel && next !== undefined && cancel.test(next));
}

/** The substances a message names: exact word runs, longest first, then single one-typo words. */
function findNamed(words: string[], index: KnowledgeIndex): Named[] {
  const table = nameTable(index);
  const taken = words.map(() => false);
  const found: Named[] = [];
  for (let length = Math.min(table.maxWords, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const phrase = words.slice(start, start + length).join(' ');
      const entry = table.exact.get(phrase);
      if (!entry || !accepted(phrase, words[start + length])) continue;
      for (let k = start; k < start + length; k++) taken[k] = true;
      found.push({ substanceId: entry.substanceId, said: entry.name, position: start });
    }
  }
  words.forEach((word, position) => {
    if (taken[position] || word.length < FUZZY_MIN_LENGTH || QUESTION_WORDS.has(word)) return;
    // A typo is read by the checker's own rules (name-resolver.ts: not an everyday word, the same
    // first sound, no near miss of another kind or class). Foods are everyday words ("oranges" is
    // one letter from "ranges"), so only their exact names count.
    const resolution = index.resolve(word);
    if (!resolution || index.ref(resolution.substanceId).kind === 'food') return;
    found.push({
      substanceId: resolution.substanceId,
      said: index.ref(resolution.substanceId).name,
      position,
    });
  });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.position - b.position)
    .filter((named) => !seen.has(named.substanceId) && Boolean(seen.add(named.substanceId)));
}

class SourceList {
  private readonly byUrl = new Map<string, Source>();
  add(sources: readonly Source[]): void {
    for (const source of sources)
      if (!this.byUrl.has(source.url))
        this.byUrl.set(source.url, { title: source.title, url: source.url });
  }
  all(): Source[] {
    return [...this.byUrl.values()];
  }
}

const bullets = (items: readonly string[]) =>
  items
    .slice(0, LIST_LIMIT)
    .map((item) => `- ${item}`)
    .join('\n');

const joinAnd = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;

const kindWord = (substance: Substance) => SUBSTANCE_KIND_LABELS[substance.kind].toLowerCase();

function displayName(index: KnowledgeIndex, named: Named): string {
  const name = index.ref(named.substanceId).name;
  return normalizeName(named.said) === normalizeName(name) ? name : `${named.said} (${name})`;
}

const OFFER = [
  'What I can do offline:',
  bullets([
    'check whether medicines, supplements, foods or essential oils interact (for example "Can I take ibuprofen with warfarin?")',
    'explain a medicine, supplement, herb or essential oil: what it is, its side effects and warnings',
    'tell you when to take something and how far apart to keep two items',
  ]),
].join('\n');

function labAnswer(sources: SourceList): string[] {
  sources.add([MEDLINEPLUS_LABS]);
  return [
    "I don't have that marker in my offline knowledge: I couldn't tell which lab test you mean. Name it (for example HbA1c, TSH, LDL cholesterol, ferritin or eGFR) and I'll explain what it measures and its typical range.",
    `MedlinePlus explains what each lab test measures and what results can mean: ${MEDLINEPLUS_LABS.url}. The clinician who ordered your test is the right person to interpret your own results.`,
    OFFER,
  ];
}

function unknownAnswer(sources: SourceList, hasMedicines: boolean): string[] {
  sources.add([MEDLINEPLUS, NCCIH_HERBS]);
  return [
    "I don't have that in my offline knowledge base, and I won't guess.",
    `For general health information, MedlinePlus is a reliable place to start: ${MEDLINEPLUS.url}. For herbs and supplements, see NCCIH's Herbs at a Glance: ${NCCIH_HERBS.url}. For anything about your own health, ask your doctor or pharmacist.`,
    hasMedicines
      ? `${OFFER}\n- check the medicines in your profile against each other (ask "Do my medicines interact?")`
      : OFFER,
  ];
}

function profileCautions(
  index: KnowledgeIndex,
  substance: Substance,
  context: ProfileContext | null,
  sources: SourceList,
): string[] {
  if (!context) return [];
  const facts = readProfileFacts({
    personal_info: { age: context.age },
    medical_history: { healthConditions: context.conditions, allergies: context.allergies },
    conditions: {},
  });
  const { cautions } = checkInteractions(index, [substance.name], {
    detail: 'basic',
    profile: facts,
  });
  if (cautions.length === 0) return [];
  for (const caution of cautions) sources.add(caution.sources);
  return [
    `From your profile:\n${bullets(
      cautions.map(
        (caution) =>
          `${SEVERITY_MEANINGS[caution.severity].label} caution, because your profile mentions "${caution.because}": ${caution.message}`,
      ),
    )}`,
  ];
}

function timingOf(index: KnowledgeIndex, substance: Substance): Substance['timing'] {
  if (substance.timing) return substance.timing;
  for (const id of index.activeIds(substance.id)) {
    const timing = index.substances.get(id)?.timing;
    if (timing) return timing;
  }
  return undefined;
}

function substanceAnswer(
  index: KnowledgeIndex,
  named: Named,
  context: ProfileContext | null,
  sources: SourceList,
): string[] {
  const substance = index.substances.get(named.substanceId)!;
  sources.add(substance.sources);
  const name = index.ref(substance.id).name;
  const intro =
    normalizeName(named.said) === normalizeName(name)
      ? `${name} (${kindWord(substance)}): ${substance.summary}`
      : `${named.said} is a name for ${name} (${kindWord(substance)}). ${substance.summary}`;
  const parts = [intro];
  if (substance.ingredients.length > 0)
    parts.push(`It contains: ${substance.ingredients.map((id) => index.ref(id).name).join(', ')}.`);
  if (substance.side_effects.length > 0)
    parts.push(`Common side effects:\n${bullets(substance.side_effects)}`);
  if (substance.serious_side_effects.length > 0)
    parts.push(
      `Serious side effects (get medical help):\n${bullets(substance.serious_side_effects)}`,
    );
  if (substance.warnings.length > 0) parts.push(`Warnings:\n${bullets(substance.warnings)}`);
  const timing = timingOf(index, substance);
  if (timing) parts.push(`When to take it: ${timing.note}`);
  parts.push(...profileCautions(index, substance, context, sources));
  return parts;
}

function pairLabel(
  check: CheckResponse,
  interaction: CheckResponse['interactions'][number],
): string {
  const sides = interactionSides(check.items, interaction);
  return sides ? `${sides[0].name} and ${sides[1].name}` : 'These two';
}

function interactionAnswer(
  index: KnowledgeIndex,
  queries: string[],
  detail: InteractionDetail,
  sources: SourceList,
): string[] {
  const check = checkInteractions(index, queries, { detail, profile: null });
  const resolved = check.items.filter((item) => item.resolved);
  const labels = resolved.map((item) =>
    normalizeName(item.query) === normalizeName(item.resolved!.name)
      ? item.resolved!.name
      : `${item.query} (${item.resolved!.name})`,
  );
  const parts = [`I checked ${joinAnd(labels)} against our knowledge base.`];
  for (const result of check.interactions) {
    sources.add(result.sources);
    const meaning = SEVERITY_MEANINGS[result.severity];
    const lines = [
      `${pairLabel(check, result)}: ${meaning.label} interaction. ${meaning.meaning}`,
      `What happens: ${result.summary}`,
      ...(result.mechanism ? [`Why: ${result.mechanism}`] : []),
      `What to do: ${result.management}`,
      ...(result.separate_hours !== null
        ? [`Spacing: keep them at least ${result.separate_hours} hours apart.`]
        : []),
    ];
    parts.push(lines.join('\n'));
  }
  if (detail === 'basic' && check.interactions.length > 0) parts.push(BASIC_DETAIL_NOTE);
  if (check.duplicates.length > 0)
    parts.push(`Duplicates:\n${bullets(check.duplicates.map((duplicate) => duplicate.message))}`);
  if (check.interactions.length === 0 && resolved.length >= 2) {
    for (const item of resolved)
      sources.add(index.substances.get(item.resolved!.id)?.sources ?? []);
    parts.push(
      'I found no interaction between these in our knowledge base. That is not a guarantee that they are safe together; ask your pharmacist.',
    );
  } else if (resolved.length > 2 && check.interactions.length > 0) {
    parts.push(
      'No other combination in this list has an interaction in our knowledge base. That is not a guarantee; ask your pharmacist.',
    );
  }
  const unknown = check.items.filter((item) => !item.resolved);
  if (unknown.length > 0)
    parts.push(
      `I could not find these in our knowledge base, so they were not checked:\n${bullets(
        unknown.map((item) => withDidYouMean(item.query, item.suggestions)),
      )}`,
    );
  parts.push(
    `For a full check of everything you take, use the Interaction Analyzer: ${ANALYZER_PATH}`,
  );
  return parts;
}

/** 'Sortis (did you mean Atorvastatin?)': an unresolved name, with the closest names we know. */
function withDidYouMean(query: string, suggestions: readonly { name: string }[]): string {
  if (suggestions.length === 0) return query;
  const names = suggestions.map((suggestion) => suggestion.name);
  return `${query} (did you mean ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)!}?)`;
}

function timingAnswer(index: KnowledgeIndex, named: Named[], sources: SourceList): string[] {
  const parts: string[] = [];
  const advice = named.map((item) => {
    const substance = index.substances.get(item.substanceId)!;
    const timing = timingOf(index, substance);
    if (!timing)
      return `${displayName(index, item)}: our knowledge base has no timing advice for it; follow the label or ask your pharmacist.`;
    sources.add(substance.sources);
    return `${displayName(index, item)}: ${timing.note}`;
  });
  parts.push(`When to take it:\n${bullets(advice)}`);
  if (named.length >= 2) {
    const check = checkInteractions(
      index,
      named.map((item) => index.ref(item.substanceId).name),
      { detail: 'basic', profile: null },
    );
    const spaced = check.interactions.filter((result) => result.separate_hours !== null);
    for (const result of spaced) {
      sources.add(result.sources);
      parts.push(
        `Keep ${pairLabel(check, result)} at least ${result.separate_hours} hours apart. ${result.summary} ${result.management}`,
      );
    }
    if (spaced.length === 0)
      parts.push('Our knowledge base has no rule about spacing these apart.');
    const other = check.interactions.filter((result) => result.separate_hours === null);
    if (other.length > 0) {
      for (const result of other) sources.add(result.sources);
      parts.push(
        `Spacing does not solve every interaction:\n${bullets(
          other.map(
            (result) =>
              `${pairLabel(check, result)}: ${SEVERITY_MEANINGS[result.severity].label}. ${result.summary}`,
          ),
        )}\nSee the full check at ${ANALYZER_PATH}.`,
      );
    }
  }
  return parts;
}

/** One of the user's own medicines, when our knowledge base knows it. */
function knownMedicine(index: KnowledgeIndex, medicine: string): Named | undefined {
  const resolution = index.resolve(medicine);
  return resolution
    ? { substanceId: resolution.substanceId, said: resolution.matched, position: 0 }
    : undefined;
}

function withSources(parts: string[], sources: Source[]): string {
  // Every source, not only the first few: the list is the answer's evidence. Markdown links, so
  // the chat shows each title as a link (and does not list the same sources again under it).
  const list =
    sources.length > 0
      ? [
          `Sources:\n${sources.map((source) => `- [${source.title.replace(/[[\]]/g, '')}](${source.url})`).join('\n')}`,
        ]
      : [];
  return [LABEL, ...parts, ...list].join('\n\n');
}

export function answerOffline(input: {
  message: string;
  mode: ChatMode;
  context: ProfileContext | null;
  /** What the user's plan shows of an interaction (interactionDetailFor), as the checker does. */
  detail: InteractionDetail;
  index: KnowledgeIndex;
  /** The biomarker reference (`knowledge.biomarkers`). */
  biomarkers: BiomarkerReference;
  /** The person's rules (allergies, restrictions, diet, avoid-list), for what a food means to them. */
  person?: ChatPerson;
}): OfflineAnswer {
  const { index, context, mode } = input;
  const text = normalizeName(input.message);
  const words = text.split(' ').filter(Boolean);
  const labQuestion = LAB.test(text);
  const named = findNamed(words, index);
  // A lab question about a marker is answered from the biomarker reference ("my iron level" is
  // the blood test, not the supplement); without lab words, a marker is explained only when the
  // message names no substance.
  const reference = input.biomarkers;
  const markers = labQuestion || named.length === 0 ? findBiomarkers(words, reference) : [];
  if (markers.length > 0) {
    const sources = new SourceList();
    const parts = markers.map((marker) =>
      biomarkerAnswer(marker, reference, (list) => sources.add(list)),
    );
    parts.push(OWN_RESULTS_NOTE);
    return { text: withSources(parts, sources.all()), sources: sources.all() };
  }
  const medicines = context?.medications ?? [];
  const sources = new SourceList();
  const asksAboutMine = MY_MEDICINES.test(text);
  // In the medication-safety mode, "Is ashwagandha safe?" means "with what I take".
  const checkMine =
    asksAboutMine ||
    (mode === 'medication_safety' && named.length === 1 && INTERACTION_WORDS.test(text));
  const parts: string[] = [];

  if (asksAboutMine && medicines.length === 0)
    parts.push(
      "I don't know which medicines you take: add them to your medicine cabinet or profile, or name them in your question, and I will check them.",
    );

  const namedQueries = named.map((item) => item.said);
  // A medicine the message also names is checked once, not reported as its own duplicate.
  const namedIds = new Set(named.map((item) => item.substanceId));
  const mine = checkMine
    ? medicines.filter((medicine) => {
        const resolution = index.resolve(medicine);
        return !resolution || !namedIds.has(resolution.substanceId);
      })
    : [];
  const single = named[0] ?? (mine.length === 1 ? knownMedicine(index, mine[0]!) : undefined);

  // The foods and products the message names, against the person's own rules, come first.
  const food = labQuestion ? null : foodAnswer(input.message, input.person);
  if (food) {
    parts.push(food.part);
    sources.add(food.sources);
  }

  if (named.length > 0 && TIMING.test(text)) {
    parts.push(...timingAnswer(index, named, sources));
  } else if (namedQueries.length + mine.length >= 2) {
    parts.push(...interactionAnswer(index, [...namedQueries, ...mine], input.detail, sources));
  } else if (single) {
    parts.push(...substanceAnswer(index, single, context, sources));
  } else if (mine.length === 1) {
    const suggestions = index.search(mine[0]!, 3).map((hit) => index.ref(hit.substanceId));
    parts.push(
      `I could not find "${withDidYouMean(mine[0]!, suggestions)}" in our knowledge base, so I have not checked it.`,
    );
    parts.push(...unknownAnswer(sources, false));
    return { text: withSources(parts, sources.all()), sources: sources.all() };
  } else if (labQuestion) {
    parts.push(...labAnswer(sources));
  } else if (!food) {
    parts.push(...unknownAnswer(sources, medicines.length > 0));
  }
  if (labQuestion && (named.length > 0 || mine.length > 0)) {
    sources.add([MEDLINEPLUS_LABS]);
    parts.push(
      `About test results: name the lab test (for example HbA1c or TSH) and I'll explain it. MedlinePlus explains lab tests (${MEDLINEPLUS_LABS.url}), and your clinician can interpret your own results.`,
    );
  }
  const used = sources.all();
  return { text: withSources(parts, used), sources: used };
}
