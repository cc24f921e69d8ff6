/**
 * Lab results read with the person's medicines (ADR 086), as authored knowledge: each rule names a
 * test of the biomarker catalogue (data/biomarkers), the medicines it concerns (by class of
 * classes.ts or by substance id; a combination counts through its ingredients), and bands of
 * thresholds, most serious first, each in a unit the catalogue lists for that test (or as a
 * multiple of the range's end: 'ALT above 3 × the upper limit'). The first band a result falls in
 * is the caution; a result in none raises nothing. Thresholds are the published ones: FDA labels
 * (DailyMed), the FDA's 2016 metformin safety communication, KDIGO, MedlinePlus.
 *
 * Written by us from those references; `lab-rules.test.ts` checks every test, unit, class, id and
 * source against the knowledge. A model never decides one.
 */
import type { Severity } from '#shared/contracts/interactions.contract';
import type { SubstanceClass } from '#server/knowledge/classes';

export type LabComparator = 'lt' | 'le' | 'gt' | 'ge';

/**
 * A threshold: a value in one of the test's catalogue units, or an end of the result's range (the
 * range the lab printed, else ours for the person's sex and age) times a factor.
 */
export type LabLimit = { value: number; unit: string } | { range: 'low' | 'high'; times: number };

export interface LabBand {
  compare: LabComparator;
  limit: LabLimit;
  severity: Severity;
  /** What the result means with this medicine, in plain words. */
  says: string;
}

export interface LabMedicineRule {
  id: string;
  /** Catalogue ids; with several (ALT, AST), the most serious of their latest results counts. */
  biomarkers: readonly string[];
  medicines: { classes?: readonly SubstanceClass[]; ids?: readonly string[] };
  /** Most serious first; the first that holds is the caution. */
  bands: readonly LabBand[];
  /** What to do, after what the band says. */
  advice: string;
  /** How old a result may be, by its collection day, and still count (default 365). */
  windowDays?: number;
  sources: readonly { title: string; url: string }[];
}

/** Results older than this (by collection day) are not held against the cabinet. */
export const DEFAULT_LAB_WINDOW_DAYS = 365;

const EGFR = 'mL/min/1.73m²';
const label = (query: string, name: string) => ({
  title: `${name} label (DailyMed)`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${query}`,
});
const KDIGO = {
  title: 'KDIGO Clinical Practice Guideline for the Evaluation and Management of CKD',
  url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
};
const GFR_TEST = {
  title: 'Glomerular filtration rate (GFR) test (MedlinePlus)',
  url: 'https://medlineplus.gov/lab-tests/glomerular-filtration-rate-gfr-test/',
};
const CRCL_NOTE =
  'The label doses by creatinine clearance, which your clinician works out from your creatinine, age and weight; eGFR is a close guide to it.';
const NOT_ON_YOUR_OWN = 'Do not stop or change the medicine on your own.';

export const LAB_MEDICINE_RULES: readonly LabMedicineRule[] = [
  {
    id: 'metformin-egfr',
    biomarkers: ['egfr'],
    medicines: { ids: ['metformin'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 30, unit: EGFR },
        severity: 'major',
        says: 'Metformin’s label says not to take it when eGFR is below 30: the kidneys clear it, and it can build up and cause lactic acidosis.',
      },
      {
        compare: 'lt',
        limit: { value: 45, unit: EGFR },
        severity: 'moderate',
        says: 'Metformin’s label says not to start it when eGFR is 30 to 45, and to weigh its benefits and risks once eGFR falls below 45.',
      },
    ],
    advice: `Ask your prescriber soon whether to keep taking it or lower the dose. ${NOT_ON_YOUR_OWN}`,
    sources: [
      {
        title:
          'FDA Drug Safety Communication: FDA revises warnings regarding use of the diabetes medicine metformin in certain patients with reduced kidney function (2016)',
        url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-revises-warnings-regarding-use-diabetes-medicine-metformin-certain',
      },
      label('metformin', 'Metformin'),
      GFR_TEST,
    ],
  },
  {
    id: 'nsaid-egfr',
    biomarkers: ['egfr'],
    medicines: { classes: ['nsaid'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 30, unit: EGFR },
        severity: 'major',
        says: 'With eGFR below 30, KDIGO advises avoiding NSAIDs, and their labels do not recommend them in advanced kidney disease: they can lower kidney function further.',
      },
      {
        compare: 'lt',
        limit: { value: 60, unit: EGFR },
        severity: 'moderate',
        says: 'With eGFR below 60, KDIGO advises against taking NSAIDs for long: they can lower kidney function further.',
      },
    ],
    advice:
      'Ask your clinician or pharmacist about a pain reliever that spares the kidneys, and how long you may take this one.',
    sources: [KDIGO, label('ibuprofen', 'Ibuprofen'), label('naproxen', 'Naproxen'), GFR_TEST],
  },
  {
    id: 'dabigatran-egfr',
    biomarkers: ['egfr'],
    medicines: { ids: ['dabigatran'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 30, unit: EGFR },
        severity: 'major',
        says: `Dabigatran is cleared mostly by the kidneys; its label gives a dose below a creatinine clearance of 30 for only some uses, and none below 15. ${CRCL_NOTE}`,
      },
      {
        compare: 'lt',
        limit: { value: 50, unit: EGFR },
        severity: 'moderate',
        says: `At a creatinine clearance of 30 to 50, dabigatran’s label lowers the dose or advises against some other medicines (P-gp inhibitors) with it. ${CRCL_NOTE}`,
      },
    ],
    advice: `Ask your prescriber whether your dose fits this result. ${NOT_ON_YOUR_OWN}`,
    sources: [label('dabigatran', 'Dabigatran (Pradaxa)'), GFR_TEST],
  },
  {
    id: 'rivaroxaban-egfr',
    biomarkers: ['egfr'],
    medicines: { ids: ['rivaroxaban'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 15, unit: EGFR },
        severity: 'major',
        says: `Rivaroxaban’s label advises avoiding it at a creatinine clearance below 15. ${CRCL_NOTE}`,
      },
      {
        compare: 'le',
        limit: { value: 50, unit: EGFR },
        severity: 'moderate',
        says: `For atrial fibrillation, rivaroxaban’s label lowers the dose to 15 mg at a creatinine clearance of 50 or less. ${CRCL_NOTE}`,
      },
    ],
    advice: `Ask your prescriber whether your dose fits this result. ${NOT_ON_YOUR_OWN}`,
    sources: [label('rivaroxaban', 'Rivaroxaban (Xarelto)'), GFR_TEST],
  },
  {
    id: 'edoxaban-egfr',
    biomarkers: ['egfr'],
    medicines: { ids: ['edoxaban'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 15, unit: EGFR },
        severity: 'major',
        says: `Edoxaban’s label does not recommend it at a creatinine clearance below 15. ${CRCL_NOTE}`,
      },
      {
        compare: 'le',
        limit: { value: 50, unit: EGFR },
        severity: 'moderate',
        says: `Edoxaban’s label lowers the dose to 30 mg at a creatinine clearance of 15 to 50. ${CRCL_NOTE}`,
      },
      {
        compare: 'gt',
        limit: { value: 95, unit: EGFR },
        severity: 'moderate',
        says: `Edoxaban’s label (a boxed warning) says not to use it for atrial fibrillation at a creatinine clearance above 95, where it prevented strokes less well. ${CRCL_NOTE}`,
      },
    ],
    advice: `Ask your prescriber whether edoxaban and its dose fit this result. ${NOT_ON_YOUR_OWN}`,
    sources: [label('edoxaban', 'Edoxaban (Savaysa)'), GFR_TEST],
  },
  {
    id: 'apixaban-creatinine',
    biomarkers: ['creatinine'],
    medicines: { ids: ['apixaban'] },
    bands: [
      {
        compare: 'ge',
        limit: { value: 1.5, unit: 'mg/dL' },
        severity: 'moderate',
        says: 'A creatinine of 1.5 mg/dL (133 µmol/L) or more is one of three signs in apixaban’s label (with age 80 or over and weight 60 kg or under); two of them call for the lower 2.5 mg dose in atrial fibrillation.',
      },
    ],
    advice: `Ask your prescriber whether your dose fits this result, your age and your weight. ${NOT_ON_YOUR_OWN}`,
    sources: [
      label('apixaban', 'Apixaban (Eliquis)'),
      {
        title: 'Creatinine test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/creatinine-test/',
      },
    ],
  },
  {
    id: 'potassium-raisers',
    biomarkers: ['potassium'],
    medicines: {
      classes: ['ace-inhibitor', 'arb', 'potassium-sparing-diuretic'],
      ids: ['trimethoprim', 'sulfamethoxazole-trimethoprim'],
    },
    bands: [
      {
        compare: 'gt',
        limit: { value: 5.5, unit: 'mmol/L' },
        severity: 'major',
        says: 'Potassium above 5.5 can upset the heart’s rhythm, and this medicine raises potassium (its label warns of high potassium).',
      },
      {
        compare: 'gt',
        limit: { value: 5, unit: 'mmol/L' },
        severity: 'moderate',
        says: 'Potassium is above 5.0, and this medicine raises it; the labels ask for it to be checked, and some of these medicines are not started above 5.0 (spironolactone) or are lowered.',
      },
    ],
    advice:
      'Ask your clinician soon whether to recheck it or change the dose, and avoid potassium supplements and salt substitutes (potassium chloride) meanwhile.',
    sources: [
      label('lisinopril', 'Lisinopril'),
      label('losartan', 'Losartan'),
      label('spironolactone', 'Spironolactone (Aldactone)'),
      label('trimethoprim', 'Trimethoprim'),
      {
        title: 'Potassium blood test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/potassium-blood-test/',
      },
    ],
  },
  {
    id: 'digoxin-potassium',
    biomarkers: ['potassium'],
    medicines: { ids: ['digoxin'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 3.5, unit: 'mmol/L' },
        severity: 'moderate',
        says: 'Low potassium makes digoxin’s effect on the heart stronger; its label warns it makes toxicity (an irregular heartbeat, nausea, blurred or yellow vision) more likely.',
      },
    ],
    advice:
      'Ask your clinician soon about this result; seek care at once for a racing or irregular heartbeat.',
    sources: [
      label('digoxin', 'Digoxin (Lanoxin)'),
      {
        title: 'Potassium blood test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/potassium-blood-test/',
      },
    ],
  },
  {
    id: 'diuretic-potassium',
    biomarkers: ['potassium'],
    medicines: { classes: ['loop-diuretic', 'thiazide-diuretic'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 3, unit: 'mmol/L' },
        severity: 'moderate',
        says: 'Potassium below 3.0: this water pill lowers potassium (its label warns of it), and so low a level can cause weakness, cramps and an irregular heartbeat.',
      },
      {
        compare: 'lt',
        limit: { value: 3.5, unit: 'mmol/L' },
        severity: 'minor',
        says: 'Potassium is below 3.5, and this water pill lowers it (its label warns of low potassium).',
      },
    ],
    advice: 'Ask your clinician whether you need potassium or a change of medicine.',
    sources: [
      label('hydrochlorothiazide', 'Hydrochlorothiazide'),
      label('furosemide', 'Furosemide'),
      {
        title: 'Potassium blood test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/potassium-blood-test/',
      },
    ],
  },
  {
    id: 'warfarin-inr',
    biomarkers: ['inr'],
    medicines: { classes: ['vitamin-k-antagonist'] },
    bands: [
      {
        compare: 'gt',
        limit: { value: 4.5, unit: '' },
        severity: 'major',
        says: 'An INR above 4.5 carries a high risk of bleeding; the dose is usually held or lowered.',
      },
      {
        compare: 'gt',
        limit: { value: 3, unit: '' },
        severity: 'moderate',
        says: 'The INR is above the usual range of 2 to 3; warfarin’s label says an INR above 4 adds bleeding risk without more protection.',
      },
      {
        compare: 'lt',
        limit: { value: 2, unit: '' },
        severity: 'minor',
        says: 'The INR is below the usual range of 2 to 3, so warfarin may protect less against clots.',
      },
    ],
    advice:
      'Tell whoever manages your warfarin about this result: they set your dose and your own range. Seek care at once for unusual bleeding, black stools or a sudden severe headache.',
    windowDays: 90,
    sources: [
      label('warfarin', 'Warfarin (Coumadin)'),
      {
        title: 'Prothrombin time test and INR (PT/INR) (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/prothrombin-time-test-and-inr-ptinr/',
      },
    ],
  },
  {
    id: 'statin-liver',
    biomarkers: ['alt', 'ast'],
    medicines: { classes: ['statin'] },
    bands: [
      {
        compare: 'gt',
        limit: { range: 'high', times: 3 },
        severity: 'moderate',
        says: 'A liver enzyme above 3 times the upper limit: statin labels describe such rises, and say to stop the statin if serious liver injury follows.',
      },
    ],
    advice:
      'Ask your prescriber soon about this result; seek care at once for yellow skin or eyes, dark urine or pain in the upper right belly.',
    sources: [
      label('atorvastatin', 'Atorvastatin'),
      label('rosuvastatin', 'Rosuvastatin'),
      {
        title: 'Liver function tests (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/liver-function-tests/',
      },
    ],
  },
  {
    id: 'methotrexate-liver',
    biomarkers: ['alt', 'ast'],
    medicines: { ids: ['methotrexate'] },
    bands: [
      {
        compare: 'gt',
        limit: { range: 'high', times: 3 },
        severity: 'major',
        says: 'A liver enzyme above 3 times the upper limit: methotrexate can injure the liver, and its label asks for regular liver tests so the dose can be held or changed.',
      },
    ],
    advice: `Contact your prescriber before your next dose. ${NOT_ON_YOUR_OWN}`,
    sources: [
      label('methotrexate', 'Methotrexate'),
      {
        title: 'Liver function tests (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/liver-function-tests/',
      },
    ],
  },
  {
    id: 'valproate-liver',
    biomarkers: ['alt', 'ast'],
    medicines: { ids: ['valproate'] },
    bands: [
      {
        compare: 'gt',
        limit: { range: 'high', times: 3 },
        severity: 'major',
        says: 'A liver enzyme above 3 times the upper limit: valproate carries a boxed warning for liver failure, and its label says to stop it when the liver is clearly affected.',
      },
    ],
    advice: `Contact your prescriber today. Do not stop valproate on your own: stopping suddenly can bring on seizures.`,
    sources: [
      label('valproic+acid', 'Valproate'),
      {
        title: 'Liver function tests (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/liver-function-tests/',
      },
    ],
  },
  {
    id: 'thyroid-hormone-tsh',
    biomarkers: ['tsh'],
    medicines: { classes: ['thyroid-hormone'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 0.1, unit: 'mIU/L' },
        severity: 'moderate',
        says: 'A TSH below 0.1 usually means more thyroid hormone than you need, which can strain the heart (a fast or irregular beat) and thin the bones.',
      },
      {
        compare: 'gt',
        limit: { value: 10, unit: 'mIU/L' },
        severity: 'moderate',
        says: 'A TSH above 10 usually means the dose is not enough.',
      },
      {
        compare: 'lt',
        limit: { range: 'low', times: 1 },
        severity: 'minor',
        says: 'TSH is below its range; levothyroxine’s label adjusts the dose to keep TSH in range, so it may be a little high.',
      },
      {
        compare: 'gt',
        limit: { range: 'high', times: 1 },
        severity: 'minor',
        says: 'TSH is above its range; levothyroxine’s label adjusts the dose to keep TSH in range, so it may be a little low.',
      },
    ],
    advice:
      'Ask your prescriber whether the dose should change; take it the same way each day (on an empty stomach) until you do.',
    sources: [
      label('levothyroxine', 'Levothyroxine (Synthroid)'),
      {
        title: 'TSH (thyroid-stimulating hormone) test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/tsh-thyroid-stimulating-hormone-test/',
      },
    ],
  },
  {
    id: 'hyponatremia-medicines',
    biomarkers: ['sodium'],
    medicines: {
      classes: ['ssri', 'snri', 'thiazide-diuretic', 'loop-diuretic'],
      ids: ['carbamazepine', 'oxcarbazepine'],
    },
    bands: [
      {
        compare: 'lt',
        limit: { value: 125, unit: 'mmol/L' },
        severity: 'major',
        says: 'Sodium below 125 is severely low and can cause confusion, falls and seizures; this medicine’s label warns it can lower sodium.',
      },
      {
        compare: 'lt',
        limit: { value: 130, unit: 'mmol/L' },
        severity: 'moderate',
        says: 'Sodium below 130, and this medicine’s label warns it can lower sodium (most often in older people).',
      },
      {
        compare: 'lt',
        limit: { value: 135, unit: 'mmol/L' },
        severity: 'minor',
        says: 'Sodium is below 135, and this medicine’s label warns it can lower sodium.',
      },
    ],
    advice:
      'Ask your clinician whether to recheck it or change the medicine; seek care at once for confusion, unsteadiness or a seizure.',
    sources: [
      label('sertraline', 'Sertraline'),
      label('hydrochlorothiazide', 'Hydrochlorothiazide'),
      label('oxcarbazepine', 'Oxcarbazepine'),
      {
        title: 'Sodium blood test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/sodium-blood-test/',
      },
    ],
  },
  {
    id: 'lithium-level',
    biomarkers: ['lithium-level'],
    medicines: { classes: ['lithium'] },
    bands: [
      {
        compare: 'gt',
        limit: { value: 1.5, unit: 'mmol/L' },
        severity: 'major',
        says: 'A lithium level above 1.5: lithium’s label warns toxicity (shaking, confusion, vomiting, diarrhoea, unsteadiness) can occur at levels close to the usual range.',
      },
      {
        compare: 'gt',
        limit: { value: 1.2, unit: 'mmol/L' },
        severity: 'moderate',
        says: 'The lithium level is above the usual range of 0.6 to 1.2 in lithium’s label.',
      },
    ],
    advice:
      'Contact your prescriber today about this result; seek care at once for confusion, marked shaking, vomiting or diarrhoea.',
    windowDays: 180,
    sources: [
      label('lithium+carbonate', 'Lithium'),
      {
        title: 'Lithium (MedlinePlus drug information)',
        url: 'https://medlineplus.gov/druginfo/meds/a681039.html',
      },
    ],
  },
  {
    id: 'lithium-sodium',
    biomarkers: ['sodium'],
    medicines: { classes: ['lithium'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 135, unit: 'mmol/L' },
        severity: 'moderate',
        says: 'Low sodium makes the body hold on to lithium; lithium’s label warns that sodium loss raises the risk of lithium toxicity.',
      },
    ],
    advice:
      'Ask your prescriber whether your lithium level should be checked; keep drinking enough and do not cut salt sharply meanwhile.',
    sources: [
      label('lithium+carbonate', 'Lithium'),
      {
        title: 'Sodium blood test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/sodium-blood-test/',
      },
    ],
  },
  {
    id: 'clozapine-neutrophils',
    biomarkers: ['neutrophils'],
    medicines: { ids: ['clozapine'] },
    bands: [
      {
        compare: 'lt',
        limit: { value: 1, unit: '10^9/L' },
        severity: 'major',
        says: 'Neutrophils below 1.0 (1,000 per µL): clozapine’s label says to interrupt it at this level, because it can cause a dangerous fall in the white cells that fight infection.',
      },
      {
        compare: 'lt',
        limit: { value: 1.5, unit: '10^9/L' },
        severity: 'moderate',
        says: 'Neutrophils below 1.5 (1,500 per µL): clozapine’s label calls for more frequent blood counts at this level.',
      },
    ],
    advice:
      'Contact your prescriber today; seek care at once for a fever, sore throat or other sign of infection.',
    sources: [label('clozapine', 'Clozapine')],
  },
];
