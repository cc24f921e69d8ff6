/**
 * The lab analysis: flags, body-system groups, blood–urine correlations, the named
 * scores (immuneScore, ...) and a deterministic summary, from the reviewed rows and our reference. Pure and
 * deterministic: the same rows and person give the same result. A language model may later reword
 * the summary (lab-narrative.ts) but never decides a flag. Rules: docs/decisions/012-lab-reports.md.
 */
import type {
  AnalyzedMarker,
  LabAnalysisResult,
  LabCorrelation,
  LabFlag,
  LabScore,
  LabScoreKey,
  LabSourceRef,
  LabSpecimen,
} from '#shared/contracts/labs.contract';
import { LAB_MESSAGES } from '#shared/contracts/labs.contract';
import { flagDirection, isCriticalFlag, isFlagged } from '#shared/domain/lab-flags';
import {
  BODY_SYSTEMS,
  BODY_SYSTEM_LABELS,
  type BiomarkerReference,
  type BodySystem,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { describeRow, type LabPerson } from './lab-rows';
import type { StoredLabRow } from './labs.table';

export interface AnalyzeOptions {
  reference: BiomarkerReference;
  person: LabPerson;
}

export const OTHER_SYSTEM = { id: 'other', label: 'Other results' } as const;

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

/**
 * How much one marker adds to a score: in range counts fully, out of range half, critical not at
 * all. A score is the mean of its markers' points × 100, rounded; markers without a range
 * ('unknown') do not count. See the ADR.
 */
export const SCORE_POINTS: Readonly<Record<Exclude<LabFlag, 'unknown'>, number>> = {
  normal: 1,
  low: 0.5,
  high: 0.5,
  abnormal: 0.5,
  critical_low: 0,
  critical_high: 0,
};

/** Printed names of the white-cell markers of a blood count, resolved through the reference. */
const WHITE_CELL_NAMES = [
  'WBC',
  'White blood cells',
  'Neutrophils',
  'Lymphocytes',
  'Monocytes',
  'Eosinophils',
  'Basophils',
];

interface ScoreRule {
  label: string;
  systems: readonly BodySystem[];
  /** Extra markers by printed name (resolved once per analysis), with their specimen. */
  names: readonly { name: string; specimen: LabSpecimen }[];
}

export const SCORE_RULES: Readonly<Record<Exclude<LabScoreKey, 'overall'>, ScoreRule>> = {
  immuneScore: {
    label: 'Immune and inflammation',
    systems: ['inflammation_immune'],
    names: [
      ...WHITE_CELL_NAMES.map((name) => ({ name, specimen: 'blood' as const })),
      { name: 'Nitrite', specimen: 'urine' },
      { name: 'Leukocyte esterase', specimen: 'urine' },
    ],
  },
  metabolicScore: {
    label: 'Metabolism (blood sugar and lipids)',
    systems: ['metabolic', 'lipids', 'pancreas'],
    names: [
      { name: 'Glucose', specimen: 'urine' },
      { name: 'Ketones', specimen: 'urine' },
    ],
  },
  organFunctionScore: {
    label: 'Kidney and liver function',
    systems: ['kidney', 'liver'],
    names: [
      { name: 'Protein', specimen: 'urine' },
      { name: 'Albumin', specimen: 'urine' },
      { name: 'Bilirubin', specimen: 'urine' },
      { name: 'Urobilinogen', specimen: 'urine' },
    ],
  },
};

function resolveIds(
  reference: BiomarkerReference,
  names: readonly { name: string; specimen: LabSpecimen }[],
): Set<string> {
  const ids = new Set<string>();
  for (const { name, specimen } of names) {
    const marker = reference.resolveName(name, specimen);
    if (marker && marker.specimen === specimen) ids.add(marker.id);
  }
  return ids;
}

function score(label: string, markers: readonly AnalyzedMarker[]): LabScore {
  const counted = markers.filter((m) => m.flag !== 'unknown');
  if (counted.length === 0) return { value: null, based_on: 0, markers: [], label };
  const points = counted.reduce(
    (sum, m) => sum + SCORE_POINTS[m.flag as Exclude<LabFlag, 'unknown'>],
    0,
  );
  return {
    value: Math.round((points / counted.length) * 100),
    based_on: counted.length,
    markers: counted.map((m) => m.name),
    label,
  };
}

function scoresOf(markers: readonly AnalyzedMarker[], reference: BiomarkerReference) {
  const pick = (rule: ScoreRule) => {
    const ids = resolveIds(reference, rule.names);
    return markers.filter(
      (m) =>
        m.marker_id !== null &&
        (ids.has(m.marker_id) ||
          (m.system !== null && (rule.systems as string[]).includes(m.system))),
    );
  };
  return {
    immuneScore: score(SCORE_RULES.immuneScore.label, pick(SCORE_RULES.immuneScore)),
    metabolicScore: score(SCORE_RULES.metabolicScore.label, pick(SCORE_RULES.metabolicScore)),
    organFunctionScore: score(
      SCORE_RULES.organFunctionScore.label,
      pick(SCORE_RULES.organFunctionScore),
    ),
    overall: score('All results with a range', markers),
  };
}

// ---------------------------------------------------------------------------------------------
// Correlations between blood and urine
// ---------------------------------------------------------------------------------------------

interface Side {
  /** Printed names tried against the reference. */
  names: readonly string[];
  specimen: LabSpecimen;
}

export const CORRELATION_SIDES = {
  glucose: { names: ['Glucose', 'Fasting glucose'], specimen: 'blood' },
  hba1c: { names: ['HbA1c'], specimen: 'blood' },
  urineGlucose: { names: ['Glucose'], specimen: 'urine' },
  creatinine: { names: ['Creatinine'], specimen: 'blood' },
  egfr: { names: ['eGFR'], specimen: 'blood' },
  urea: { names: ['BUN', 'Urea'], specimen: 'blood' },
  urineProtein: { names: ['Protein'], specimen: 'urine' },
  urineAlbumin: {
    names: ['Albumin', 'Microalbumin', 'Albumin/creatinine ratio', 'ACR'],
    specimen: 'urine',
  },
  urineBilirubin: { names: ['Bilirubin'], specimen: 'urine' },
  bilirubin: { names: ['Total bilirubin', 'Bilirubin'], specimen: 'blood' },
  alt: { names: ['ALT'], specimen: 'blood' },
  ast: { names: ['AST'], specimen: 'blood' },
  urineBlood: { names: ['Blood', 'Hemoglobin', 'Occult blood'], specimen: 'urine' },
  hemoglobin: { names: ['Hemoglobin'], specimen: 'blood' },
  ketones: { names: ['Ketones'], specimen: 'urine' },
  nitrite: { names: ['Nitrite'], specimen: 'urine' },
  leukocyteEsterase: { names: ['Leukocyte esterase', 'Leukocytes'], specimen: 'urine' },
  wbc: { names: ['WBC', 'White blood cells'], specimen: 'blood' },
} as const satisfies Record<string, Side>;
type SideKey = keyof typeof CORRELATION_SIDES;

type Found = Partial<Record<SideKey, AnalyzedMarker>>;

function findSides(markers: readonly AnalyzedMarker[], reference: BiomarkerReference): Found {
  const found: Found = {};
  for (const [key, side] of Object.entries(CORRELATION_SIDES) as [SideKey, Side][]) {
    const ids = resolveIds(
      reference,
      side.names.map((name) => ({ name, specimen: side.specimen })),
    );
    const marker = markers.find(
      (m) => m.marker_id !== null && ids.has(m.marker_id) && m.specimen === side.specimen,
    );
    if (marker) found[key] = marker;
  }
  return found;
}

const isHigh = (m: AnalyzedMarker | undefined) =>
  m !== undefined && (m.flag === 'high' || m.flag === 'critical_high');
const isLow = (m: AnalyzedMarker | undefined) =>
  m !== undefined && (m.flag === 'low' || m.flag === 'critical_low');
/** A dipstick result above its normal values ('trace', '1+', 'positive'). */
const isPresent = (m: AnalyzedMarker | undefined) =>
  m !== undefined && (m.flag === 'high' || m.flag === 'critical_high' || m.flag === 'abnormal');
const isNormal = (m: AnalyzedMarker | undefined) => m !== undefined && m.flag === 'normal';

function sourcesOf(markers: readonly AnalyzedMarker[]): LabSourceRef[] {
  const byUrl = new Map<string, LabSourceRef>();
  for (const marker of markers)
    for (const source of marker.sources) if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()];
}

function correlation(
  id: string,
  title: string,
  message: string,
  blood: (AnalyzedMarker | undefined)[],
  urine: (AnalyzedMarker | undefined)[],
): LabCorrelation {
  const b = blood.filter((m): m is AnalyzedMarker => m !== undefined);
  const u = urine.filter((m): m is AnalyzedMarker => m !== undefined);
  return {
    id,
    title,
    message,
    blood_markers: b.map((m) => m.name),
    urine_markers: u.map((m) => m.name),
    sources: sourcesOf([...b, ...u]),
  };
}

/** Each correlation is stated only when both its blood and its urine side are in the report. */
export function correlate(
  markers: readonly AnalyzedMarker[],
  reference: BiomarkerReference,
): LabCorrelation[] {
  const f = findSides(markers, reference);
  const out: LabCorrelation[] = [];

  const sugar = f.glucose ?? f.hba1c;
  if (sugar && f.urineGlucose) {
    if (isHigh(sugar) && isPresent(f.urineGlucose))
      out.push(
        correlation(
          'glucose-in-blood-and-urine',
          'High blood sugar with sugar in the urine',
          'Your blood sugar is high and sugar is spilling into your urine, which happens when blood sugar rises above what the kidneys can hold back. Together they are a common sign of diabetes that is not controlled; please discuss them with your clinician soon.',
          [sugar],
          [f.urineGlucose],
        ),
      );
    else if (isNormal(sugar) && isPresent(f.urineGlucose))
      out.push(
        correlation(
          'urine-glucose-normal-blood',
          'Sugar in the urine with normal blood sugar',
          'Sugar is in your urine although your blood sugar is in range. This can come from the kidneys letting sugar through at normal levels, or from some diabetes medicines (SGLT2 inhibitors) that work this way. Ask your clinician whether it needs a closer look.',
          [sugar],
          [f.urineGlucose],
        ),
      );
  }

  const filtration = [f.creatinine, f.egfr, f.urea].filter((m) => m !== undefined);
  const leak = [f.urineProtein, f.urineAlbumin].filter((m) => m !== undefined);
  if (filtration.length > 0 && leak.length > 0) {
    const reduced = isHigh(f.creatinine) || isLow(f.egfr) || isHigh(f.urea);
    const leaking = isPresent(f.urineProtein) || isHigh(f.urineAlbumin);
    if (reduced && leaking)
      out.push(
        correlation(
          'kidney-filtration-and-protein',
          'Kidney filtration and protein in the urine',
          'Your blood shows reduced kidney filtration and your urine shows protein or albumin. Together these point to the kidneys and are worth a prompt check with your clinician, who may repeat the tests to confirm.',
          filtration,
          leak,
        ),
      );
    else if (!reduced && leaking)
      out.push(
        correlation(
          'protein-with-normal-filtration',
          'Protein in the urine with normal kidney blood tests',
          'Protein or albumin is in your urine while your kidney blood tests are in range. Exercise, fever or dehydration can cause this for a short while; an early kidney change can too, so a repeat urine test is usually advised.',
          filtration,
          leak,
        ),
      );
  }

  const liverSide = [f.bilirubin, f.alt, f.ast].filter((m) => m !== undefined);
  if (f.urineBilirubin && liverSide.length > 0 && isPresent(f.urineBilirubin)) {
    const liverRaised = isHigh(f.bilirubin) || isHigh(f.alt) || isHigh(f.ast);
    out.push(
      correlation(
        'bilirubin-liver',
        liverRaised ? 'Bilirubin in the urine with raised liver tests' : 'Bilirubin in the urine',
        liverRaised
          ? 'Bilirubin is in your urine and your liver blood tests are raised. Together they suggest the liver or the bile ducts are not clearing bilirubin normally; please see your clinician promptly.'
          : 'Bilirubin is in your urine although your liver blood tests are in range. Bilirubin is not normally found in urine, so your clinician may want to repeat the tests.',
        liverSide,
        [f.urineBilirubin],
      ),
    );
  }

  if (f.urineBlood && f.hemoglobin && isPresent(f.urineBlood) && isLow(f.hemoglobin))
    out.push(
      correlation(
        'urine-blood-low-hemoglobin',
        'Blood in the urine with low haemoglobin',
        'Your urine shows blood and your haemoglobin is low. Blood lost through the urinary tract can add to anaemia; your clinician will want to find where the blood comes from.',
        [f.hemoglobin],
        [f.urineBlood],
      ),
    );

  if (f.ketones && sugar && isPresent(f.ketones)) {
    const sugarHigh = isHigh(sugar);
    out.push(
      correlation(
        sugarHigh ? 'ketones-high-glucose' : 'ketones-normal-glucose',
        sugarHigh ? 'Ketones in the urine with high blood sugar' : 'Ketones in the urine',
        sugarHigh
          ? 'Your urine shows ketones and your blood sugar is high. In people with diabetes this can be an early sign of diabetic ketoacidosis, which needs urgent care if you feel sick, vomit, breathe fast or are very thirsty.'
          : 'Your urine shows ketones while your blood sugar is in range. Fasting, a very low-carbohydrate diet, hard exercise or vomiting commonly cause this.',
        [sugar],
        [f.ketones],
      ),
    );
  }

  const infectionSigns = [f.nitrite, f.leukocyteEsterase].filter((m) => m !== undefined);
  if (f.wbc && infectionSigns.some(isPresent)) {
    const both = isPresent(f.nitrite) && isPresent(f.leukocyteEsterase);
    const wbcHigh = isHigh(f.wbc);
    out.push(
      correlation(
        wbcHigh ? 'urine-infection-raised-wbc' : 'urine-infection-signs',
        wbcHigh
          ? 'Signs of a urine infection with raised white cells'
          : 'Signs of a urine infection',
        wbcHigh
          ? `Your urine shows ${both ? 'nitrite and leukocyte esterase' : 'signs of white cells or bacteria'} and your blood white cell count is raised, which fits an infection the body is responding to. Please contact your clinician soon, especially with fever or back pain.`
          : `Your urine shows ${both ? 'nitrite and leukocyte esterase' : 'signs of white cells or bacteria'}, which often means a urinary tract infection, while your blood white cell count is in range. Your clinician may ask for a urine culture.`,
        [f.wbc],
        infectionSigns,
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Summary and the whole analysis
// ---------------------------------------------------------------------------------------------

/** The body system of infection tests (serology, malaria), whose answers read apart. */
const INFECTIONS: BodySystem = 'infections';

const DIRECTION_WORDS: Partial<Record<LabFlag, string>> = {
  low: 'low',
  high: 'high',
  critical_low: 'critically low',
  critical_high: 'critically high',
  abnormal: 'not normal',
};

/** 'Glucose' in urine reads 'urine glucose', so a report with both glucoses names them apart. */
function spokenName(m: AnalyzedMarker): string {
  return m.specimen === 'urine' && !/urine|urinary/i.test(m.name)
    ? `urine ${m.name.toLowerCase()}`
    : m.name;
}

/** How a flag reads in a sentence; a dipstick above its normal values is 'present'. */
function flagWords(m: AnalyzedMarker): string | undefined {
  if (m.flag === 'high' && m.value === null && m.normal_values.length > 0) return 'present';
  return DIRECTION_WORDS[m.flag];
}

/** The plain summary written from the flags alone (also what a model may reword). */
export function deterministicSummary(
  markers: readonly AnalyzedMarker[],
  correlations: readonly LabCorrelation[],
): string {
  if (markers.length === 0) return 'This report has no results yet.';
  const withRange = markers.filter((m) => m.flag !== 'unknown');
  const flagged = markers.filter((m) => isFlagged(m.flag));
  const critical = markers.filter((m) => isCriticalFlag(m.flag));
  const parts: string[] = [];
  parts.push(
    `We checked ${markers.length} result${markers.length === 1 ? '' : 's'}: ${withRange.length - flagged.length} in range and ${flagged.length} outside it.`,
  );
  if (critical.length > 0)
    parts.push(
      `${critical.map((m) => `${spokenName(m)} is ${flagWords(m)}`).join('; ')}. Values this far out of range need prompt medical attention: contact your clinician or urgent care today.`,
    );
  // A screening test's answer (a reactive serology, parasites seen) is no result 'slightly out of
  // range': it is named apart, calmly, with who explains it (ADR 158).
  const isAnswer = (m: AnalyzedMarker) => m.system === INFECTIONS && m.flag === 'abnormal';
  const answers = flagged.filter(isAnswer);
  const others = flagged.filter((m) => !isCriticalFlag(m.flag) && !isAnswer(m));
  if (others.length > 0)
    parts.push(
      `Outside the range: ${others.map((m) => `${spokenName(m)} (${flagWords(m)})`).join(', ')}. A single result slightly out of range is common and often not a concern on its own; discuss these with your clinician.`,
    );
  if (answers.length > 0)
    parts.push(
      `Not the usual answer: ${answers.map((m) => `${spokenName(m)} (${m.value_text ?? 'not normal'})`).join(', ')}. A screening test's reactive answer is usually checked with a second test; the doctor who ordered it will explain what it means and what comes next.`,
    );
  if (flagged.length === 0 && withRange.length > 0)
    parts.push('Every result with a range is within it.');
  const unknown = markers.length - withRange.length;
  if (unknown > 0)
    parts.push(
      `${unknown} result${unknown === 1 ? ' has' : 's have'} no range we could compare with; we did not judge ${unknown === 1 ? 'it' : 'them'}.`,
    );
  for (const c of correlations) parts.push(`${c.title}: ${c.message}`);
  return parts.join(' ');
}

export function analyzeLabRows(
  rows: readonly StoredLabRow[],
  { reference, person }: AnalyzeOptions,
): LabAnalysisResult {
  const markers: AnalyzedMarker[] = rows.map((stored) => {
    const { row, marker, range } = describeRow(stored, reference, person);
    const direction = flagDirection(row.flag);
    return {
      ...row,
      range,
      is_critical: isCriticalFlag(row.flag),
      measures: marker?.measures ?? null,
      causes:
        marker && direction ? (direction === 'low' ? marker.low_causes : marker.high_causes) : [],
      sources: marker?.sources.map(({ title, url }) => ({ title, url })) ?? [],
    };
  });

  const order = [...BODY_SYSTEMS, OTHER_SYSTEM.id] as string[];
  const bySystem = new Map<string, number[]>();
  markers.forEach((m, index) => {
    const key = m.system ?? OTHER_SYSTEM.id;
    bySystem.set(key, [...(bySystem.get(key) ?? []), index]);
  });
  const systems = [...bySystem.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([system, indexes]) => ({
      system,
      label:
        system === OTHER_SYSTEM.id ? OTHER_SYSTEM.label : BODY_SYSTEM_LABELS[system as BodySystem],
      marker_indexes: indexes,
      flagged_count: indexes.filter((i) => isFlagged(markers[i]!.flag)).length,
    }));

  const correlations = correlate(markers, reference);
  const scores = scoresOf(markers, reference);
  const count = (...flags: LabFlag[]) => markers.filter((m) => flags.includes(m.flag)).length;
  return {
    immuneScore: scores.immuneScore.value,
    scores,
    person,
    markers,
    systems,
    correlations,
    counts: {
      total: markers.length,
      normal: count('normal'),
      low: count('low'),
      high: count('high'),
      critical: count('critical_low', 'critical_high'),
      abnormal: count('abnormal'),
      unknown: count('unknown'),
    },
    narrative: {
      text: deterministicSummary(markers, correlations),
      written_by: 'rules',
      provider: null,
    },
    disclaimer: LAB_MESSAGES.disclaimer,
  };
}
