/**
 * The assistant's safety rails: the system prompt with the product's limits (educational only;
 * no diagnosis, prescription or triage), a
 * deterministic screen that answers emergencies, diagnosis requests and dose changes without a
 * model, and the disclaimer that ends every answer. Rules decide these results, and for self-harm
 * the one crisis detector, whose learned readers may only add a crisis (ADR 135, ADR 173).
 */
import { CHAT_MESSAGES } from '#shared/contracts/chat.contract';
import { mentionsSelfHarm } from '#server/lib/text-safety/index';
import type { SafetyScreen } from './chat.types';

export const SYSTEM_PROMPT = [
  'You are the Wellnest wellness assistant. Wellnest gives general wellness information to adults.',
  'It is not a medical device and is not for diagnosis, treatment or emergencies. You may be wrong, and professional consultation is required for any personal medical decision.',
  'Rules:',
  '- Answer in plain, everyday words.',
  '- Use only the context you are given (the user profile notes and the conversation); if you do not know, say so instead of guessing.',
  '- Never diagnose, and never tell anyone to start, stop, skip, double or change the dose of a medicine.',
  '- Point the user to a doctor or pharmacist for anything personal or medical.',
  '- If a message could be an emergency, tell the user to call 911 (US), 999 (UK) or 112 (EU) now.',
  '- Keep answers short: a few sentences or a short list.',
].join('\n');

const EMERGENCY_NUMBERS = 'If this is an emergency, call 911 (US), 999 (UK) or 112 (EU) now.';
/** Enough to act on: more lines would bury the numbers. */
const MAX_EMERGENCY_SITUATIONS = 2;

interface EmergencyRule {
  patterns: RegExp[];
  /** The one crisis detector's verdict (shared with the community) makes this rule match. */
  selfHarm?: true;
  /** Context in which the patterns mean something ordinary (e.g. a heavy period). */
  unless?: RegExp;
  /** Two lines of first steps, separated by a newline. */
  steps: string;
}

// Patterns run on normalised text: lower case, no apostrophes, only letters, digits and single spaces.
const EMERGENCY_RULES: EmergencyRule[] = [
  {
    // Self-harm first: any mention gets the crisis lines, even when phrased as a question. The
    // detector is the community's too (one crisis detector: ADR 073).
    patterns: [],
    selfHarm: true,
    steps:
      'You are not alone: in the US call or text the 988 Suicide & Crisis Lifeline; in the UK call Samaritans on 116 123 (free, any time).\nIf you can, stay with someone you trust and move away from anything you could use to hurt yourself.',
  },
  {
    patterns: [
      /\boverdos(ed|ing)\b/,
      /\b(took|taken|had|having|its|this is) an overdose\b/,
      /\baccidental overdose\b/,
      /\b(took|taken|take|taking|swallowed|had) (way )?too (many|much) (of )?((my|the|his|her|their) )?(\w+ )?(pills?|tablets?|meds|medications?|medicines?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|sleeping pills)\b/,
      /\b(took|taken|swallowed) (a whole|an entire|all (of )?(my|the|his|her|their)) (bottle|pack|packet|box|pills|tablets|meds|medication)\b/,
      /\b(swallowed|drank|drunk|ingested|ate|eaten)\b.{0,30}\b(bleach|button batter\w*|batter(y|ies)|detergent|laundry pods?|antifreeze|drain cleaner|cleaning product|chemicals?|rat poison|weed killer|pesticide|lighter fluid|gasoline|petrol|wild mushrooms?)\b/,
      /\bpoisoned\b/,
      /(?<!food )\bpoisoning\b/,
      /\bcarbon monoxide alarm (is )?(going off|beeping|sounding)\b/,
    ],
    steps:
      'If the person is awake and breathing, call Poison Control on 1-800-222-1222 (US) or NHS 111 (UK) for what to do next.\nDo not make them vomit, and keep the bottle or packet to show the responders.',
  },
  {
    patterns: [
      /\bchest (pain|pains|pressure|tightness|tight|discomfort|hurts|is hurting|is tight|feels (tight|heavy|crushed|like its being crushed))\b/,
      /\b(pain|pressure|tightness|squeezing|crushing|heaviness|aching) (in|on|across) (my|the|his|her|their) chest\b/,
      /\b(having|is this|is it|just had|(warning )?signs? of|symptoms? of) (a )?heart attack\b/,
      /\bheart attack (signs?|symptoms?)\b/,
      /\bcardiac arrest\b/,
      /\bpain (spreading|radiating|going|moving|shooting) (to|down|into|up) (my|his|her|their) (left )?(arm|jaw|neck)\b/,
    ],
    steps:
      'Stop what you are doing, sit down and keep someone with you; do not drive yourself to hospital.\nIf you are alone, unlock the door so the responders can get in.',
  },
  {
    patterns: [
      /\b(face|mouth|smile|lip) (is |has |started |keeps )?(droop|drooping|drooped|drooping down|sagging|fallen)\b/,
      /\bdroop(ing|y)? (face|mouth|smile)\b/,
      /\bone side of (my|his|her|their) (face|body) (is |feels |went |has gone )?(numb|weak|droop\w*|paraly\w*)\b/,
      /\bsudden(ly)? (numbness|weakness|confusion)\b/,
      /\b(arm|leg) (weakness|is weak|went weak|feels weak|is numb|went numb|has gone numb)\b/,
      /\bcant (lift|raise|move) (my|his|her|their|one) (arm|arms|leg)\b/,
      /\bslurr(ed|ing)\b/,
      /\b(having|just had|is this|is it) (a )?(mini )?stroke\b/,
      /\b(signs?|symptoms?) of (a )?stroke\b/,
      /\bstroke (signs?|symptoms?)\b/,
      /\bfast\b.{0,30}\bstroke\b|\bstroke\b.{0,30}\bfast\b/,
      /\bworst headache (of|in) (my|his|her|their) life\b/,
      /\bthunderclap headache\b/,
    ],
    steps:
      'Face drooping, arm weakness or slurred speech mean call now (FAST): note the time the signs started.\nDo not give food, drink or medicine while you wait.',
  },
  {
    patterns: [
      /\b(cant|cannot|can not|unable to|struggling to|hard to|hardly|barely|trouble|difficulty|difficult to) (breathe|breath|breathing|catch (my|his|her|their) breath)\b/,
      /\bgasping for (air|breath)\b/,
      /\bchoking\b(?! hazard)/,
      /\b(lips|face|fingers) (are |is )?(turning |turned |going |gone )?blue\b/,
      /\b(severe|sudden|suddenly|extreme|very) short(ness)? of breath\b/,
      /\bshort of breath (at rest|while resting|lying down)\b/,
      /\bhaving an asthma attack\b/,
      /\binhaler (isnt|is not|not) (working|helping)\b/,
    ],
    steps:
      'Sit upright, loosen tight clothing and use a reliever inhaler if one is prescribed.\nDo not wait to see whether it passes.',
  },
  {
    patterns: [
      /\banaphyla/,
      /\b(throat|tongue|lips?|mouth|face|airway) (is |are |feels |feel |keeps |started )?(swelling|swollen|closing|tightening|puffing up)\b/,
      /\bswelling (of|in) (my|the|his|her|their) (throat|tongue|lips?|mouth|face)\b/,
      /\bsevere allergic reaction\b/,
      /\ballergic reaction\b.{0,40}\b(breath|breathe|breathing|throat|swell\w*|faint|dizzy)\b/,
      /\b(use|used|need|needed|give|gave) (my|his|her|their|an|the) (epi ?pen|adrenaline|epinephrine)\b/,
    ],
    steps:
      'Use an adrenaline auto-injector (such as an EpiPen) now if one is prescribed, then lie down with legs raised (sit up if breathing is hard).\nA second injector may be used after 5 minutes if there is no improvement.',
  },
  {
    patterns: [
      /\b(having|just had|has just had|first) (a |another |their |his |her )?(seizure|convulsion)s?\b/,
      /\bseizing\b/,
      /\bconvulsing\b/,
      /\bseizure (wont|will not|isnt|is not|that wont) stop/,
    ],
    steps:
      'Move hard objects away and cushion their head; do not hold them down or put anything in their mouth.\nTime it: call if it lasts over 5 minutes, it is a first seizure or they do not wake up.',
  },
  {
    patterns: [
      /\b(heavy|heavily|severe|severely|uncontrolled|uncontrollable|profuse|profusely|massive|lots of|a lot of) bleed/,
      /\bbleed(ing|s)? (heavily|a lot|badly|profusely|everywhere|nonstop|non stop|wont stop|will not stop|that wont stop|and wont stop)\b/,
      /\b(cant|cannot|can not|wont) stop (the )?bleed/,
      /\b(coughing|vomiting|throwing) up blood\b/,
      /\bvomiting blood\b/,
      /\bblood (is )?(spurting|pouring|gushing)\b/,
    ],
    // A heavy period is a reason to see a doctor, not to call an ambulance.
    unless: /\bperiods?\b|\bmenstrua/,
    steps:
      'Press firmly on the wound with a clean cloth and keep pressing without lifting to check.\nRaise the injured part if you can, and lie the person down if they feel faint.',
  },
  {
    patterns: [
      /\bunconscious\b/,
      /\bunresponsive\b/,
      /\bcollapsed\b/,
      /\b(passed out|fainted|blacked out)\b.{0,40}\b(wont|will not|cant|cannot|not|isnt|doesnt) (wake|waking|respond|responding|come round|breathing)\b/,
      /\bcant (wake|rouse) (him|her|them)\b/,
      /\b(he|she|they|someone|baby|child|person|my \w+) (is |are |has |have )?(not|isnt|stopped) breathing\b/,
    ],
    steps:
      'Check whether they are breathing: if they are, turn them on their side (recovery position); if not, start CPR.\nThe emergency operator will guide you step by step.',
  },
  {
    patterns: [
      /\bsevere(ly)? burn/,
      /\b(badly|seriously|severely) burn(ed|t)\b/,
      /\b(third|3rd) degree burns?\b/,
      /\b(chemical|electrical) burns?\b/,
      /\belectrocuted\b/,
      /\bburn(ed|t|s)? (covers|covering|all over)\b/,
    ],
    steps:
      'Cool the burn under cool running water for 20 minutes and remove jewellery or clothing near it unless stuck.\nCover it loosely with cling film or a clean plastic bag; no ice, creams or butter.',
  },
];

// Names of illnesses a "do I have ..." or "is this ..." question can ask about.
const ILLNESS =
  '(cancer|tumou?r|malignant|melanoma|lymphoma|leuka?emia|diabetes|prediabetes|disease|disorder|syndrome|infection|deficiency|illness|virus|covid|flu|adhd|autism|dementia|alzheimers|depression|anxiety|arthritis|c(o)?eliac|lupus|ibs|gerd|pcos|sleep apno?ea|ulcer|std|sti|uti|allergy|intolerance|eczema|psoriasis|shingles|migraine|asthma|gout|hernia|concussion|pneumonia|cyst|thyroid problem|heart problem|hyp(o|er)thyroidism|\\w+itis|\\w+osis|\\w+a?emia)';
// Up to two words between the question and the illness, but not a verb that turns it into a question about causes.
const FILLER =
  '((?!(cause|causes|causing|prevent|help|helps|reduce|lower|raise|increase|trigger|lead|worsen|treat|cure|for|to|with|against|if)\\b)\\w+ ){0,2}';

const DIAGNOSIS_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(do|could|might|may|can) (i|he|she|they|my \\w+) (have|has|be having) (a |an )?${FILLER}${ILLNESS}\\b`,
  ),
  new RegExp(
    `\\b(do you think|is it possible|is there a chance|what are the chances) (that )?(i|he|she|they|my \\w+) (have|has|got) (a |an )?${FILLER}${ILLNESS}\\b`,
  ),
  new RegExp(
    `\\b(is|could|might) (this|it|that|these|those) (be )?(a |an )?(sign of )?(a |an )?${FILLER}${ILLNESS}\\b`,
  ),
  /\bwrong with (me|him|her|them)\b/,
  /\bwrong with my (body|health|heart|stomach|skin|knee|back|head|eyes?|ears?|chest|legs?|arms?|foot|feet|throat|kidneys?|liver|lungs?|joints?|\w+ pain)\b/,
  /\bwhat (illness|disease|condition|infection|disorder) (do|could|might) (i|he|she|they) have\b/,
  /\bwhat (do|could|might) i have( got)?$/,
  /\bwhat (could|might|can) (it|this|that) be$/,
  /\b(can|could|would|will|please) (you )?diagnose\b/,
  /\bdiagnose (me|my|this|what|him|her|them)\b/,
  /\b(give me|need|want|get) a diagnosis\b/,
  /\bwhats? (is )?(my|the|his|her) diagnosis\b/,
  /\bam i (diabetic|prediabetic|an?a?emic|depressed|bipolar|autistic|pregnant|having a (\w+ )?(disorder|condition|breakdown))\b/,
];

// Words that name a medicine: the generic words, common names, and the endings of drug classes.
const MEDICINE =
  '(doses?|dosage|dosing|medications?|medicines?|meds|pills?|tablets?|capsules?|prescriptions?|insulin|inhalers?|antidepressants?|statins?|blood thinners?|injections?|warfarin|lithium|prednisone|prednisolone|levothyroxine|synthroid|metformin|ozempic|wegovy|mounjaro|adderall|ritalin|xanax|prozac|zoloft|lexapro|gabapentin|pregabalin|lamotrigine|tramadol|\\w+pril|\\w+sartan|\\w+olol|\\w+statin|\\w+oxetine|\\w+aline|\\w+alopram|\\w+azepam|\\w+formin|\\w+gliptin|\\w+glutide|\\w+dipine|\\w+parin|\\w+xaban|\\w+prazole|\\w+triptan|\\w+codone|\\w+semide|\\w+thiazide)';
// Words that may sit between the verb and the medicine ("skip my blood pressure pill").
const BETWEEN =
  '(taking|using|on|off|of|my|the|this|these|those|his|her|their|a|an|one|daily|morning|evening|night|nightly|blood pressure|bp|thyroid|diabetes|cholesterol|heart|sleeping|mg|\\d+)';
const DOSE_VERB =
  '(stop|stopping|quit|quitting|discontinue|skip|skipping|miss|double|doubling|triple|increase|increasing|decrease|decreasing|reduce|reducing|lower|lowering|raise|raising|halve|halving|cut|cutting|split|adjust|adjusting|change|changing|come off|coming off|get off|go off|wean off|taper|tapering|bump up)';

const DOSE_CHANGE_PATTERNS: RegExp[] = [
  new RegExp(`\\b${DOSE_VERB}( ${BETWEEN}){0,3} ${MEDICINE}\\b`),
  /\b(stop|stopping|quit|quitting|discontinue|skip|skipping) taking\b/,
  new RegExp(
    `\\b(take|taking|have) (an? )?(extra|double|twice|second|more|less|half) (the |a |my )?(\\w+ )?${MEDICINE}\\b`,
  ),
  new RegExp(`\\b(should|can|could|may) i up (my|the) ${MEDICINE}\\b`),
  new RegExp(`\\bdouble up( on)?( the| my| a)? ${MEDICINE}\\b`),
  /\bdouble up$/,
];

const DIAGNOSIS_REPLY = [
  "I can't diagnose health problems: only a clinician who can examine you can do that, and a guess from me could mislead you.",
  'What helps instead:',
  '- Book an appointment with your doctor (a pharmacist can help with minor problems today).',
  '- Before you go, note what you feel, when it started, what makes it better or worse, and the medicines and supplements you take.',
  '- Get urgent help (911 US, 999 UK, 112 EU) for chest pain, trouble breathing, signs of a stroke, or if you get much worse quickly.',
  'I can explain general information about a condition or help you prepare questions for your appointment.',
].join('\n');

const DOSE_CHANGE_REPLY = [
  "I can't advise stopping, skipping, doubling or otherwise changing a medicine: changing some medicines suddenly can be harmful.",
  'What to do instead:',
  '- Please do not change how you take it without talking to your prescriber first.',
  '- Your pharmacist can answer questions about your dose today, usually without an appointment.',
  '- Meanwhile, keep taking it as prescribed; if you missed a dose, check the leaflet or ask your pharmacist rather than doubling up.',
  '- If you have severe side effects or feel very unwell, get urgent help (911 US, 999 UK, 112 EU).',
].join('\n');

/** Lower case, apostrophes dropped ("what's" → "whats"), other punctuation and runs of space → one space. */
function normalizeForScreen(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function matchesAny(text: string, patterns: RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

export async function screenMessage(text: string): Promise<SafetyScreen> {
  const normalized = normalizeForScreen(text);
  // Asked of every message: the detector's sentence reader is asynchronous (ADR 173).
  const selfHarm = await mentionsSelfHarm(text);
  const emergencies = EMERGENCY_RULES.filter(
    (rule) =>
      (matchesAny(normalized, rule.patterns) || (rule.selfHarm === true && selfHarm)) &&
      !(rule.unless?.test(normalized) ?? false),
  );
  if (emergencies.length > 0) {
    // One situation gets both its lines; several get the first line of each, so the reply stays short.
    const steps =
      emergencies.length === 1
        ? emergencies.map((rule) => rule.steps)
        : emergencies
            .slice(0, MAX_EMERGENCY_SITUATIONS)
            .map((rule) => rule.steps.split('\n')[0] ?? rule.steps);
    return { kind: 'emergency', reply: [EMERGENCY_NUMBERS, ...steps].join('\n') };
  }
  if (matchesAny(normalized, DIAGNOSIS_PATTERNS))
    return { kind: 'refusal', reason: 'diagnosis', reply: DIAGNOSIS_REPLY };
  if (matchesAny(normalized, DOSE_CHANGE_PATTERNS))
    return { kind: 'refusal', reason: 'dose_change', reply: DOSE_CHANGE_REPLY };
  return { kind: 'ok' };
}

/** Ends the text with the disclaimer on its own paragraph, exactly once, however often it is applied. */
export function withDisclaimer(text: string): string {
  const body = text.split(CHAT_MESSAGES.disclaimer).join('').trimEnd();
  return body ? `${body}\n\n${CHAT_MESSAGES.disclaimer}` : CHAT_MESSAGES.disclaimer;
}
