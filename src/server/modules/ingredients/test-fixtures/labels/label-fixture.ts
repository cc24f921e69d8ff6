/**
 * Label fixtures for the parser tests: real-style labels written for these tests, each
 * with the ingredients it must read into. An expected ingredient is one line: its name, then what
 * else it carries ('in: <parent>', '<n>%', 'may contain', 'declared', 'e: E102', 'class: colour',
 * 'also: <other names>', 'amount: 500 mg'); anything not written is absent (null, false, none).
 */
import type { LabelKind, ParsedIngredient } from '../../label-parser';

export interface LabelFixture {
  name: string;
  kind: LabelKind;
  text: string;
  expected: string[];
}

/** One parsed ingredient in the fixtures' one-line form. */
export function describeIngredient(item: ParsedIngredient): string {
  const bits = [item.name];
  if (item.parent !== null) bits.push(`in: ${item.parent}`);
  if (item.percent !== null) bits.push(`${item.percent}%`);
  if (item.may_contain) bits.push('may contain');
  if (item.declared) bits.push('declared');
  if (item.e_number !== null) bits.push(`e: ${item.e_number}`);
  if (item.label_class !== null) bits.push(`class: ${item.label_class}`);
  if (item.alternatives.length > 0) bits.push(`also: ${item.alternatives.join(', ')}`);
  if (item.amount !== null) bits.push(`amount: ${item.amount}`);
  return bits.join(' | ');
}
