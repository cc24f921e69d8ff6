/**
 * The allergen lexicon (ADR 076), tested from the lexicon itself rather than case by case: for
 * every EU allergen and every language, each word is recognised on a label, each word of a
 * compounding language is recognised inside a compound, each exception is not an alarm, no word
 * raises another allergen (wheat and gluten go together), every wheat word is gluten too, and each
 * language cites the regulation's text in that language.
 */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { COMPOUNDING_LANGUAGES, LEXICON_LANGUAGES, type LexiconLanguage } from './allergen.schema';
import { MIN_COMPOUND_LENGTH, allNotNames, buildAllergenIndex } from './allergen-index';
import { allergensKind } from './allergens.kind';
import { foldAllergenText } from './label-names';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [allergensKind]);
const allergens = files.records(allergensKind);
const index = buildAllergenIndex(allergens);
const eu = allergens.filter((a) => a.type === 'major_allergen' && a.regions.includes('EU'));
const majors = (text: string) =>
  index
    .match(text)
    .filter((entry) => entry.type === 'major_allergen')
    .map((entry) => entry.id);

/** Word pairs that are one thing: a wheat word is a cereal containing gluten. */
const TOGETHER = new Set(['gluten|wheat', 'wheat|gluten']);

/** A prefix and a suffix a pack in each compounding language puts around an ingredient word. */
const AFFIXES: Partial<Record<LexiconLanguage, [string, string]>> = {
  de: ['Bio', 'pulver'],
  gsw: ['Bio', 'pulver'],
  nl: ['bio', 'poeder'],
  da: ['øko', 'pulver'],
  sv: ['eko', 'pulver'],
  no: ['øko', 'pulver'],
  fi: ['luomu', 'jauhe'],
  et: ['mahe', 'pulber'],
  hu: ['bio', 'por'],
};

const cases = eu.flatMap((allergen) =>
  allergen.languages.map((lexicon) => ({
    allergen,
    lexicon,
    label: `${allergen.id} (${lexicon.lang})`,
  })),
);

describe('the allergen lexicon', () => {
  it('names every EU allergen in every language, citing that language’s law', () => {
    expect(files.problems).toEqual([]);
    expect(eu.map((a) => a.id).sort()).toEqual([
      'celery',
      'crustaceans',
      'egg',
      'fish',
      'gluten',
      'lupin',
      'milk',
      'molluscs',
      'mustard',
      'peanut',
      'sesame',
      'soy',
      'sulphites',
      'tree-nuts',
      'wheat',
    ]);
    for (const allergen of eu) {
      expect(allergen.languages.map((l) => l.lang).sort()).toEqual([...LEXICON_LANGUAGES].sort());
      for (const lexicon of allergen.languages) {
        const host = new URL(lexicon.source.url).host;
        if (['no', 'gsw', 'tr'].includes(lexicon.lang))
          expect(['lovdata.no', 'www.fedlex.admin.ch', 'www.resmigazete.gov.tr']).toContain(host);
        else {
          expect(host).toBe('eur-lex.europa.eu');
          expect(lexicon.source.url).toContain(`/${lexicon.lang.toUpperCase()}/`);
          expect(lexicon.source.url).toContain('32011R1169');
        }
      }
    }
  });

  it.each(cases)('$label: every word is that allergen and no other', ({ allergen, lexicon }) => {
    for (const name of [...lexicon.names, ...lexicon.whole_words]) {
      const found = majors(`${name} (12%)`);
      expect(found, name).toContain(allergen.id);
      const others = found.filter(
        (id) => id !== allergen.id && !TOGETHER.has(`${allergen.id}|${id}`),
      );
      expect(others, name).toEqual([]);
    }
  });

  it.each(cases.filter(({ lexicon }) => COMPOUNDING_LANGUAGES.includes(lexicon.lang)))(
    '$label: a compound holding a word is that allergen',
    ({ allergen, lexicon }) => {
      const [prefix, suffix] = AFFIXES[lexicon.lang]!;
      const exceptions = allNotNames(allergen).map((text) => foldAllergenText(text));
      let tried = 0;
      for (const name of lexicon.names) {
        const folded = foldAllergenText(name);
        if (folded.includes(' ') || folded.length < MIN_COMPOUND_LENGTH) continue;
        const compound = `${prefix}${name.toLowerCase()}${suffix}`;
        // A compound that happens to spell an exception is the exception's business.
        if (exceptions.some((e) => foldAllergenText(compound).includes(e))) continue;
        tried++;
        expect(majors(compound), compound).toContain(allergen.id);
      }
      expect(tried).toBeGreaterThan(0);
    },
  );

  it.each(cases.filter(({ lexicon }) => lexicon.not_names.length > 0))(
    '$label: an exception is no alarm for it',
    ({ allergen, lexicon }) => {
      for (const notName of lexicon.not_names)
        expect(majors(notName), notName).not.toContain(allergen.id);
    },
  );

  it('links gluten to wheat, rye, barley, oats, spelt and khorasan (kamut) in every language', () => {
    const wheat = eu.find((a) => a.id === 'wheat')!;
    for (const lexicon of wheat.languages)
      for (const name of lexicon.names) expect(majors(name), name).toContain('gluten');
    // The gluten cereals by language (each language's own word for them).
    const cereals: Record<string, string[]> = {
      de: ['Weizen', 'Roggen', 'Gerste', 'Hafer', 'Dinkel', 'Kamut'],
      fr: ['blé', 'seigle', 'orge', 'avoine', 'épeautre', 'kamut'],
      es: ['trigo', 'centeno', 'cebada', 'avena', 'espelta', 'kamut'],
      it: ['frumento', 'segale', 'orzo', 'avena', 'farro', 'kamut'],
      nl: ['tarwe', 'rogge', 'gerst', 'haver', 'spelt', 'kamut'],
      pl: ['pszenica', 'żyto', 'jęczmień', 'owies', 'orkisz', 'kamut'],
      sv: ['vete', 'råg', 'korn', 'havre', 'dinkel', 'kamutvete'],
      tr: ['buğday', 'çavdar', 'arpa', 'yulaf', 'spelt', 'kamut'],
      fi: ['vehnä', 'ruis', 'ohra', 'kaura', 'speltti', 'kamut'],
      el: ['σιτάρι', 'σίκαλη', 'κριθάρι', 'βρώμη', 'όλυρα', 'καμούτ'],
      bg: ['пшеница', 'ръж', 'ечемик', 'овес', 'спелта', 'камут'],
    };
    for (const words of Object.values(cereals))
      for (const word of words) expect(majors(word), word).toContain('gluten');
  });

  it('reads the examples of the issue: German compounds and plurals, and the look-alikes', () => {
    expect(majors('Vollmilchpulver')).toEqual(['milk']);
    expect(majors('Erdnüsse')).toEqual(['peanut']);
    expect(majors('Erdnuesse')).toEqual(['peanut']);
    expect(majors('Hühnereiweiß')).toEqual(['egg']);
    expect(majors('Huehnereiweiss')).toEqual(['egg']);
    expect(majors('Haselnüsse')).toEqual(['tree-nuts']);
    expect(majors('Weizenmehl')).toEqual(['gluten', 'wheat']);
    expect(majors('Erdnussöl')).toEqual(['peanut']);
    expect(majors('melkpoeder')).toEqual(['milk']);
    expect(majors('hvedemel')).toEqual(['gluten', 'wheat']);
    expect(majors('vetemjöl')).toEqual(['gluten', 'wheat']);
    for (const lookAlike of [
      'beurre de cacao',
      'leche de coco',
      'Kakaobutter',
      'manteca de cacao',
      'burro di cacao',
      'cacaoboter',
      'Kokosmilch',
      'lait de coco',
      'latte di cocco',
      'Muskatnuss',
      'noix de muscade',
      'Buchweizen',
      'sarrasin',
      'Milchsäure',
    ])
      expect(majors(lookAlike), lookAlike).toEqual([]);
    expect(majors('Erdnussbutter')).toEqual(['peanut']);
    expect(majors('peanut butter')).toEqual(['peanut']);
  });

  it('reports its size', () => {
    const sizes = Object.fromEntries(
      LEXICON_LANGUAGES.map((lang) => [
        lang,
        new Set(
          eu
            .flatMap((a) => a.languages.filter((l) => l.lang === lang))
            .flatMap((l) => [...l.names, ...l.whole_words].map((text) => foldAllergenText(text))),
        ).size,
      ]),
    );
    console.info('allergen lexicon: distinct words per language', sizes);
    for (const count of Object.values(sizes)) expect(count).toBeGreaterThan(60);
  });
});
