/**
 * The small words of sentences in the languages we read (articles, pronouns, conjunctions, verbs
 * of being, prepositions a test's name rarely holds). A test's name holds two at most ('Glucose in
 * urine', 'Colesterol de las lipoproteínas'); a line of a letter holds several. One list serves
 * both questions: is this name a sentence (marker-names.ts), is this line prose (prose-results.ts).
 */
const SENTENCE_WORD =
  /(?<!\p{L})(?:the|an|in|of|is|are|was|were|be|with|and|or|to|for|below|above|this|that|may|increases?|her|his|their|our|your|which|has|had|ist|war|und|mit|bei|beträgt|liegt|der|die|das|est|était|et|avec|les|des|à|es|fue|y|con|los|las|è|era|e|il|della|del|unter|wurde|wurden|sich|nicht|eine[mrn]?|zum|zur|dans|pour|sont|une|una|se|nel|nella|sono|stat[oa])(?!\p{L})/giu;

/**
 * How many sentence words a text holds. In running prose (`asProse`) only as prose sets them, in
 * small letters or capital first: 'BEI' in capitals is an exposure index, not German 'bei'; in a
 * name, in any case ('GLUCOSE IN URINE').
 */
export function sentenceWordCount(text: string, asProse = false): number {
  const found = text.match(SENTENCE_WORD) ?? [];
  if (!asProse) return found.length;
  const lower = (word: string) => word.toLowerCase();
  const titled = (word: string) => lower(word).charAt(0).toUpperCase() + lower(word).slice(1);
  return found.filter((word) => word === lower(word) || word === titled(word)).length;
}
