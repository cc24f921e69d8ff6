/**
 * Checks the additives beyond their schema, one readable string per problem ([] is valid): the id
 * is the E-number; no E-number, name or synonym belongs to two additives; the class is the first
 * function; a vegan status is never looser than the vegetarian one; an additive no longer
 * authorised says so in a flag; and every additive cites the Union list.
 */
import { foldLabelName } from './label-names';
import { LABEL_SOURCES } from './label-source';
import type { Additive } from './additive.schema';

export function validateAdditives(additives: readonly Additive[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const claim = (at: string, id: string, name: string) => {
    const key = foldLabelName(name);
    const owner = owners.get(key);
    if (owner && owner !== id) problems.push(`${at}: "${name}" is also ${owner}'s`);
    owners.set(key, id);
  };
  for (const additive of additives) {
    const at = `additive ${additive.id}`;
    if (additive.e_number.toLowerCase() !== additive.id)
      problems.push(`${at}: id and e_number ${additive.e_number} disagree`);
    claim(at, additive.id, additive.e_number);
    claim(at, additive.id, additive.name);
    const seen = new Set<string>();
    for (const synonym of additive.synonyms) {
      const key = foldLabelName(synonym);
      if (seen.has(key) || key === foldLabelName(additive.name))
        problems.push(`${at}: synonym "${synonym}" is listed twice`);
      seen.add(key);
      claim(at, additive.id, synonym);
    }
    if (additive.functions[0] !== additive.class)
      problems.push(`${at}: the class ${additive.class} comes first in functions`);
    if (new Set(additive.functions).size !== additive.functions.length)
      problems.push(`${at}: a function is listed twice`);
    if (additive.vegetarian === 'no' && additive.vegan !== 'no')
      problems.push(`${at}: not vegetarian, so not vegan either`);
    if (additive.vegetarian === 'depends' && additive.vegan === 'yes')
      problems.push(`${at}: vegetarian depends on origin, so vegan does too`);
    if (
      additive.efsa.eu_status !== 'authorised' &&
      !additive.flags.some((flag) => flag.level !== 'info' && /not authori[sz]ed/i.test(flag.text))
    )
      problems.push(`${at}: not authorised in the EU: say so in a caution flag`);
    if (!additive.sources.some((source) => source.url === LABEL_SOURCES.unionList.url))
      problems.push(`${at}: cite the Union list (Regulation 1333/2008)`);
  }
  return problems;
}
