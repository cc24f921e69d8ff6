/**
 * The words the aromatherapy pages use for the contract's values: flag names, applications,
 * warning kinds and evidence levels. Uses are described, never promised.
 */
import type {
  BlendApplication,
  EvidenceGrade,
  OilFlagName,
  OilWarningKind,
} from '#shared/contracts/aromatherapy.contract';

/** Short labels for the flag badges on an oil card. */
export const FLAG_BADGES: Record<OilFlagName, string> = {
  do_not_use: 'Not for home use',
  phototoxic: 'Phototoxic',
  skin_sensitiser: 'Skin sensitiser',
  min_age: 'Age limit',
  pregnancy: 'Pregnancy',
  breastfeeding: 'Breastfeeding',
  epilepsy: 'Epilepsy',
  asthma: 'Asthma',
  anticoagulant: 'Blood thinners',
  toxic_to_pets: 'Toxic to pets',
  not_for_ingestion: 'Not for ingestion',
};

/** Flags that stop or limit use for someone, shown in colour; the rest are neutral. */
export const SERIOUS_FLAGS: ReadonlySet<OilFlagName> = new Set([
  'do_not_use',
  'phototoxic',
  'min_age',
  'pregnancy',
  'epilepsy',
  'anticoagulant',
]);

export const APPLICATION_LABELS: Record<BlendApplication, string> = {
  massage: 'Massage (body)',
  bath: 'Bath (mixed into a carrier first)',
  face: 'Face',
  inhalation: 'Inhalation',
  diffuser: 'Diffuser',
};

export const WARNING_KIND_LABELS: Record<OilWarningKind, string> = {
  do_not_use: 'Not for home use',
  max_dermal: 'Above its maximum',
  phototoxic: 'Sunlight',
  dilution: 'Too strong',
  application: 'How to use',
  skin_sensitiser: 'Skin sensitiser',
  pregnancy: 'Pregnancy',
  breastfeeding: 'Breastfeeding',
  age: 'Age',
  epilepsy: 'Epilepsy',
  asthma: 'Asthma',
  anticoagulant: 'Bleeding risk',
  pets: 'Pets',
  interaction: 'Medicine interaction',
  avoid_list: 'On your avoid-list',
};

/** Warnings that are only advice on use; the rest are cautions. */
export const ADVICE_KINDS: ReadonlySet<OilWarningKind> = new Set(['application']);

export const EVIDENCE_LEVEL_MEANINGS: Record<string, string> = {
  'traditional use': 'Long use, but no human trials worth the name.',
  'small trials': 'A few small, short or unblinded human trials.',
  'systematic review': 'A systematic review of trials found an effect, however modest.',
};

export const GRADE_STYLES: Record<EvidenceGrade, string> = {
  A: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  B: 'bg-sky-100 text-sky-950 ring-sky-300',
  C: 'bg-amber-100 text-amber-950 ring-amber-300',
  D: 'bg-slate-100 text-slate-900 ring-slate-300',
};

/** '0.4%' or '1.25%': at most two decimals, no trailing zeros. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2)).toString()}%`;
}
