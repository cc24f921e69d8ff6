/**
 * The code lists the FHIR export writes and the import reads: LOINC for our biomarkers and for
 * vital signs and body measurements, UCUM for the units our lab rows use, and RxNorm ingredient
 * codes for the substances whose code we know. A biomarker, unit or substance missing here is
 * exported as text only, never with a guessed code.
 */

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
export const RXNORM_SYSTEM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
export const OBSERVATION_CATEGORY_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/observation-category';
export const INTERPRETATION_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
export const ALLERGY_CLINICAL_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
export const ALLERGY_VERIFICATION_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';
export const CONDITION_CLINICAL_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
export const CONDITION_VERIFICATION_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/condition-ver-status';

export interface Loinc {
  code: string;
  display: string;
}

/** Our biomarker id → its LOINC code (serum or plasma, blood, or urine test strip as we read it). */
export const BIOMARKER_LOINC: Readonly<Record<string, Loinc>> = {
  hemoglobin: { code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood' },
  hematocrit: { code: '4544-3', display: 'Hematocrit [Volume Fraction] of Blood' },
  rbc: { code: '789-8', display: 'Erythrocytes [#/volume] in Blood' },
  wbc: { code: '6690-2', display: 'Leukocytes [#/volume] in Blood' },
  platelets: { code: '777-3', display: 'Platelets [#/volume] in Blood' },
  mcv: { code: '787-2', display: 'MCV [Entitic volume]' },
  mch: { code: '785-6', display: 'MCH [Entitic mass]' },
  mchc: { code: '786-4', display: 'MCHC [Mass/volume]' },
  rdw: { code: '788-0', display: 'Erythrocyte distribution width [Ratio]' },
  'rdw-sd': { code: '21000-5', display: 'Erythrocyte distribution width [Entitic volume]' },
  mpv: { code: '32623-1', display: 'Platelet mean volume [Entitic volume] in Blood' },
  neutrophils: { code: '751-8', display: 'Neutrophils [#/volume] in Blood' },
  'neutrophils-percent': { code: '770-8', display: 'Neutrophils/100 leukocytes in Blood' },
  lymphocytes: { code: '731-0', display: 'Lymphocytes [#/volume] in Blood' },
  'lymphocytes-percent': { code: '736-9', display: 'Lymphocytes/100 leukocytes in Blood' },
  monocytes: { code: '742-7', display: 'Monocytes [#/volume] in Blood' },
  'monocytes-percent': { code: '5905-5', display: 'Monocytes/100 leukocytes in Blood' },
  eosinophils: { code: '711-2', display: 'Eosinophils [#/volume] in Blood' },
  'eosinophils-percent': { code: '713-8', display: 'Eosinophils/100 leukocytes in Blood' },
  basophils: { code: '704-7', display: 'Basophils [#/volume] in Blood' },
  'basophils-percent': { code: '706-2', display: 'Basophils/100 leukocytes in Blood' },
  ferritin: { code: '2276-4', display: 'Ferritin [Mass/volume] in Serum or Plasma' },
  iron: { code: '2498-4', display: 'Iron [Mass/volume] in Serum or Plasma' },
  tibc: { code: '2500-7', display: 'Iron binding capacity [Mass/volume] in Serum or Plasma' },
  'transferrin-saturation': { code: '2502-3', display: 'Iron saturation [Mass Fraction]' },
  transferrin: { code: '3034-6', display: 'Transferrin [Mass/volume] in Serum or Plasma' },
  sodium: { code: '2951-2', display: 'Sodium [Moles/volume] in Serum or Plasma' },
  potassium: { code: '2823-3', display: 'Potassium [Moles/volume] in Serum or Plasma' },
  chloride: { code: '2075-0', display: 'Chloride [Moles/volume] in Serum or Plasma' },
  bicarbonate: { code: '1963-8', display: 'Bicarbonate [Moles/volume] in Serum or Plasma' },
  calcium: { code: '17861-6', display: 'Calcium [Mass/volume] in Serum or Plasma' },
  magnesium: { code: '19123-9', display: 'Magnesium [Mass/volume] in Serum or Plasma' },
  phosphate: { code: '2777-1', display: 'Phosphate [Mass/volume] in Serum or Plasma' },
  tsh: { code: '3016-3', display: 'Thyrotropin [Units/volume] in Serum or Plasma' },
  'free-t4': { code: '3024-7', display: 'Thyroxine (T4) free [Mass/volume] in Serum or Plasma' },
  'free-t3': { code: '3051-0', display: 'Triiodothyronine (T3) Free [Mass/volume]' },
  'total-t4': { code: '3026-2', display: 'Thyroxine (T4) [Mass/volume] in Serum or Plasma' },
  'total-t3': { code: '3053-6', display: 'Triiodothyronine (T3) [Mass/volume]' },
  testosterone: { code: '2986-8', display: 'Testosterone [Mass/volume] in Serum or Plasma' },
  estradiol: { code: '2243-4', display: 'Estradiol (E2) [Mass/volume] in Serum or Plasma' },
  cortisol: { code: '2143-6', display: 'Cortisol [Mass/volume] in Serum or Plasma' },
  'dhea-s': { code: '2191-5', display: 'Dehydroepiandrosterone sulfate [Mass/volume]' },
  psa: { code: '2857-1', display: 'Prostate specific Ag [Mass/volume] in Serum or Plasma' },
  shbg: { code: '13967-5', display: 'Sex hormone binding globulin [Moles/volume]' },
  prolactin: { code: '2842-3', display: 'Prolactin [Mass/volume] in Serum or Plasma' },
  ck: { code: '2157-6', display: 'Creatine kinase [Enzymatic activity/volume]' },
  'nt-probnp': { code: '33762-6', display: 'Natriuretic peptide.B prohormone N-Terminal' },
  homocysteine: { code: '13965-9', display: 'Homocysteine [Moles/volume] in Serum or Plasma' },
  amylase: { code: '1798-8', display: 'Amylase [Enzymatic activity/volume]' },
  lipase: { code: '3040-3', display: 'Lipase [Enzymatic activity/volume]' },
  creatinine: { code: '2160-0', display: 'Creatinine [Mass/volume] in Serum or Plasma' },
  bun: { code: '3094-0', display: 'Urea nitrogen [Mass/volume] in Serum or Plasma' },
  'uric-acid': { code: '3084-1', display: 'Urate [Mass/volume] in Serum or Plasma' },
  'cystatin-c': { code: '33863-2', display: 'Cystatin C [Mass/volume] in Serum or Plasma' },
  alt: { code: '1742-6', display: 'Alanine aminotransferase [Enzymatic activity/volume]' },
  ast: { code: '1920-8', display: 'Aspartate aminotransferase [Enzymatic activity/volume]' },
  alp: { code: '6768-6', display: 'Alkaline phosphatase [Enzymatic activity/volume]' },
  ggt: { code: '2324-2', display: 'Gamma glutamyl transferase [Enzymatic activity/volume]' },
  'total-bilirubin': { code: '1975-2', display: 'Bilirubin.total [Mass/volume]' },
  'direct-bilirubin': { code: '1968-7', display: 'Bilirubin.direct [Mass/volume]' },
  albumin: { code: '1751-7', display: 'Albumin [Mass/volume] in Serum or Plasma' },
  'total-protein': { code: '2885-2', display: 'Protein [Mass/volume] in Serum or Plasma' },
  globulin: { code: '10834-0', display: 'Globulin [Mass/volume] in Serum' },
  glucose: { code: '2345-7', display: 'Glucose [Mass/volume] in Serum or Plasma' },
  hba1c: { code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' },
  insulin: { code: '20448-7', display: 'Insulin [Units/volume] in Serum or Plasma' },
  'total-cholesterol': { code: '2093-3', display: 'Cholesterol [Mass/volume] in Serum or Plasma' },
  'ldl-cholesterol': { code: '13457-7', display: 'Cholesterol in LDL [Mass/volume] (calculated)' },
  'hdl-cholesterol': { code: '2085-9', display: 'Cholesterol in HDL [Mass/volume]' },
  triglycerides: { code: '2571-8', display: 'Triglyceride [Mass/volume] in Serum or Plasma' },
  'non-hdl-cholesterol': { code: '43396-1', display: 'Cholesterol non HDL [Mass/volume]' },
  'vldl-cholesterol': { code: '13458-5', display: 'Cholesterol in VLDL [Mass/volume]' },
  'urine-color': { code: '5778-6', display: 'Color of Urine' },
  'urine-clarity': { code: '5767-9', display: 'Appearance of Urine' },
  'urine-specific-gravity': { code: '5811-5', display: 'Specific gravity of Urine by Test strip' },
  'urine-ph': { code: '5803-2', display: 'pH of Urine by Test strip' },
  'urine-protein': { code: '5804-0', display: 'Protein [Mass/volume] in Urine by Test strip' },
  'urine-glucose': { code: '5792-7', display: 'Glucose [Mass/volume] in Urine by Test strip' },
  'urine-ketones': { code: '5797-6', display: 'Ketones [Mass/volume] in Urine by Test strip' },
  'urine-blood': { code: '5794-3', display: 'Hemoglobin [Presence] in Urine by Test strip' },
  'urine-bilirubin': { code: '5770-3', display: 'Bilirubin.total [Presence] in Urine' },
  'urine-urobilinogen': { code: '5818-0', display: 'Urobilinogen [Mass/volume] in Urine' },
  'urine-nitrite': { code: '5802-4', display: 'Nitrite [Presence] in Urine by Test strip' },
  'urine-leukocyte-esterase': { code: '5799-2', display: 'Leukocyte esterase [Presence]' },
  'urine-wbc': { code: '5821-4', display: 'Leukocytes [#/area] in Urine sediment' },
  'urine-rbc': { code: '13945-1', display: 'Erythrocytes [#/area] in Urine sediment' },
  'urine-acr': { code: '9318-7', display: 'Albumin/Creatinine [Mass Ratio] in Urine' },
  'vitamin-d': { code: '62292-8', display: '25-Hydroxyvitamin D2+D3 [Mass/volume]' },
  'vitamin-b12': { code: '2132-9', display: 'Cobalamin (Vitamin B12) [Mass/volume]' },
  folate: { code: '2284-8', display: 'Folate [Mass/volume] in Serum or Plasma' },
  zinc: { code: '5763-8', display: 'Zinc [Mass/volume] in Serum or Plasma' },
  crp: { code: '1988-5', display: 'C reactive protein [Mass/volume] in Serum or Plasma' },
  'hs-crp': { code: '30522-7', display: 'C reactive protein [Mass/volume] (high sensitivity)' },
  esr: { code: '30341-2', display: 'Erythrocyte sedimentation rate' },
};

/** Vital signs and body measurements (the LOINC vital-signs panel members we store). */
export const VITAL_LOINC = {
  weight: { code: '29463-7', display: 'Body weight' },
  height: { code: '8302-2', display: 'Body height' },
  bloodPressure: { code: '85354-9', display: 'Blood pressure panel with all children optional' },
  systolic: { code: '8480-6', display: 'Systolic blood pressure' },
  diastolic: { code: '8462-4', display: 'Diastolic blood pressure' },
  heartRate: { code: '8867-4', display: 'Heart rate' },
  steps: { code: '41950-7', display: 'Number of steps in 24 hour Measured' },
  sleep: { code: '93832-4', display: 'Sleep duration' },
} as const satisfies Record<string, Loinc>;

/** Our unit as printed on lab rows → its UCUM code. */
export const UNIT_TO_UCUM: Readonly<Record<string, string>> = {
  'g/dL': 'g/dL',
  'g/L': 'g/L',
  'mmol/L': 'mmol/L',
  '%': '%',
  'L/L': 'L/L',
  '10^12/L': '10*12/L',
  '10^6/µL': '10*6/uL',
  '10^9/L': '10*9/L',
  '10^3/µL': '10*3/uL',
  '/µL': '/uL',
  fL: 'fL',
  pg: 'pg',
  'ng/mL': 'ng/mL',
  'µg/L': 'ug/L',
  'pmol/L': 'pmol/L',
  'µg/dL': 'ug/dL',
  'µmol/L': 'umol/L',
  'mg/dL': 'mg/dL',
  'mEq/L': 'meq/L',
  'mIU/L': 'm[IU]/L',
  'µIU/mL': 'u[IU]/mL',
  'mU/L': 'mU/L',
  'µU/mL': 'uU/mL',
  'ng/dL': 'ng/dL',
  'pg/mL': 'pg/mL',
  'nmol/L': 'nmol/L',
  'ng/L': 'ng/L',
  'U/L': 'U/L',
  'µkat/L': 'ukat/L',
  'mL/min/1.73m²': 'mL/min/{1.73_m2}',
  'mmol/mol': 'mmol/mol',
  'mg/L': 'mg/L',
  'mm/h': 'mm/h',
  '/HPF': '/[HPF]',
  'mg/g': 'mg/g',
  'mg/mmol': 'mg/mmol',
  'µg/mL': 'ug/mL',
  '': '1',
  // Vital signs and body measurements.
  kg: 'kg',
  cm: 'cm',
  mmHg: 'mm[Hg]',
  'beats/min': '/min',
  steps: '{steps}',
  h: 'h',
};

const UCUM_TO_UNIT = new Map(Object.entries(UNIT_TO_UCUM).map(([unit, ucum]) => [ucum, unit]));

/** A UCUM code (or a unit as another app printed it) → our unit, the text as given otherwise. */
export function unitFromUcum(code: string | undefined, printed: string | undefined): string | null {
  if (code !== undefined && UCUM_TO_UNIT.has(code)) return UCUM_TO_UNIT.get(code)!;
  if (printed !== undefined && printed in UNIT_TO_UCUM) return printed;
  return printed ?? code ?? null;
}

/**
 * RxNorm ingredient codes (RXCUI, term type IN) for knowledge-base substances whose code we know.
 * A substance not listed is exported by name alone.
 */
export const SUBSTANCE_RXCUI: Readonly<Record<string, string>> = {
  acetaminophen: '161',
  allopurinol: '519',
  alprazolam: '596',
  amlodipine: '17767',
  amoxicillin: '723',
  aspirin: '1191',
  atorvastatin: '83367',
  azithromycin: '18631',
  bupropion: '42347',
  carbamazepine: '2002',
  cetirizine: '20610',
  ciprofloxacin: '2551',
  citalopram: '2556',
  clarithromycin: '21212',
  clopidogrel: '32968',
  codeine: '2670',
  diazepam: '3322',
  digoxin: '3407',
  diphenhydramine: '3498',
  doxycycline: '3640',
  escitalopram: '321988',
  fluconazole: '4450',
  fluoxetine: '4493',
  furosemide: '4603',
  gabapentin: '25480',
  hydrochlorothiazide: '5487',
  ibuprofen: '5640',
  levothyroxine: '10582',
  lisinopril: '29046',
  loratadine: '28889',
  losartan: '52175',
  metformin: '6809',
  methotrexate: '6851',
  metoprolol: '6918',
  metronidazole: '6922',
  morphine: '7052',
  naproxen: '7258',
  omeprazole: '7646',
  oxycodone: '7804',
  pantoprazole: '40790',
  phenytoin: '8183',
  prednisone: '8640',
  rosuvastatin: '301542',
  sertraline: '36437',
  sildenafil: '136411',
  simvastatin: '36567',
  spironolactone: '9997',
  tamoxifen: '10324',
  tramadol: '10689',
  trazodone: '10737',
  venlafaxine: '39786',
  warfarin: '11289',
};

const LOINC_TO_BIOMARKER = new Map(
  Object.entries(BIOMARKER_LOINC).map(([id, loinc]) => [loinc.code, id]),
);
export const biomarkerForLoinc = (code: string): string | null =>
  LOINC_TO_BIOMARKER.get(code) ?? null;

const RXCUI_TO_SUBSTANCE = new Map(Object.entries(SUBSTANCE_RXCUI).map(([id, cui]) => [cui, id]));
export const substanceForRxcui = (cui: string): string | null =>
  RXCUI_TO_SUBSTANCE.get(cui) ?? null;
