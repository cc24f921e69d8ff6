/**
 * The words the label, product and claim pages use for the contract's values. A verdict is always
 * written out (never a colour alone), and 'not assessed' never reads as 'safe'.
 */
import type {
  ClaimGrade,
  ClaimVerdict,
  FlagLevel,
  IngredientKnowledgeKind,
  IngredientProductKind,
  PersonalReason,
} from '#shared/contracts/ingredients.contract';
import { CLAIM_GRADE_STRENGTHS } from '#shared/domain/claim-evidence';

export const PRODUCT_KIND_LABELS: Record<IngredientProductKind, string> = {
  food: 'Food or drink',
  cosmetic: 'Cosmetic or personal care',
  supplement: 'Supplement',
};

export const FLAG_LEVEL_LABELS: Record<FlagLevel, string> = {
  avoid: 'Avoid',
  caution: 'Caution',
  info: 'Good to know',
};

export const PERSONAL_REASON_LABELS: Record<PersonalReason, string> = {
  allergy: 'Your allergy',
  diet: 'Your diet',
  medicine: 'Your medicines',
  pregnancy: 'Pregnancy',
  avoid_list: 'Your avoid-list',
};

export const KNOWLEDGE_KIND_LABELS: Record<IngredientKnowledgeKind, string> = {
  additive: 'Food additive',
  allergen: 'Allergen',
  food_substance: 'Food substance',
  cosmetic_ingredient: 'Cosmetic ingredient',
  fragrance_allergen: 'Fragrance allergen',
  substance: 'Vitamin, mineral or supplement',
  food: 'Food',
  herb: 'Herb or spice',
  essential_oil: 'Essential oil',
};

export const VERDICT_LABELS: Record<ClaimVerdict, string> = {
  supported: 'Supported',
  mixed: 'Mixed evidence',
  'not supported': 'Not supported',
  'not studied': 'Not studied',
};

/** One sentence under each verdict, so the badge is never read on its colour alone. */
export const VERDICT_MEANINGS: Record<ClaimVerdict, string> = {
  supported: 'Good evidence backs this claim, within the limits described.',
  mixed: 'Some studies back it and others do not; the effect may be small or only for some people.',
  'not supported': 'The evidence does not back this claim.',
  'not studied': 'There are too few good studies to say either way.',
};

/**
 * A claim's grade says how strong the evidence is, whichever way it points: the legend. Beside a
 * verdict, the grade's sentence is claimEvidenceSentence's, written for that verdict.
 */
export const GRADE_MEANINGS: Record<ClaimGrade, string> = CLAIM_GRADE_STRENGTHS;

export const NOT_ASSESSED = "Not assessed — we don't know this ingredient";

export const VISITOR_NOTE =
  'Sign in to add personal checks: your allergies, diet, pregnancy, medicines and your own avoid-list.';
