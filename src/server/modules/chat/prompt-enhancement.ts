/**
 * Prompt enhancement: local only. The message picks a mode,
 * and only the profile fields that mode needs are appended under its one heading. The profile is
 * read field by field from known names, so a name, an email, an id or an unknown field never leaves.
 */
import type { ChatMode } from '#shared/contracts/chat.contract';
import {
  ALCOHOL_LEVELS,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  GENDERS,
  SMOKING_STATUSES,
} from '#shared/contracts/profile.contract';
import type { EnhancedPrompt, ProfileContext } from './chat.types';

type ScoredMode = Exclude<ChatMode, 'general'>;

/**
 * Keywords per mode; each keyword that appears scores one. On a tie the earlier mode here wins:
 * medication safety first (a wrong answer there does the most harm), then health analysis,
 * nutrition and lifestyle. No keyword at all means 'general'.
 */
const MODE_KEYWORDS: Record<ScoredMode, RegExp[]> = {
  medication_safety: [
    /\bmedic(ine|ines|ation|ations)\b/,
    /\bmeds\b/,
    /\bdrugs?\b/,
    /\bpills?\b/,
    /\btablets?\b/,
    /\bcapsules?\b/,
    /\bsupplements?\b/,
    /\binteract(s|ion|ions)?\b/,
    /\bside effects?\b/,
    /\bdos(e|es|age|ing)\b/,
    /\bprescri(bed|ption|ptions)\b/,
    /\bpharmac(y|ist)\b/,
    /\b(safe|ok|okay) to (take|mix|combine)\b/,
    /\btake (\w+ ){0,2}with\b/,
    /\bcontraindicat/,
    /\b(ibuprofen|advil|motrin|tylenol|acetaminophen|paracetamol|aspirin|naproxen|warfarin|metformin|statins?|sertraline|zoloft|prozac|lisinopril|levothyroxine|omeprazole|antibiotics?|antidepressants?|insulin|st johns wort|ginkgo|melatonin|antihistamines?)\b/,
  ],
  health_analysis: [
    /\bsymptoms?\b/,
    /\blab(s| results?| tests?)?\b/,
    /\bblood (tests?|work|results?|pressure|sugar)\b/,
    /\btest results?\b/,
    /\bcholesterol\b/,
    /\b(ldl|hdl|triglycerides?|a1c|hba1c|glucose|ferritin|ha?emoglobin|tsh|biomarkers?)\b/,
    /\bmy health\b/,
    /\bheart rate\b/,
    /\bpulse\b/,
    /\bthyroid\b/,
    /\b(kidney|liver) function\b/,
    /\b(pain|ache|aches|headaches?|migraines?|fatigue|dizzy|dizziness|rash|fever|nausea|cough|swelling)\b/,
    /\bconditions?\b/,
    /\bbmi\b/,
  ],
  nutrition: [
    /\bfoods?\b/,
    /\bdiet(s|ary)?\b/,
    /\bmeals?\b/,
    /\beat(s|ing)?\b/,
    /\bprotein\b/,
    /\bcarbs?\b/,
    /\bcarbohydrates?\b/,
    /\bcalories?\b/,
    /\bvitamins?\b/,
    /\bminerals?\b/,
    /\bfib(er|re)\b/,
    /\brecipes?\b/,
    /\b(breakfast|lunch|dinner|snacks?)\b/,
    /\bsugar\b/,
    /\b(vegan|vegetarian|keto|paleo|mediterranean|pescatarian)\b/,
    /\b(fruits?|vegetables?|veggies)\b/,
    /\bnutri(ent|ents|tion)\b/,
    /\bomega 3\b/,
    /\bhydrat(e|ion)\b/,
    /\bgluten\b/,
    /\blactose\b/,
  ],
  lifestyle: [
    /\bsleep(ing)?\b/,
    /\binsomnia\b/,
    /\bexercis(e|es|ing)\b/,
    /\bworkouts?\b/,
    /\btraining\b/,
    /\b(running|walking|steps|gym|yoga)\b/,
    /\bstress(ed)?\b/,
    /\brelax(ing|ation)?\b/,
    /\bmeditat(e|ion)\b/,
    /\bhabits?\b/,
    /\broutine\b/,
    /\bweight\b/,
    /\bsmok(e|es|ing|er)\b/,
    /\bvap(e|ing)\b/,
    /\balcohol\b/,
    /\bdrinking\b/,
    /\benergy\b/,
    /\bscreen time\b/,
    /\bposture\b/,
  ],
};
const MODE_ORDER = Object.keys(MODE_KEYWORDS) as ScoredMode[];

export function detectMode(message: string): ChatMode {
  const text = message
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ');
  let best: ChatMode = 'general';
  let bestScore = 0;
  for (const mode of MODE_ORDER) {
    const score = MODE_KEYWORDS[mode].filter((keyword) => keyword.test(text)).length;
    // Strictly greater: on a tie the earlier mode keeps its place.
    if (score > bestScore) {
      best = mode;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The profile's sections as stored (jsonb): each is read as a record when it is one, and as empty
 * when it is anything else (an array, null, a number), so any value is accepted.
 */
interface ProfileSections {
  personal_info: unknown;
  medical_history: unknown;
  lifestyle_data: unknown;
  dietary_info: unknown;
  health_goals: unknown;
  conditions: unknown;
}

const CONDITION_FIELDS = [
  'healthConditions',
  'medicalConditions',
  'currentConditions',
  'chronicConditions',
] as const;
const MAX_ITEMS = 20;
const MAX_ITEM_LENGTH = 100;
/** Free text that looks like an identifier (email, web address, UUID, long number) is never sent. */
const IDENTIFIER = /@|https?:|www\.|[0-9a-f]{8}-[0-9a-f]{4}-|\d{6,}/i;

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Free-text list entries: strings only (objects may hold anything), one line each, no identifiers, no repeats. */
function readTextList(...values: unknown[]): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const value of values) {
    if (!Array.isArray(value)) continue;
    for (const entry of value) {
      if (typeof entry !== 'string') continue;
      const item = entry.replace(/\s+/g, ' ').trim().slice(0, MAX_ITEM_LENGTH);
      const key = item.toLowerCase();
      if (!item || IDENTIFIER.test(item) || seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items.slice(0, MAX_ITEMS);
}

/** Only a value from the profile's own closed list, so no free text slips through. */
function readChoice<T extends string>(choices: readonly T[], ...values: unknown[]): T | null {
  return (values.find((value) => choices.includes(value as T)) as T | undefined) ?? null;
}

function readNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : null;
}

/** The sections of a user who has no profile row yet. */
export const EMPTY_PROFILE_SECTIONS: ProfileSections = {
  personal_info: {},
  medical_history: {},
  lifestyle_data: {},
  dietary_info: {},
  health_goals: {},
  conditions: {},
};

export function buildProfileContext(
  input: ProfileSections,
  medications: readonly string[],
): ProfileContext {
  const personal = asRecord(input.personal_info);
  const medical = asRecord(input.medical_history);
  const lifestyle = asRecord(input.lifestyle_data);
  const dietary = asRecord(input.dietary_info);
  const goals = asRecord(input.health_goals);
  const conditions = asRecord(input.conditions);
  const age = readNumber(personal.age, 1, 120);
  const stressLevel = readNumber(lifestyle.stressLevel, 1, 10);
  return {
    age: age !== null && Number.isInteger(age) ? age : null,
    gender: readChoice(GENDERS, personal.gender),
    conditions: readTextList(
      ...CONDITION_FIELDS.map((field) => medical[field]),
      ...CONDITION_FIELDS.map((field) => conditions[field]),
      conditions.list,
    ),
    allergies: readTextList(medical.allergies),
    medications: readTextList(medications),
    dietType: readChoice(DIET_TYPES, dietary.dietType, dietary.type),
    dietaryRestrictions: readTextList(dietary.dietaryRestrictions, dietary.restrictions),
    goals: readTextList(goals.primary, goals.primaryGoals, goals.goals),
    sleepHours: readNumber(lifestyle.sleepHours, 1, 24),
    exerciseFrequency: readChoice(EXERCISE_FREQUENCIES, lifestyle.exerciseFrequency),
    stressLevel: stressLevel !== null && Number.isInteger(stressLevel) ? stressLevel : null,
    smokingStatus: readChoice(SMOKING_STATUSES, lifestyle.smokingStatus),
    alcoholConsumption: readChoice(ALCOHOL_LEVELS, lifestyle.alcoholConsumption),
  };
}

type ContextField = keyof ProfileContext;

/** Each mode's one heading and the only fields it may send, in the order they are written. */
const MODE_SECTIONS: Record<ScoredMode, { heading: string; fields: ContextField[] }> = {
  health_analysis: {
    heading: 'Health',
    fields: ['age', 'gender', 'conditions', 'allergies', 'medications'],
  },
  medication_safety: {
    heading: 'Medication',
    fields: ['medications', 'allergies', 'conditions', 'age'],
  },
  nutrition: {
    heading: 'Nutrition',
    fields: ['dietType', 'dietaryRestrictions', 'allergies', 'goals', 'conditions'],
  },
  lifestyle: {
    heading: 'Lifestyle',
    fields: [
      'sleepHours',
      'exerciseFrequency',
      'stressLevel',
      'smokingStatus',
      'alcoholConsumption',
      'goals',
    ],
  },
};

const FIELD_LABELS: Record<ContextField, string> = {
  age: 'Age',
  gender: 'Gender',
  conditions: 'Conditions',
  allergies: 'Allergies',
  medications: 'Medications and supplements',
  dietType: 'Diet type',
  dietaryRestrictions: 'Dietary restrictions',
  goals: 'Goals',
  sleepHours: 'Sleep (hours per night)',
  exerciseFrequency: 'Exercise frequency',
  stressLevel: 'Stress level (1-10)',
  smokingStatus: 'Smoking',
  alcoholConsumption: 'Alcohol',
};

/** One line per value, so profile text cannot start a heading or an instruction of its own. */
function formatValue(value: ProfileContext[ContextField]): string | null {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (value === null) return null;
  if (Array.isArray(value)) return value.length > 0 ? value.map(oneLine).join(', ') : null;
  return oneLine(String(value)) || null;
}

export function enhancePrompt(
  message: string,
  context: ProfileContext | null,
  mode?: ChatMode,
): EnhancedPrompt {
  const chosenMode = mode ?? detectMode(message);
  const unchanged: EnhancedPrompt = { prompt: message, mode: chosenMode, score: 0, fieldsUsed: [] };
  try {
    if (context === null || chosenMode === 'general') return unchanged;
    const section = MODE_SECTIONS[chosenMode];
    const lines: string[] = [];
    const fieldsUsed: ContextField[] = [];
    for (const field of section.fields) {
      const value = formatValue(context[field]);
      if (value === null) continue;
      lines.push(`- ${FIELD_LABELS[field]}: ${value}`);
      fieldsUsed.push(field);
    }
    if (fieldsUsed.length === 0) return unchanged;
    return {
      prompt: `${message}\n\n${section.heading}:\n${lines.join('\n')}`,
      mode: chosenMode,
      score: Math.round((fieldsUsed.length / section.fields.length) * 100),
      fieldsUsed,
    };
  } catch {
    // Enhancement is a bonus: any surprise in the context falls back to the plain message.
    return unchanged;
  }
}
