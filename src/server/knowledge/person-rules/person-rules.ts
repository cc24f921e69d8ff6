/**
 * One picture of the person, read once and applied by every tool: the label analyzer, barcode
 * results, the meal planner, recipes, the food log, oils, remedies, claims and the assistant.
 * `readPersonRules` turns the profile (allergies, diet type, diet restrictions, pregnancy and
 * breastfeeding, conditions, age), the medicine cabinet and the avoid-list into rules;
 * `foodFindings` checks one ingredient, food or product name against them.
 *
 * A food rule's reach is knowledge, not a guess: the allergen and diet-group records' ingredient
 * names (hazelnut, praline, gianduja, nut oil → tree nuts; malt, semolina, couscous → gluten;
 * whey, casein, skimmed milk powder → milk) and the names a restriction adds (food-restrictions.ts).
 * A restriction or allergy we cannot read is kept in `unapplied`, so each tool can say so rather
 * than skip it silently.
 */
import type { AllergenEntry, AllergenIndex } from '#server/knowledge/label-indexes';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { labelWords } from '#server/knowledge/food-labels/label-names';
import { normalizeName } from '#server/knowledge/normalize-name';
import { readProfileFacts, type ProfileFacts } from '#server/modules/interactions/profile-facts';
import {
  CHECKED_DIETS,
  allergenWordsOf,
  restrictionFor,
  type CheckedDiet,
  type RestrictionRule,
  type RuleLevel,
} from './food-restrictions';

/** Where a food rule came from in the profile. */
export type FoodRuleOrigin = 'allergy' | 'restriction' | 'diet type';

interface NamePhrase {
  name: string;
  words: string[];
  level: RuleLevel;
  why?: string;
}

export interface FoodRule {
  /** 'nut-free', 'vegan', 'halal'; 'allergy:<allergen id>' for an allergy. */
  key: string;
  reason: 'allergy' | 'diet';
  /** The profile's own words ('Nut-free', 'allergic to peanuts'). */
  said: string;
  origin: FoodRuleOrigin;
  /** How the rule is named in a warning ('nut-free'); the allergen's name for an allergy. */
  label: string;
  /** What it rules out, for notes ('tree nuts and peanuts'). */
  summary: string;
  /** Records every ingredient name of which it rules out. */
  groups: AllergenEntry[];
  /** Records it asks the person to check (halal: gelatin may be from pork). */
  cautionGroups: { entry: AllergenEntry; why: string }[];
  names: NamePhrase[];
  notNames: string[][];
  /** A diet whose additive statuses apply (E441 gelatin is not vegetarian). */
  diet: CheckedDiet | null;
}

export interface PersonMedicine {
  name: string;
  substanceId: string | null;
  /** The substance itself, or a combination's ingredients; none when unresolved. */
  activeIds: readonly string[];
  /** The closest names we know for an unresolved medicine. */
  suggestions: { id: string; name: string; kind: string }[];
}

export interface PersonRules {
  facts: ProfileFacts;
  age: number | null;
  pregnant: boolean;
  breastfeeding: boolean;
  /** The interaction checker's allergy groups ('fish', 'penicillin'). */
  allergyGroups: string[];
  dietType: string | null;
  /** The restrictions as written (the meal planner also reads diet words such as 'keto'). */
  restrictions: string[];
  food: FoodRule[];
  /** Allergies and restrictions we could not read as a food rule (and that are not to a medicine). */
  unapplied: { text: string; origin: FoodRuleOrigin }[];
  /** Allergies recognised as not to food (penicillin, latex, pollen). */
  notFood: string[];
  medicines: PersonMedicine[];
  avoid: { name: string; id: string | null; words: string[] }[];
}

export interface PersonKnowledge {
  allergens: AllergenIndex;
  interactions: Pick<KnowledgeIndex, 'resolve' | 'activeIds' | 'search' | 'ref'>;
}

/** The profile sections the rules read; any may be missing. */
export interface PersonProfile {
  personal_info?: Record<string, unknown>;
  medical_history?: Record<string, unknown>;
  conditions?: Record<string, unknown>;
  dietary_info?: Record<string, unknown>;
}

export interface PersonInput {
  profile: PersonProfile | null;
  cabinet: readonly { name: string }[];
  avoid: readonly { name: string; id: string | null }[];
}

/** Allergies that are not to a food: recognised, and said not to change what one eats. */
const NOT_FOOD =
  /\bpenicillin|\bamoxicillin|\bsulfa\b|\bsulfonamide|\baspirin\b|\bibuprofen\b|\bnsaids?\b|\bcodeine\b|\bmorphine\b|\blatex\b|\bpollen\b|\bhay ?fever\b|\bdust\b|\bmites?\b|\bcats?\b|\bdogs?\b|\bpet dander\b|\bbees?\b|\bwasps?\b|\binsect\b|\bnickel\b|\bcontrast\b|\bcephalosporin|\bopioid/;
const NONE = /^(?:none|no|n\/?a|nil|no known allerg(?:y|ies)|nka|nkda|-)$/;
/** Restriction words only the meal planner reads (recipe diet tags), not ingredient rules. */
const PLAN_ONLY =
  /\bketo(?:genic)?\b|\blow[- ]carb\b|\bmediterranean\b|\bpaleo\b|\bintermittent\b|\bomnivore\b/;

function texts(...values: unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values)
    if (Array.isArray(value))
      for (const entry of value)
        if (typeof entry === 'string' && entry.trim() !== '') {
          const key = entry.trim().toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(entry.trim());
        }
  return out;
}

const phrase = (name: string) => labelWords(name);

function ruleFrom(
  rule: RestrictionRule,
  said: string,
  origin: FoodRuleOrigin,
  allergens: AllergenIndex,
): FoodRule {
  const byId = (id: string) => allergens.byId(id);
  const groups = rule.groups.map(byId).filter((e): e is AllergenEntry => e !== null);
  if (rule.diet)
    for (const entry of allergens.all())
      if (entry.excluded_by.includes(rule.diet) && !groups.includes(entry)) groups.push(entry);
  return {
    key: rule.id,
    reason: 'diet',
    said,
    origin,
    label: rule.label,
    summary: rule.summary,
    groups,
    cautionGroups: (rule.cautionGroups ?? []).flatMap(({ id, why }) => {
      const entry = byId(id);
      return entry ? [{ entry, why }] : [];
    }),
    names: (rule.names ?? []).map((name) => ({ ...name, words: phrase(name.name) })),
    notNames: (rule.notNames ?? []).map(phrase),
    diet: rule.diet ?? null,
  };
}

function allergenRule(
  entries: AllergenEntry[],
  said: string,
  origin: FoodRuleOrigin,
): FoodRule | null {
  if (entries.length === 0) return null;
  const names = entries.map((entry) => entry.name.toLowerCase());
  const summary = names.join(' and ');
  return {
    key: origin === 'allergy' ? `allergy:${entries[0]!.id}` : `${entries[0]!.id}-free`,
    reason: origin === 'allergy' ? 'allergy' : 'diet',
    said,
    origin,
    label: origin === 'allergy' ? summary : `${summary}-free`,
    summary,
    groups: entries,
    cautionGroups: [],
    names: [],
    notNames: [],
    diet: null,
  };
}

/** 'nuts' and 'nut allergy' name no kind of nut: both tree nuts and peanuts, the safer reading. */
function allergensFor(text: string, allergens: AllergenIndex): AllergenEntry[] {
  const core = normalizeName(text)
    .replace(/\b(?:allergy|allergic|to|intolerance|intolerant|all|free)\b/g, ' ')
    .trim();
  if (/^nuts?$/.test(core))
    return ['tree-nuts', 'peanut'].flatMap((id) => allergens.byId(id) ?? []);
  const entry = allergens.allergyFor(text);
  if (!entry) return [];
  // 'shellfish' means both crustaceans and molluscs in everyday speech.
  if (entry.id === 'crustaceans' && /\bshell ?fish\b|\bseafood\b/.test(core))
    return ['crustaceans', 'molluscs'].flatMap((id) => allergens.byId(id) ?? []);
  return [entry];
}

export function readPersonRules(knowledge: PersonKnowledge, input: PersonInput): PersonRules {
  const profile = input.profile ?? {};
  const facts = readProfileFacts({
    personal_info: profile.personal_info ?? {},
    medical_history: profile.medical_history ?? {},
    conditions: profile.conditions ?? {},
  });
  const dietary = profile.dietary_info ?? {};
  const rawType = dietary.dietType ?? dietary.type;
  const dietType = typeof rawType === 'string' && rawType !== '' ? rawType : null;
  const restrictions = texts(dietary.dietaryRestrictions, dietary.restrictions);
  const { allergens } = knowledge;

  const food: FoodRule[] = [];
  const unapplied: PersonRules['unapplied'] = [];
  const notFood: string[] = [];
  const keys = new Set<string>();
  const add = (rule: FoodRule | null) => {
    if (!rule || keys.has(rule.key)) return;
    keys.add(rule.key);
    food.push(rule);
  };

  for (const allergy of facts.allergies) {
    const key = allergy.text.trim().toLowerCase();
    if (NONE.test(key)) continue;
    const entries = allergensFor(allergenWordsOf(allergy.text) ?? allergy.text, allergens);
    if (entries.length > 0) add(allergenRule(entries, allergy.text, 'allergy'));
    else if (NOT_FOOD.test(key) || allergy.groups.length > 0) notFood.push(allergy.text);
    else unapplied.push({ text: allergy.text, origin: 'allergy' });
  }
  for (const text of restrictions) {
    const key = text.toLowerCase();
    if (NONE.test(key)) continue;
    const known = restrictionFor(text);
    if (known) {
      add(ruleFrom(known, text, 'restriction', allergens));
      continue;
    }
    const entries = allergensFor(allergenWordsOf(text) ?? text, allergens);
    if (entries.length > 0) add(allergenRule(entries, text, 'restriction'));
    else if (!PLAN_ONLY.test(key)) unapplied.push({ text, origin: 'restriction' });
  }
  if (dietType && (CHECKED_DIETS as readonly string[]).includes(dietType)) {
    const known = restrictionFor(dietType);
    if (known) add(ruleFrom(known, dietType, 'diet type', allergens));
  }
  // A vegan's rule covers the vegetarian's and the pescatarian's: warn once, in the stricter words.
  const diets = new Set(food.flatMap((rule) => (rule.diet ? [rule.diet] : [])));
  const covered = (diet: CheckedDiet) =>
    diets.has('vegan') ? diet !== 'vegan' : diet === 'pescatarian' && diets.has('vegetarian');
  const kept = food.filter((rule) => !rule.diet || !covered(rule.diet));

  const { interactions } = knowledge;
  const medicines: PersonMedicine[] = input.cabinet.map((entry) => {
    const substanceId = interactions.resolve(entry.name)?.substanceId ?? null;
    return {
      name: entry.name,
      substanceId,
      activeIds: substanceId ? interactions.activeIds(substanceId) : [],
      suggestions: substanceId
        ? []
        : interactions.search(entry.name, 3).map((hit) => interactions.ref(hit.substanceId)),
    };
  });

  return {
    facts,
    age: facts.age,
    pregnant: facts.conditions.has('pregnancy'),
    breastfeeding: facts.conditions.has('breastfeeding'),
    allergyGroups: [...new Set(facts.allergies.flatMap((allergy) => allergy.groups))],
    dietType,
    restrictions,
    food: kept,
    unapplied,
    notFood,
    medicines,
    avoid: input.avoid.map((item) => ({
      name: item.name,
      id: item.id,
      words: normalizeName(item.name).split(' ').filter(Boolean),
    })),
  };
}

/** The rules of a profile alone (no cabinet, no avoid-list): for plans and checks run offline. */
export function rulesOfProfile(knowledge: PersonKnowledge, profile: PersonProfile): PersonRules {
  return readPersonRules(knowledge, { profile, cabinet: [], avoid: [] });
}

// ── Checking one ingredient, food or product name ───────────────────────────────────────────

export interface FoodFinding {
  reason: 'allergy' | 'diet' | 'avoid_list';
  level: RuleLevel;
  text: string;
  sources: { title: string; url: string | null }[];
  /** The rule's key ('nut-free', 'allergy:peanut'); 'avoid-list' for the avoid-list. */
  rule: string;
}

export interface FoodItem {
  /** The ingredient's names (the label's name first). */
  names: readonly string[];
  /** Knowledge ids it was recognised as (an avoid-list entry may hold one). */
  ids?: readonly string[];
  /** A 'may contain' statement. */
  mayContain?: boolean;
  /** The allergen records it contains, when the caller already matched them. */
  contained?: readonly AllergenEntry[];
}

function occurrences(text: readonly string[], words: readonly string[]): number[] {
  const found: number[] = [];
  if (words.length === 0) return found;
  for (let start = 0; start + words.length <= text.length; start++)
    if (words.every((word, offset) => text[start + offset] === word)) found.push(start);
  return found;
}

/** Whether `words` occur in `text` outside every one of `notNames`. */
function containsOutside(
  text: readonly string[],
  words: readonly string[],
  notNames: readonly string[][],
): boolean {
  const masked = new Set<number>();
  for (const notName of notNames)
    for (const start of occurrences(text, notName))
      for (let i = start; i < start + notName.length; i++) masked.add(i);
  return occurrences(text, words).some((start) =>
    words.some((_, offset) => !masked.has(start + offset)),
  );
}

const quote = (text: string) => `\u201c${text}\u201d`;
const cite = (entry: AllergenEntry) =>
  entry.sources.map((source) => ({ title: source.title, url: source.url }));

function because(rule: FoodRule): string {
  if (rule.origin === 'diet type') return `your diet is ${rule.said}`;
  return `your restriction ${quote(rule.said)}`;
}

/**
 * What one ingredient, food or product means under the person's food rules and avoid-list: each
 * finding 'avoid' or 'caution', with the rule named. A record warned about once (an allergy to
 * milk and a dairy-free restriction) is warned about once, by the first rule.
 */
export function foodFindings(
  rules: PersonRules,
  allergens: AllergenIndex,
  item: FoodItem,
): FoodFinding[] {
  const mayContain = item.mayContain ?? false;
  const contained = item.contained ?? [
    ...new Map(item.names.flatMap((name) => allergens.match(name)).map((e) => [e.id, e])).values(),
  ];
  const containedIds = new Set(contained.map((entry) => entry.id));
  const wordLists = item.names.map(phrase);
  const out: FoodFinding[] = [];
  const warned = new Set<string>();
  for (const rule of rules.food) {
    // A diet is about what a food is, not about traces of it.
    if (mayContain && rule.diet) continue;
    // One finding per rule and ingredient: 'gelatine (beef)' is not vegan once, not twice.
    for (const entry of rule.groups) {
      if (!containedIds.has(entry.id) || warned.has(entry.id)) continue;
      for (const other of rule.groups) if (containedIds.has(other.id)) warned.add(other.id);
      const name = entry.name.toLowerCase();
      let text: string;
      if (rule.reason === 'allergy')
        text = mayContain
          ? `May contain ${name}, and your profile lists an allergy to ${rule.said}.`
          : `Contains ${name}: your profile lists an allergy to ${rule.said}.`;
      else if (rule.diet && rule.origin === 'diet type')
        text = `Not ${rule.diet}: it is or contains ${name}.`;
      else
        text = mayContain
          ? `May contain ${name}, which ${because(rule)} rules out.`
          : `Contains ${name}: not ${rule.label} (${because(rule)}).`;
      out.push({
        reason: rule.reason,
        // A trace is a caution for a restriction, never for an allergy.
        level: mayContain && rule.reason !== 'allergy' ? 'caution' : 'avoid',
        text,
        sources: cite(entry),
        rule: rule.key,
      });
      break;
    }
    if (mayContain) continue;
    for (const { entry, why } of rule.cautionGroups) {
      if (!containedIds.has(entry.id) || warned.has(entry.id)) continue;
      warned.add(entry.id);
      out.push({
        reason: rule.reason,
        level: 'caution',
        text: `Check the source: it contains ${entry.name.toLowerCase()}, and ${why} (${because(rule)}).`,
        sources: cite(entry),
        rule: rule.key,
      });
    }
    for (const name of rule.names) {
      if (!wordLists.some((words) => containsOutside(words, name.words, rule.notNames))) continue;
      const key = `${rule.key}|${name.name}`;
      if (warned.has(key)) continue;
      warned.add(key);
      out.push({
        reason: rule.reason,
        level: name.level,
        text:
          name.level === 'avoid'
            ? `Contains ${name.name}: not ${rule.label} (${because(rule)}).`
            : `Contains ${name.name}${name.why ? `, ${name.why}` : ''}: take care on a ${rule.label} diet (${because(rule)}).`,
        sources: [],
        rule: rule.key,
      });
      break;
    }
  }
  // ── The avoid-list ──
  const ids = new Set(item.ids ?? []);
  const nameWords =
    rules.avoid.length > 0
      ? item.names.map((name) => normalizeName(name).split(' ').filter(Boolean))
      : [];
  for (const entry of rules.avoid) {
    const byId = entry.id !== null && ids.has(entry.id);
    const byName = !byId && nameWords.some((words) => occurrences(words, entry.words).length > 0);
    if (!byId && !byName) continue;
    out.push({
      reason: 'avoid_list',
      level: 'avoid',
      text: mayContain
        ? `May contain ${entry.name}, which is on your avoid-list.`
        : `${entry.name} is on your avoid-list.`,
      sources: [],
      rule: 'avoid-list',
    });
  }
  return out;
}

/** A rule in a sentence, for notes: '“Nut-free” → no tree nuts and peanuts'. */
export function describeRule(rule: FoodRule): string {
  return `${quote(rule.said)} \u2192 no ${rule.summary}`;
}
