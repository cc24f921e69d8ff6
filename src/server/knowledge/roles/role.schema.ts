/**
 * Pharmacological roles (ADR 082): what a substance does to the enzymes and transporters that
 * clear other medicines, and the effects that add up between two medicines (QT, serotonin,
 * drowsiness, bleeding...). data/roles/*.json holds one record per substance id; every role names
 * the source it comes from (one of the record's sources). The checker derives an interaction from
 * two substances' roles when no curated record covers the pair (derive-interactions.ts).
 */
import { z } from 'zod';
import { sourceSchema } from '../knowledge.schema';

/** How much a substrate's exposure rises with a strong inhibitor (FDA: ≥5-fold sensitive, 2-5 moderate). */
const SUBSTRATE_STRENGTHS = ['sensitive', 'moderate-sensitive'] as const;
/** FDA: a strong inhibitor raises a sensitive substrate's AUC ≥5-fold, moderate 2-5, weak 1.25-2. */
const MODULATOR_STRENGTHS = ['strong', 'moderate', 'weak'] as const;
/** QT risk categories: known (torsades reported at usual doses), possible, conditional. */
const QT_STRENGTHS = ['known', 'possible', 'conditional'] as const;

export const PK_TARGETS = {
  cyp3a4: 'CYP3A4',
  cyp2d6: 'CYP2D6',
  cyp2c9: 'CYP2C9',
  cyp2c19: 'CYP2C19',
  cyp1a2: 'CYP1A2',
  cyp2b6: 'CYP2B6',
  cyp2c8: 'CYP2C8',
  pgp: 'P-gp',
  oatp1b: 'OATP1B1/1B3',
  bcrp: 'BCRP',
  'oct2-mate': 'OCT2/MATE',
  oat: 'OAT1/OAT3',
  ugt1a1: 'UGT1A1',
} as const;
export type PkTarget = keyof typeof PK_TARGETS;
/** Uptake and renal transporters have no inducer worth deriving from; P-gp and UGT1A1 do. */
const INDUCIBLE: readonly PkTarget[] = [
  'cyp3a4',
  'cyp2c9',
  'cyp2c19',
  'cyp1a2',
  'cyp2b6',
  'cyp2c8',
  'pgp',
  'ugt1a1',
];

interface RoleInfo {
  /** Completes "<substance> is a <strength> <label>" (strength left out for flags). */
  label: string;
  strengths: readonly string[];
}

const pkRoles = Object.fromEntries(
  (Object.entries(PK_TARGETS) as [PkTarget, string][]).flatMap(([target, name]) => [
    [`${target}-substrate`, { label: `${name} substrate`, strengths: SUBSTRATE_STRENGTHS }],
    [`${target}-inhibitor`, { label: `${name} inhibitor`, strengths: MODULATOR_STRENGTHS }],
    ...(INDUCIBLE.includes(target)
      ? [[`${target}-inducer`, { label: `${name} inducer`, strengths: MODULATOR_STRENGTHS }]]
      : []),
  ]),
) as Record<string, RoleInfo>;

export const ROLES: Record<string, RoleInfo> = {
  ...pkRoles,
  'acid-dependent': {
    label: 'medicine that needs stomach acid to be absorbed',
    strengths: ['strong', 'moderate'],
  },
  'acid-reducer': { label: 'stomach acid reducer', strengths: MODULATOR_STRENGTHS },
  'renal-elimination': {
    label: 'medicine cleared by the kidneys',
    strengths: SUBSTRATE_STRENGTHS,
  },
  'renal-clearance-reducer': {
    label: 'medicine that slows kidney clearance of others',
    strengths: MODULATOR_STRENGTHS,
  },
  'qt-risk': { label: 'QT-prolonging medicine', strengths: QT_STRENGTHS },
  serotonergic: { label: 'serotonergic medicine', strengths: MODULATOR_STRENGTHS },
  'cns-depressant': { label: 'CNS depressant', strengths: MODULATOR_STRENGTHS },
  anticholinergic: { label: 'anticholinergic medicine', strengths: MODULATOR_STRENGTHS },
  bleeding: { label: 'medicine that raises bleeding risk', strengths: MODULATOR_STRENGTHS },
  hyperkalaemia: { label: 'medicine that raises potassium', strengths: MODULATOR_STRENGTHS },
  nephrotoxic: { label: 'medicine that can harm the kidneys', strengths: MODULATOR_STRENGTHS },
  hypotensive: { label: 'medicine that lowers blood pressure', strengths: MODULATOR_STRENGTHS },
  'narrow-therapeutic-index': {
    label: 'medicine with a narrow therapeutic index',
    strengths: ['narrow'],
  },
};

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const roleSchema = z.strictObject({
  role: z.string().refine((role) => role in ROLES, { message: 'unknown role' }),
  strength: z.string().min(1),
  /** The URL of one of the record's sources: the role is what that reference says. */
  source: z.url(),
  /**
   * For a substrate given on purpose with a booster (darunavir with ritonavir or cobicistat):
   * the booster's ids. No interaction is derived between them from this role.
   */
  boosted_by: z.array(z.string().regex(ID)).optional(),
  /**
   * For a substrate: its label contraindicates or says to avoid strong inhibitors or inducers of
   * this pathway (exposure-dependent toxicity, or loss of effect), so a strong one is major.
   */
  label_limits: z.array(z.enum(['inhibitors', 'inducers'])).optional(),
  /**
   * For a substrate that matters only one way: a pill's failure with an inducer, not a rise
   * with an inhibitor. No interaction is derived from the other side.
   */
  limited_to: z.enum(['inhibitors', 'inducers']).optional(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleRecordSchema = z.strictObject({
  /** The substance id the roles belong to. */
  id: z.string().regex(ID, 'id is a substance id'),
  roles: z.array(roleSchema).min(1),
  sources: z.array(sourceSchema).min(1, 'every role record cites at least one source'),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;
