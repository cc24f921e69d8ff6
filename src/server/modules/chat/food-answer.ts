/**
 * The offline assistant's answer about foods and products for the person asking: the message is
 * read part by part (an ingredient list, 'Nutella', 'almond milk and honey') against the same
 * rules the label analyzer applies (person-rules.ts): allergies, diet restrictions, the diet
 * type and the avoid-list. Each part a rule finds is said with the rule that found it.
 */
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import { foodFindings, type PersonRules } from '#server/knowledge/person-rules/person-rules';
import type { Source } from './chat.types';

export const LABEL_ANALYZER_PATH = '/ingredient-analyzer';
const LIMIT = 8;

export interface ChatPerson {
  rules: PersonRules;
  allergens: AllergenIndex;
}

/** The parts of a message a food could be named in: list items, bracketed parts, 'x and y'. */
function partsOf(message: string): string[] {
  return message
    .split(/[,;:()[\]\n]|\band\b|\bwith\b|\bor\b/i)
    .map((part) =>
      part
        .replace(/\d+(?:[.,]\d+)?\s*%/g, '')
        .replace(/[?!.]+$/g, '')
        .trim(),
    )
    .filter((part) => part.length > 1 && part.length <= 120);
}

/** 'Avoid' and 'Take care' lines for the foods a message names; null when no rule finds any. */
export function foodAnswer(
  message: string,
  person: ChatPerson | undefined,
): { part: string; sources: Source[]; avoid: boolean } | null {
  if (!person || (person.rules.food.length === 0 && person.rules.avoid.length === 0)) return null;
  const lines: string[] = [];
  const said = new Set<string>();
  const sources: Source[] = [];
  let avoid = false;
  for (const part of partsOf(message)) {
    for (const finding of foodFindings(person.rules, person.allergens, { names: [part] })) {
      const key = `${finding.rule}|${part.toLowerCase()}`;
      if (said.has(key)) continue;
      said.add(key);
      if (finding.level === 'avoid') avoid = true;
      lines.push(`${finding.level === 'avoid' ? 'Avoid' : 'Take care'}: ${part}. ${finding.text}`);
      for (const source of finding.sources)
        if (source.url) sources.push({ title: source.title, url: source.url });
    }
  }
  if (lines.length === 0) return null;
  const shown = lines.slice(0, LIMIT).map((line) => `- ${line}`);
  return {
    part: [
      `From your profile, about the foods in your message:\n${shown.join('\n')}`,
      `For every ingredient of a label, paste it into the Ingredient Analyzer: ${LABEL_ANALYZER_PATH}`,
    ].join('\n\n'),
    sources,
    avoid,
  };
}
