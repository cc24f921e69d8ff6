/**
 * Interactions derived from pharmacological roles (ADR 082), for pairs no curated record settles.
 * Each mechanism pairs two roles (a CYP3A4 inhibitor with a CYP3A4 substrate; two QT-prolonging
 * medicines) and grades the pair from the roles' strengths and a narrow therapeutic index, as the
 * FDA's drug interaction guidance grades them: a strong inhibitor raises a sensitive substrate's
 * exposure 5-fold or more, a moderate one 2- to 5-fold, a weak one 1.25- to 2-fold
 * (https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems).
 *
 * Everything is computed once when the index is built: each mechanism walks only its own members
 * (the inhibitors × the substrates of one enzyme), never every pair of substances. Curated records
 * win: a pair record silences the derivation; a class rule keeps its answer, and the derived one is
 * added only when it is more severe (a derived answer never lowers a curated severity).
 */
import type { Severity } from '#shared/contracts/interactions.contract';
import { pairKey } from '../expand-interactions';
import type { InteractionRecord, Source, Substance } from '../knowledge.schema';
import { PK_TARGETS, ROLES, type PkTarget, type Role, type RoleRecord } from './role.schema';

/** One role a derived answer rests on, with the reference that gives it. */
interface UsedRole {
  substance: string;
  role: string;
  strength: string;
  /** "clarithromycin is a strong CYP3A4 inhibitor" */
  text: string;
  source: Source;
}

interface DerivedInteraction {
  /** Shaped like a curated record so every answer renders it the same way; `id` starts `derived-`. */
  record: InteractionRecord;
  sources: readonly Source[];
  derivedFrom: readonly UsedRole[];
}

type Grade = Severity | null;
/** What raises a substrate's stakes: a narrow therapeutic index, a label that limits the modulator. */
interface Stakes {
  narrow: boolean;
  limited: boolean;
}
type Grader = (left: string, right: string, stakes: Stakes) => Grade;

interface Mechanism {
  key: string;
  /** For enzyme and transporter mechanisms: which side of a substrate's label limits applies. */
  direction?: 'inhibitors' | 'inducers';
  left: string;
  right: string;
  grade: Grader;
  /** The effect in one sentence, from the two substances' names. */
  summary: (left: string, right: string) => string;
  management: Record<Severity, string>;
}

const RANK: Record<Severity, number> = { major: 3, moderate: 2, minor: 1 };

/**
 * Inhibitor or inducer strength × substrate sensitivity (FDA). A strong one with a sensitive
 * substrate is moderate (a dose change or monitoring), and major when the substrate has a narrow
 * therapeutic index or its label limits strong modulators. A moderate one (2- to 5-fold) is
 * moderate, and major only for a sensitive narrow-index substrate whose label limits it too
 * (dofetilide with cimetidine); a weak one is minor at most.
 */
const modulatorGrade: Grader = (strength, sensitivity, { narrow, limited }) => {
  const sensitive = sensitivity === 'sensitive';
  const critical = narrow || limited;
  switch (strength) {
    case 'strong':
      return critical ? 'major' : 'moderate';
    case 'moderate':
      if (sensitive && narrow && limited) return 'major';
      return sensitive || critical ? 'moderate' : 'minor';
    default:
      return sensitive || critical ? 'minor' : null;
  }
};

/** A symmetric table for effects that add up: [strong×strong, strong×moderate, strong×weak, moderate×moderate, moderate×weak, weak×weak]. */
function additive(table: readonly Grade[]): Grader {
  const order = ['strong', 'moderate', 'weak'];
  return (x, y) => {
    const [a, b] = [order.indexOf(x), order.indexOf(y)].sort((p, q) => p - q) as [number, number];
    const cell = a === 0 ? b : a === 1 ? 2 + b : 5;
    return table[cell] ?? null;
  };
}

const QT_TABLE: Record<string, Grade> = {
  'known|known': 'major',
  'known|possible': 'moderate',
  'conditional|known': 'moderate',
  'possible|possible': 'minor',
  'conditional|possible': 'minor',
  'conditional|conditional': 'minor',
};

const RAISES: Record<Severity, string> = {
  major:
    'Avoid this combination unless your prescriber decides it is needed; ask about another medicine, a lower dose or closer monitoring.',
  moderate:
    'Ask your prescriber or pharmacist whether a dose needs changing or closer monitoring while you take both.',
  minor: 'Usually no change is needed; tell your pharmacist if side effects grow stronger.',
};
const LOWERS: Record<Severity, string> = {
  major:
    'Avoid this combination unless your prescriber decides it is needed: the second medicine may stop working. Ask about an alternative.',
  moderate:
    'Ask your prescriber whether the dose needs changing or the effect checked while you take both, and for two weeks after stopping either.',
  minor:
    'Usually no change is needed; tell your prescriber if the medicine seems to work less well.',
};
const ADDS: Record<Severity, string> = {
  major:
    'Avoid taking these together unless your prescriber has decided it is needed and watches for the effect.',
  moderate:
    'Tell your prescriber or pharmacist you take both; you may need monitoring or a change.',
  minor: 'Be aware of it; tell your pharmacist if you notice the effect.',
};

function pkMechanisms(): Mechanism[] {
  return (Object.entries(PK_TARGETS) as [PkTarget, string][]).flatMap(([target, name]) => {
    const enzyme = target.startsWith('cyp') || target === 'ugt1a1';
    const inhibition: Mechanism = {
      key: `${target}-inhibition`,
      direction: 'inhibitors',
      left: `${target}-inhibitor`,
      right: `${target}-substrate`,
      grade: modulatorGrade,
      summary: (a, b) =>
        enzyme
          ? `${a} can raise the level of ${b} in the blood: it blocks ${name}, the enzyme that breaks ${b} down.`
          : `${a} can raise the level of ${b} in the blood: it blocks ${name}, a transporter that clears ${b}.`,
      management: RAISES,
    };
    if (!(`${target}-inducer` in ROLES)) return [inhibition];
    return [
      inhibition,
      {
        key: `${target}-induction`,
        direction: 'inducers',
        left: `${target}-inducer`,
        right: `${target}-substrate`,
        grade: modulatorGrade,
        summary: (a, b) =>
          `${a} can lower the level of ${b} so that it works less well: it speeds up ${name}, which clears ${b}.`,
        management: LOWERS,
      },
    ];
  });
}

export const MECHANISMS: readonly Mechanism[] = [
  ...pkMechanisms(),
  {
    key: 'acid-reduction',
    left: 'acid-reducer',
    right: 'acid-dependent',
    grade: (reducer, dependence) =>
      reducer === 'weak'
        ? 'minor'
        : reducer === 'strong' && dependence === 'strong'
          ? 'major'
          : reducer === 'moderate' && dependence === 'moderate'
            ? 'minor'
            : 'moderate',
    summary: (a, b) =>
      `${a} lowers stomach acid, which ${b} needs to be absorbed: ${b} may be absorbed less and work less well.`,
    management: {
      major:
        'Do not take these together unless your prescriber says so; ask about another way to treat heartburn.',
      moderate:
        'Ask your pharmacist how to time the doses, or whether another heartburn medicine is better.',
      minor: 'Take the two several hours apart; ask your pharmacist for the best timing.',
    },
  },
  {
    key: 'renal-clearance',
    direction: 'inhibitors',
    left: 'renal-clearance-reducer',
    right: 'renal-elimination',
    grade: modulatorGrade,
    summary: (a, b) =>
      `${a} can slow how the kidneys clear ${b}, so ${b} can build up to a harmful level.`,
    management: RAISES,
  },
  {
    key: 'qt',
    left: 'qt-risk',
    right: 'qt-risk',
    grade: (x, y) => QT_TABLE[[x, y].sort().join('|')] ?? null,
    summary: () =>
      'Both can prolong the QT interval of the heartbeat; together they raise the risk of a dangerous heart rhythm.',
    management: {
      major:
        'Avoid this combination unless your prescriber decides it is needed and checks your ECG and potassium and magnesium levels.',
      moderate:
        'Tell your prescriber you take both; an ECG may be needed. Get help at once for fainting or a racing heartbeat.',
      minor: 'Be aware of it; get help for fainting or a racing, irregular heartbeat.',
    },
  },
  {
    key: 'serotonergic',
    left: 'serotonergic',
    right: 'serotonergic',
    grade: additive(['major', 'major', 'major', 'moderate', 'moderate', 'minor']),
    summary: () =>
      'Both raise serotonin; together they can cause serotonin syndrome (agitation, fever, shaking, a fast heartbeat).',
    management: {
      ...ADDS,
      moderate:
        'Tell your prescriber you take both; get help at once for agitation, fever, shaking or a fast heartbeat.',
    },
  },
  {
    key: 'cns-depression',
    left: 'cns-depressant',
    right: 'cns-depressant',
    grade: additive(['major', 'moderate', 'minor', 'minor', null, null]),
    summary: () =>
      'Both cause drowsiness; together they can cause deep sleepiness and slow or shallow breathing.',
    management: {
      ...ADDS,
      moderate:
        'Take both only as prescribed; avoid alcohol and driving until you know how they affect you.',
    },
  },
  {
    key: 'anticholinergic',
    left: 'anticholinergic',
    right: 'anticholinergic',
    grade: additive(['moderate', 'minor', null, 'minor', null, null]),
    summary: () =>
      'Both have anticholinergic effects; together they add up (confusion, constipation, trouble passing urine, dry mouth), above all in older people.',
    management: ADDS,
  },
  {
    key: 'bleeding',
    left: 'bleeding',
    right: 'bleeding',
    grade: additive(['major', 'moderate', 'minor', 'moderate', null, null]),
    summary: () => 'Both raise the risk of bleeding; together the risk adds up.',
    management: {
      ...ADDS,
      moderate:
        'Tell your prescriber you take both; watch for unusual bruising, black stools or bleeding that will not stop.',
    },
  },
  {
    key: 'hyperkalaemia',
    left: 'hyperkalaemia',
    right: 'hyperkalaemia',
    grade: additive(['major', 'moderate', 'minor', 'minor', null, null]),
    summary: () => 'Both can raise potassium; together potassium can climb to a dangerous level.',
    management: {
      ...ADDS,
      moderate: 'Ask your prescriber whether your potassium should be checked while you take both.',
    },
  },
  {
    key: 'nephrotoxicity',
    left: 'nephrotoxic',
    right: 'nephrotoxic',
    grade: additive(['major', 'moderate', 'minor', 'minor', null, null]),
    summary: () => 'Both can harm the kidneys; together the risk adds up.',
    management: {
      ...ADDS,
      moderate:
        'Ask your prescriber whether your kidney function should be checked; drink enough fluids.',
    },
  },
  {
    key: 'hypotension',
    left: 'hypotensive',
    right: 'hypotensive',
    grade: additive(['moderate', 'minor', null, null, null, null]),
    summary: () =>
      'Both lower blood pressure; together they can cause dizziness or fainting, above all when standing up.',
    management: {
      ...ADDS,
      moderate:
        'Stand up slowly and tell your prescriber if you feel dizzy or faint; the doses may need spacing or changing.',
    },
  },
];

interface Member {
  id: string;
  role: Role;
}

function describe(name: string, role: Role): string {
  const info = ROLES[role.role]!;
  if (role.role === 'narrow-therapeutic-index') return `${name} has a narrow therapeutic index`;
  const strength = role.strength === 'moderate-sensitive' ? 'moderately sensitive' : role.strength;
  const article = /^[aeiou]/i.test(strength) ? 'an' : 'a';
  const limits = role.label_limits?.length
    ? ` (its label limits strong ${role.label_limits.join(' and ')})`
    : '';
  return `${name} is ${article} ${strength} ${info.label}${limits}`;
}

interface Candidate {
  severity: Severity;
  mechanism: Mechanism;
  /** Ordered as the mechanism's sides: [left member, right member]. */
  left: Member;
  right: Member;
  narrow: Member | null;
}

/** What curated knowledge says about a pair, for the derivation to stand back from. */
interface CuratedPair {
  /** 2 for a pair record, 1 for substance × class, 0 for class × class. */
  specificity: number;
  severity: Severity;
}

/**
 * A derived pair's severity now, its answer (record, sources, roles) when first asked for. One
 * small object per pair with the method on its class, not a closure and its context each: the
 * index keeps 11k of them (ADR 102).
 */
export class LazyDerivation {
  private made: DerivedInteraction | undefined;
  constructor(
    readonly severity: Severity,
    private readonly key: string,
    private readonly list: readonly Candidate[],
    private readonly materialize: (key: string, list: readonly Candidate[]) => DerivedInteraction,
  ) {}

  get(): DerivedInteraction {
    return (this.made ??= this.materialize(this.key, this.list));
  }
}

/** Every pair some mechanism grades, with each grading (left and right as the mechanism's sides). */
function gradedPairs(
  byRole: ReadonlyMap<string, Member[]>,
  narrowIndex: ReadonlyMap<string, Member>,
): Map<string, Candidate[]> {
  const candidates = new Map<string, Candidate[]>();
  for (const mechanism of MECHANISMS) {
    const lefts = byRole.get(mechanism.left) ?? [];
    const rights = byRole.get(mechanism.right) ?? [];
    const symmetric = mechanism.left === mechanism.right;
    lefts.forEach((left, i) => {
      for (let j = symmetric ? i + 1 : 0; j < rights.length; j++) {
        const right = rights[j]!;
        if (left.id === right.id) continue;
        if (right.role.boosted_by?.includes(left.id)) continue;
        const { direction } = mechanism;
        if (direction && right.role.limited_to && right.role.limited_to !== direction) continue;
        const narrow = symmetric ? null : (narrowIndex.get(right.id) ?? null);
        const limited = direction !== undefined && right.role.label_limits?.includes(direction);
        const severity = mechanism.grade(left.role.strength, right.role.strength, {
          narrow: narrow !== null,
          limited: limited === true,
        });
        if (!severity) continue;
        const key = pairKey(left.id, right.id);
        const list = candidates.get(key) ?? [];
        list.push({ severity, mechanism, left, right, narrow });
        candidates.set(key, list);
      }
    });
  }
  return candidates;
}

export function deriveInteractions(
  substances: ReadonlyMap<string, Substance>,
  roleRecords: readonly RoleRecord[],
  curated: (a: string, b: string) => CuratedPair | null,
): Map<string, LazyDerivation> {
  const byRole = new Map<string, Member[]>();
  const narrowIndex = new Map<string, Member>();
  const sourceOf = new Map<string, Source>();
  for (const record of roleRecords) {
    if (!substances.has(record.id)) continue;
    for (const source of record.sources) sourceOf.set(`${record.id}|${source.url}`, source);
    for (const role of record.roles) {
      const member = { id: record.id, role };
      if (role.role === 'narrow-therapeutic-index') narrowIndex.set(record.id, member);
      const list = byRole.get(role.role) ?? [];
      list.push(member);
      byRole.set(role.role, list);
    }
  }

  const candidates = gradedPairs(byRole, narrowIndex);

  const nameOf = (id: string) => substances.get(id)!.name;
  const used = (member: Member): UsedRole => ({
    substance: member.id,
    role: member.role.role,
    strength: member.role.strength,
    text: describe(nameOf(member.id), member.role),
    source: sourceOf.get(`${member.id}|${member.role.source}`)!,
  });

  const materialize = (key: string, list: readonly Candidate[]): DerivedInteraction => {
    const top = list[0]!;
    const [a, b] = key.split('|') as [string, string];
    const roles: UsedRole[] = [];
    const seen = new Set<string>();
    for (const candidate of list)
      for (const member of [candidate.left, candidate.right, candidate.narrow]) {
        if (!member) continue;
        const id = `${member.id}|${member.role.role}`;
        if (seen.has(id)) continue;
        seen.add(id);
        roles.push(used(member));
      }
    const sources = [...new Map(roles.map((role) => [role.source.url, role.source])).values()];
    const mechanisms = [...new Set(list.map((candidate) => candidate.mechanism.key))];
    const record: InteractionRecord = {
      id: `derived-${mechanisms.join('-')}-${a}-x-${b}`,
      a: top.left.id,
      b: top.right.id,
      severity: top.severity,
      summary: top.mechanism.summary(nameOf(top.left.id), nameOf(top.right.id)),
      mechanism: `Derived from roles: ${roles.map((role) => role.text).join('; ')}.`,
      management: top.mechanism.management[top.severity],
      separate_hours: null,
      evidence: 'probable',
      sources,
    };
    return Object.freeze({
      record: Object.freeze(record),
      sources: Object.freeze(sources),
      derivedFrom: Object.freeze(roles),
    });
  };

  // The pairs are decided here; each answer's text is written the first time it is asked for.
  const derived = new Map<string, LazyDerivation>();
  for (const [key, list] of candidates) {
    list.sort((x, y) => RANK[y.severity] - RANK[x.severity]);
    const severity = list[0]!.severity;
    const [a, b] = key.split('|') as [string, string];
    const settled = curated(a, b);
    if (settled && (settled.specificity === 2 || RANK[settled.severity] >= RANK[severity]))
      continue;
    derived.set(key, new LazyDerivation(severity, key, list, materialize));
  }
  return derived;
}
