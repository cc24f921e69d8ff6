/**
 * Which AllergyIntolerance and Condition resources are the person's allergies and current
 * conditions, read as FHIR defines their statuses (R4 AllergyIntolerance and Condition):
 * - a refuted or entered-in-error record is no record; a Condition that is only a differential or
 *   provisional diagnosis is no current condition either;
 * - an inactive, resolved or in-remission record is past history, which the profile has no place
 *   for (it lists current and chronic conditions only), so it is left out with that reason;
 * - "no known allergy" is recorded as an AllergyIntolerance (SNOMED 716186003 and its drug, food
 *   and environmental kin; NKA, NKDA, "Not on File" as text) and is no allergy;
 * - a Condition categorised as an encounter diagnosis was named at one visit; it is offered for
 *   the person to tick, not ticked for them, while a problem-list item is.
 */
import { allCodes, conceptText, norm, obj, objs, statusCode, str, type Json } from './fhir-json';

export type HistoryVerdict =
  | { kind: 'skip'; reason: string }
  | { kind: 'keep'; name: string; selected: boolean; reason: string | null };

/** SNOMED CT: no known allergy, drug allergy, food allergy, environmental allergy. */
const NO_KNOWN_ALLERGY_CODES = new Set(['716186003', '409137002', '428607008', '429625007']);
const NO_KNOWN_ALLERGY_TEXT =
  /^(nka|nkda|nkfa|no known (drug |food |environmental |medication )?allerg(y|ies)( to drugs)?|not on file|no allergies( known)?)\.?$/;

const NOT_A_RECORD = new Set(['refuted', 'entered-in-error']);
const NOT_CONFIRMED = new Set(['differential', 'provisional']);
const PAST = new Set(['inactive', 'resolved', 'remission']);

export const HISTORY_REASONS = {
  noKnownAllergy: 'no known allergies: not an allergy',
  past: (status: string) =>
    `past (clinical status ${status}): the profile lists current conditions only`,
  abated: 'past (it has an abatement date): the profile lists current conditions only',
  unconfirmed: (status: string) => `verification status ${status}: not a confirmed diagnosis`,
  encounter: 'a diagnosis recorded at one visit (encounter-diagnosis), not on the problem list',
  familyHistory: "family history: a relative's condition, not the person's",
};

export function isNoKnownAllergy(resource: Json): boolean {
  if (allCodes(resource.code).some((code) => NO_KNOWN_ALLERGY_CODES.has(code))) return true;
  const texts = [
    str(obj(resource.code)?.text),
    ...objs(obj(resource.code)?.coding).map((c) => str(c.display)),
  ].filter((text): text is string => text !== undefined);
  return texts.some((text) => NO_KNOWN_ALLERGY_TEXT.test(norm(text)));
}

/** The statuses every record shares: not a record at all, or no longer current. */
function statusVerdict(resource: Json): HistoryVerdict | null {
  const verification = statusCode(resource.verificationStatus);
  if (verification && NOT_A_RECORD.has(verification))
    return { kind: 'skip', reason: `status ${verification}` };
  const clinical = statusCode(resource.clinicalStatus);
  if (clinical && PAST.has(clinical))
    return { kind: 'skip', reason: HISTORY_REASONS.past(clinical) };
  return null;
}

export function allergyVerdict(resource: Json): HistoryVerdict {
  const status = statusVerdict(resource);
  if (status) return status;
  if (isNoKnownAllergy(resource)) return { kind: 'skip', reason: HISTORY_REASONS.noKnownAllergy };
  const name = conceptText(resource.code);
  if (!name) return { kind: 'skip', reason: 'no name' };
  return { kind: 'keep', name, selected: true, reason: null };
}

const categoryCodes = (resource: Json) =>
  objs(resource.category).flatMap((category) => allCodes(category));

export function conditionVerdict(resource: Json): HistoryVerdict {
  const status = statusVerdict(resource);
  if (status) return status;
  const verification = statusCode(resource.verificationStatus);
  if (verification && NOT_CONFIRMED.has(verification))
    return { kind: 'skip', reason: HISTORY_REASONS.unconfirmed(verification) };
  // Without a clinical status, an abatement says the condition has ended.
  const abated = [
    'abatementDateTime',
    'abatementAge',
    'abatementPeriod',
    'abatementRange',
    'abatementString',
  ];
  if (!statusCode(resource.clinicalStatus) && abated.some((field) => resource[field] !== undefined))
    return { kind: 'skip', reason: HISTORY_REASONS.abated };
  const name = conceptText(resource.code);
  if (!name) return { kind: 'skip', reason: 'no name' };
  const categories = categoryCodes(resource);
  const visitOnly =
    categories.includes('encounter-diagnosis') && !categories.includes('problem-list-item');
  return visitOnly
    ? { kind: 'keep', name, selected: false, reason: HISTORY_REASONS.encounter }
    : { kind: 'keep', name, selected: true, reason: null };
}
