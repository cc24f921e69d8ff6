/**
 * The kinds of substance a check names (medicine, supplement, herb, food, essential oil) and how
 * each is labelled. Without zod, apart from the interactions contract, so a page that only labels
 * them (the medicine cabinet's list) does not load the contract's schemas with its first screen.
 */
export const SUBSTANCE_KINDS = ['drug', 'supplement', 'herb', 'food', 'essential_oil'] as const;
export type SubstanceKind = (typeof SUBSTANCE_KINDS)[number];
export const SUBSTANCE_KIND_LABELS: Record<SubstanceKind, string> = {
  drug: 'Medicine',
  supplement: 'Supplement',
  herb: 'Herb',
  food: 'Food or drink',
  essential_oil: 'Essential oil',
};
