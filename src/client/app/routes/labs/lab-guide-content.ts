/**
 * The public lab guides' content, authored by us from MedlinePlus, NIH ODS and FDA pages (each item
 * names its source). Information only: what tests exist, what they measure, how to prepare.
 */

export interface SourceRef {
  title: string;
  url: string;
}

const MEDLINEPLUS_PREPARE: SourceRef = {
  title: 'MedlinePlus: How to prepare for a lab test',
  url: 'https://medlineplus.gov/lab-tests/how-to-prepare-for-a-lab-test/',
};
const MEDLINEPLUS_UNDERSTAND: SourceRef = {
  title: 'MedlinePlus: How to understand your lab results',
  url: 'https://medlineplus.gov/lab-tests/how-to-understand-your-lab-results/',
};
const FDA_BIOTIN: SourceRef = {
  title: 'FDA: Biotin may interfere with lab tests (safety communication)',
  url: 'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication',
};
const ODS_BIOTIN: SourceRef = {
  title: 'NIH Office of Dietary Supplements: Biotin fact sheet',
  url: 'https://ods.od.nih.gov/factsheets/Biotin-Consumer/',
};
const MEDLINEPLUS_URINALYSIS: SourceRef = {
  title: 'MedlinePlus: Urinalysis',
  url: 'https://medlineplus.gov/lab-tests/urinalysis/',
};
const FDA_HOME_TESTS: SourceRef = {
  title: 'FDA: Home use tests',
  url: 'https://www.fda.gov/medical-devices/in-vitro-diagnostics/home-use-tests',
};

export interface GuideItem {
  title: string;
  body: string;
  sources: SourceRef[];
}

/** /blood-test-guide: before the test. */
export const PREPARATION: GuideItem[] = [
  {
    title: 'Fasting, only when asked',
    body: 'Some tests, such as fasting glucose and sometimes a lipid panel, need you to eat and drink nothing but water for about 8 to 12 hours first. Many tests need no fasting at all: follow the instructions for your test, and tell the lab if you did eat.',
    sources: [MEDLINEPLUS_PREPARE],
  },
  {
    title: 'Biotin (vitamin B7) supplements',
    body: 'High-dose biotin, common in hair, skin and nail supplements and some multivitamins, can make certain results falsely high or low, including thyroid hormone and troponin tests. Tell whoever orders your test if you take biotin, and ask whether to pause it beforehand.',
    sources: [FDA_BIOTIN, ODS_BIOTIN],
  },
  {
    title: 'Medicines and other supplements',
    body: 'Keep taking your medicines unless your clinician tells you otherwise, and tell them everything you take, including vitamins and herbal products. Some medicines change results; the timing of a dose can matter for tests such as blood glucose.',
    sources: [MEDLINEPLUS_PREPARE],
  },
  {
    title: 'Morning samples',
    body: 'Several values change through the day (iron, cortisol and some hormones, for example), so some tests are booked for the morning. A first-morning urine sample is more concentrated, which some urine tests ask for.',
    sources: [MEDLINEPLUS_PREPARE, MEDLINEPLUS_URINALYSIS],
  },
  {
    title: 'Drink water',
    body: 'Unless told otherwise, drinking water beforehand is fine and makes the blood draw easier. Being very dehydrated can concentrate some values, and drinking a great deal just before a urine test can dilute it.',
    sources: [MEDLINEPLUS_PREPARE],
  },
  {
    title: 'Hard exercise and alcohol',
    body: 'Strenuous exercise and alcohol in the day or two before a test can change some results, such as muscle and liver enzymes and triglycerides. If you are unsure, ask the lab what to avoid.',
    sources: [MEDLINEPLUS_PREPARE],
  },
];

/** /blood-test-guide: collecting a urine sample. */
export const URINE_SAMPLE_STEPS: string[] = [
  'Wash your hands and clean the genital area with the wipe provided.',
  'Start urinating into the toilet, then collect the middle part of the stream in the cup (a “clean catch”).',
  'Fill the cup to the line, finish in the toilet, close the lid and hand it in as instructed.',
  'Mention it if you are menstruating: blood can show up in the sample.',
];

/** /blood-test-guide and /markers-education: reading the report. */
export const READING_RESULTS: GuideItem[] = [
  {
    title: 'Ranges belong to the lab',
    body: 'A reference range is where the results of most healthy people fall, so about 1 in 20 healthy people lands just outside it. Ranges differ between labs, methods, age and sex: compare each value with the range printed beside it on your own report.',
    sources: [MEDLINEPLUS_UNDERSTAND],
  },
  {
    title: 'Units differ too',
    body: 'The same marker can be reported in different units: glucose in mg/dL in the US and mmol/L in the UK and EU, HbA1c in % or mmol/mol. A value only means something with its unit.',
    sources: [MEDLINEPLUS_UNDERSTAND],
  },
  {
    title: 'One result is one moment',
    body: 'A single value slightly out of range is often not a problem, and a value in range does not rule one out. Trends over several tests and how you feel matter more; your clinician reads results together with your history.',
    sources: [MEDLINEPLUS_UNDERSTAND],
  },
];

export interface TestKind {
  id: string;
  name: string;
  specimen: 'Blood' | 'Urine';
  measures: string;
  markers: string[];
  why: string;
  preparation: string;
  source: SourceRef;
}

/** /test-kits: the common kinds of tests and what they measure. */
export const TEST_KINDS: TestKind[] = [
  {
    id: 'cbc',
    name: 'Full blood count (complete blood count, CBC)',
    specimen: 'Blood',
    measures:
      'The cells in your blood: red cells that carry oxygen, white cells that fight infection, and platelets that help it clot.',
    markers: [
      'Haemoglobin',
      'Haematocrit',
      'Red cell count and indices (MCV, MCH)',
      'White cell count and differential',
      'Platelets',
    ],
    why: 'A routine check, and to look for anaemia, infection or inflammation.',
    preparation: 'Usually none.',
    source: {
      title: 'MedlinePlus: Complete blood count (CBC)',
      url: 'https://medlineplus.gov/lab-tests/complete-blood-count-cbc/',
    },
  },
  {
    id: 'bmp',
    name: 'Basic metabolic panel (BMP)',
    specimen: 'Blood',
    measures:
      'Blood sugar, the salts that keep fluid and nerves in balance, and how well the kidneys filter.',
    markers: [
      'Glucose',
      'Sodium',
      'Potassium',
      'Chloride',
      'Bicarbonate',
      'Urea (BUN)',
      'Creatinine',
      'Calcium',
    ],
    why: 'A routine check of metabolism and kidney function, and when taking medicines that affect them.',
    preparation: 'You may be asked to fast for a few hours.',
    source: {
      title: 'MedlinePlus: Basic metabolic panel (BMP)',
      url: 'https://medlineplus.gov/lab-tests/basic-metabolic-panel-bmp/',
    },
  },
  {
    id: 'cmp',
    name: 'Comprehensive metabolic panel (CMP)',
    specimen: 'Blood',
    measures: 'Everything in the basic panel plus proteins and liver tests.',
    markers: [
      'Everything in the BMP',
      'Albumin',
      'Total protein',
      'ALT',
      'AST',
      'ALP',
      'Bilirubin',
    ],
    why: 'A wider routine check of the liver, kidneys and metabolism.',
    preparation: 'You may be asked to fast for 10 to 12 hours.',
    source: {
      title: 'MedlinePlus: Comprehensive metabolic panel (CMP)',
      url: 'https://medlineplus.gov/lab-tests/comprehensive-metabolic-panel-cmp/',
    },
  },
  {
    id: 'lipids',
    name: 'Lipid panel (cholesterol test)',
    specimen: 'Blood',
    measures: 'The fats in your blood that relate to heart and blood-vessel health.',
    markers: [
      'Total cholesterol',
      'LDL cholesterol',
      'HDL cholesterol',
      'Triglycerides',
      'Non-HDL cholesterol',
    ],
    why: 'To estimate heart-disease risk and follow cholesterol treatment.',
    preparation: 'Often no fasting; sometimes 9 to 12 hours, mainly for triglycerides.',
    source: {
      title: 'MedlinePlus: Cholesterol levels',
      url: 'https://medlineplus.gov/lab-tests/cholesterol-levels/',
    },
  },
  {
    id: 'thyroid',
    name: 'Thyroid tests',
    specimen: 'Blood',
    measures:
      'How well the thyroid gland works, starting with the pituitary hormone that drives it.',
    markers: ['TSH', 'Free T4', 'Free T3 (sometimes)', 'Thyroid antibodies (sometimes)'],
    why: 'Tiredness, weight change, feeling hot or cold, or to follow thyroid treatment.',
    preparation: 'Tell the lab about biotin supplements, which can distort these tests.',
    source: {
      title: 'MedlinePlus: TSH (thyroid-stimulating hormone) test',
      url: 'https://medlineplus.gov/lab-tests/tsh-thyroid-stimulating-hormone-test/',
    },
  },
  {
    id: 'iron',
    name: 'Iron studies',
    specimen: 'Blood',
    measures: 'How much iron is in your blood and how much your body has stored.',
    markers: ['Ferritin', 'Serum iron', 'Transferrin or TIBC', 'Transferrin saturation'],
    why: 'To find iron deficiency or iron overload, often after a low haemoglobin.',
    preparation: 'Often a morning sample, sometimes fasting.',
    source: {
      title: 'MedlinePlus: Ferritin blood test',
      url: 'https://medlineplus.gov/lab-tests/ferritin-blood-test/',
    },
  },
  {
    id: 'vitamin-d',
    name: 'Vitamin D (25-hydroxyvitamin D)',
    specimen: 'Blood',
    measures:
      'The main form of vitamin D circulating in the blood, which reflects sun exposure, diet and supplements.',
    markers: ['25-hydroxyvitamin D'],
    why: 'Bone health, risk of deficiency, or to follow supplements.',
    preparation: 'Usually none.',
    source: {
      title: 'MedlinePlus: Vitamin D test',
      url: 'https://medlineplus.gov/lab-tests/vitamin-d-test/',
    },
  },
  {
    id: 'b12',
    name: 'Vitamin B12 and folate',
    specimen: 'Blood',
    measures: 'Two B vitamins needed to make red blood cells and keep nerves healthy.',
    markers: ['Vitamin B12', 'Folate', 'Methylmalonic acid or homocysteine (sometimes)'],
    why: 'Large red cells on a blood count, tingling or numbness, a vegan diet, or medicines such as metformin.',
    preparation: 'Sometimes fasting for a few hours.',
    source: {
      title: 'NIH Office of Dietary Supplements: Vitamin B12',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-Consumer/',
    },
  },
  {
    id: 'hba1c',
    name: 'HbA1c (glycated haemoglobin)',
    specimen: 'Blood',
    measures: 'Your average blood sugar over the past two to three months.',
    markers: ['HbA1c, in % or mmol/mol'],
    why: 'To screen for and follow diabetes and prediabetes.',
    preparation: 'No fasting needed.',
    source: {
      title: 'MedlinePlus: Hemoglobin A1C (HbA1c) test',
      url: 'https://medlineplus.gov/lab-tests/hemoglobin-a1c-hba1c-test/',
    },
  },
  {
    id: 'liver',
    name: 'Liver function tests',
    specimen: 'Blood',
    measures: 'Enzymes and proteins that show how the liver and bile ducts are working.',
    markers: ['ALT', 'AST', 'ALP', 'GGT', 'Bilirubin', 'Albumin'],
    why: 'Symptoms of liver trouble, alcohol use, or medicines that can affect the liver.',
    preparation: 'Sometimes fasting; avoid alcohol and hard exercise the day before if asked.',
    source: {
      title: 'MedlinePlus: Liver function tests',
      url: 'https://medlineplus.gov/lab-tests/liver-function-tests/',
    },
  },
  {
    id: 'crp',
    name: 'Inflammation markers',
    specimen: 'Blood',
    measures: 'Proteins and rates that rise when there is inflammation somewhere in the body.',
    markers: ['C-reactive protein (CRP)', 'hs-CRP', 'ESR (sometimes)'],
    why: 'To look for or follow infection and inflammatory conditions.',
    preparation: 'Usually none.',
    source: {
      title: 'MedlinePlus: C-reactive protein (CRP) test',
      url: 'https://medlineplus.gov/lab-tests/c-reactive-protein-crp-test/',
    },
  },
  {
    id: 'urinalysis',
    name: 'Urinalysis',
    specimen: 'Urine',
    measures:
      'What is in your urine: a dipstick reads chemicals, and a microscope can look at cells and crystals.',
    markers: [
      'Specific gravity',
      'pH',
      'Protein',
      'Glucose',
      'Ketones',
      'Blood',
      'Leukocyte esterase',
      'Nitrite',
      'Bilirubin and urobilinogen',
    ],
    why: 'A routine check, urinary symptoms, and to look for kidney disease or diabetes.',
    preparation: 'A clean-catch sample; sometimes the first urine of the morning.',
    source: MEDLINEPLUS_URINALYSIS,
  },
  {
    id: 'kidney',
    name: 'Kidney tests',
    specimen: 'Blood',
    measures:
      'How well the kidneys filter waste, from the blood and often a urine sample together.',
    markers: ['Creatinine', 'eGFR', 'Urea (BUN)', 'Urine albumin-to-creatinine ratio'],
    why: 'High blood pressure, diabetes, or medicines that affect the kidneys.',
    preparation: 'Usually none; sometimes avoid a large meat meal beforehand.',
    source: { title: 'MedlinePlus: Kidney tests', url: 'https://medlineplus.gov/kidneytests.html' },
  },
];

export interface AccessRoute {
  title: string;
  body: string;
  sources: SourceRef[];
}

/** /test-kits: ways to get tested (information only: no shop, no prices). */
export const ACCESS_ROUTES: AccessRoute[] = [
  {
    title: 'Through your doctor',
    body: 'The usual route: your doctor orders the tests that fit your symptoms and history, and goes through the results with you. Ask for a copy of the report; you can upload it here.',
    sources: [MEDLINEPLUS_UNDERSTAND],
  },
  {
    title: 'Pharmacies and walk-in labs',
    body: 'In many places pharmacies and lab collection centres offer some tests without an appointment, and sometimes without a doctor’s order. Check which tests they run, who reviews the results, and how you get the full report.',
    sources: [MEDLINEPLUS_PREPARE],
  },
  {
    title: 'At-home kits',
    body: 'Some tests use a finger-prick or urine sample you collect at home and post to a lab; others give a result on the spot. Finger-prick samples can be affected by how they are collected (squeezing the finger, too little blood), not every marker can be measured this way, and a kit does not replace a visit when you have symptoms. Prefer tests cleared for home use and a lab that is accredited, and discuss any worrying result with a clinician.',
    sources: [FDA_HOME_TESTS],
  },
];
