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
export const CONDITION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-category';
export const SNOMED_SYSTEM = 'http://snomed.info/sct';
/** SNOMED CT's 'No known allergy (situation)': the code US Core uses for a negated allergy list. */
export const NO_KNOWN_ALLERGY = { code: '716186003', display: 'No known allergy' } as const;

/**
 * The US Core profiles (http://hl7.org/fhir/us/core/) the export claims in meta.profile where its
 * data meets them (ADR 084). US Core has no MedicationStatement profile (its medication list is
 * MedicationRequest, a prescriber's order), so a cabinet entry claims none.
 */
export const US_CORE = {
  patient: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient',
  allergyIntolerance: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-allergyintolerance',
  conditionProblems:
    'http://hl7.org/fhir/us/core/StructureDefinition/us-core-condition-problems-health-concerns',
  labObservation: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-observation-lab',
} as const;

export interface Loinc {
  code: string;
  display: string;
}

/**
 * What a lab code measures, as far as a unit can tell (LOINC's PROPERTY axis, for the kinds our
 * units show): MCnc mass concentration (mg/dL), SCnc substance concentration (mmol/L), ACnc
 * arbitrary units (mIU/L), Fr a fraction in per cent, SFr a substance fraction (mmol/mol), MRto a
 * mass ratio (mg/g), Time a clotting time in seconds. A code with a property is written only
 * beside a unit of that property.
 */
type LabProperty = 'MCnc' | 'SCnc' | 'ACnc' | 'Fr' | 'SFr' | 'MRto' | 'Time';

interface LabLoinc extends Loinc {
  /** Absent: the code fits every unit we store for the marker (counts, activities, ratios). */
  property?: LabProperty;
}

/**
 * Our biomarker id → its LOINC code as most reports print it (serum or plasma, blood, or urine
 * test strip as we read it). A marker measured in a unit of another property takes its code from
 * LAB_LOINC_BY_PROPERTY, or none.
 */
export const BIOMARKER_LOINC: Readonly<Record<string, LabLoinc>> = {
  hemoglobin: { code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood', property: 'MCnc' },
  hematocrit: { code: '4544-3', display: 'Hematocrit [Volume Fraction] of Blood' },
  rbc: { code: '789-8', display: 'Erythrocytes [#/volume] in Blood' },
  wbc: { code: '6690-2', display: 'Leukocytes [#/volume] in Blood' },
  platelets: { code: '777-3', display: 'Platelets [#/volume] in Blood' },
  mcv: { code: '787-2', display: 'MCV [Entitic volume]' },
  mch: { code: '785-6', display: 'MCH [Entitic mass]' },
  mchc: { code: '786-4', display: 'MCHC [Mass/volume]', property: 'MCnc' },
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
  ferritin: {
    code: '2276-4',
    display: 'Ferritin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  iron: { code: '2498-4', display: 'Iron [Mass/volume] in Serum or Plasma', property: 'MCnc' },
  tibc: {
    code: '2500-7',
    display: 'Iron binding capacity [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'transferrin-saturation': { code: '2502-3', display: 'Iron saturation [Mass Fraction]' },
  transferrin: {
    code: '3034-6',
    display: 'Transferrin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  sodium: { code: '2951-2', display: 'Sodium [Moles/volume] in Serum or Plasma', property: 'SCnc' },
  potassium: {
    code: '2823-3',
    display: 'Potassium [Moles/volume] in Serum or Plasma',
    property: 'SCnc',
  },
  chloride: {
    code: '2075-0',
    display: 'Chloride [Moles/volume] in Serum or Plasma',
    property: 'SCnc',
  },
  bicarbonate: {
    code: '1963-8',
    display: 'Bicarbonate [Moles/volume] in Serum or Plasma',
    property: 'SCnc',
  },
  calcium: {
    code: '17861-6',
    display: 'Calcium [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  magnesium: {
    code: '19123-9',
    display: 'Magnesium [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  phosphate: {
    code: '2777-1',
    display: 'Phosphate [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  tsh: {
    code: '3016-3',
    display: 'Thyrotropin [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  'free-t4': {
    code: '3024-7',
    display: 'Thyroxine (T4) free [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'free-t3': {
    code: '3051-0',
    display: 'Triiodothyronine (T3) Free [Mass/volume]',
    property: 'MCnc',
  },
  'total-t4': {
    code: '3026-2',
    display: 'Thyroxine (T4) [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'total-t3': { code: '3053-6', display: 'Triiodothyronine (T3) [Mass/volume]', property: 'MCnc' },
  testosterone: {
    code: '2986-8',
    display: 'Testosterone [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  estradiol: {
    code: '2243-4',
    display: 'Estradiol (E2) [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  cortisol: {
    code: '2143-6',
    display: 'Cortisol [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'dhea-s': {
    code: '2191-5',
    display: 'Dehydroepiandrosterone sulfate [Mass/volume]',
    property: 'MCnc',
  },
  psa: {
    code: '2857-1',
    display: 'Prostate specific Ag [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  shbg: {
    code: '13967-5',
    display: 'Sex hormone binding globulin [Moles/volume]',
    property: 'SCnc',
  },
  prolactin: {
    code: '2842-3',
    display: 'Prolactin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  ck: { code: '2157-6', display: 'Creatine kinase [Enzymatic activity/volume]' },
  'nt-probnp': {
    code: '33762-6',
    display: 'Natriuretic peptide.B prohormone N-Terminal',
    property: 'MCnc',
  },
  homocysteine: {
    code: '13965-9',
    display: 'Homocysteine [Moles/volume] in Serum or Plasma',
    property: 'SCnc',
  },
  amylase: { code: '1798-8', display: 'Amylase [Enzymatic activity/volume]' },
  lipase: { code: '3040-3', display: 'Lipase [Enzymatic activity/volume]' },
  creatinine: {
    code: '2160-0',
    display: 'Creatinine [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  bun: {
    code: '3094-0',
    display: 'Urea nitrogen [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'uric-acid': {
    code: '3084-1',
    display: 'Urate [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'cystatin-c': {
    code: '33863-2',
    display: 'Cystatin C [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  alt: { code: '1742-6', display: 'Alanine aminotransferase [Enzymatic activity/volume]' },
  ast: { code: '1920-8', display: 'Aspartate aminotransferase [Enzymatic activity/volume]' },
  alp: { code: '6768-6', display: 'Alkaline phosphatase [Enzymatic activity/volume]' },
  ggt: { code: '2324-2', display: 'Gamma glutamyl transferase [Enzymatic activity/volume]' },
  'total-bilirubin': { code: '1975-2', display: 'Bilirubin.total [Mass/volume]', property: 'MCnc' },
  'direct-bilirubin': {
    code: '1968-7',
    display: 'Bilirubin.direct [Mass/volume]',
    property: 'MCnc',
  },
  albumin: {
    code: '1751-7',
    display: 'Albumin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'total-protein': {
    code: '2885-2',
    display: 'Protein [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  globulin: { code: '10834-0', display: 'Globulin [Mass/volume] in Serum', property: 'MCnc' },
  glucose: {
    code: '2345-7',
    display: 'Glucose [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  hba1c: { code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood', property: 'Fr' },
  insulin: {
    code: '20448-7',
    display: 'Insulin [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  'total-cholesterol': {
    code: '2093-3',
    display: 'Cholesterol [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'ldl-cholesterol': {
    code: '13457-7',
    display: 'Cholesterol in LDL [Mass/volume] (calculated)',
    property: 'MCnc',
  },
  'hdl-cholesterol': {
    code: '2085-9',
    display: 'Cholesterol in HDL [Mass/volume]',
    property: 'MCnc',
  },
  triglycerides: {
    code: '2571-8',
    display: 'Triglyceride [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'non-hdl-cholesterol': {
    code: '43396-1',
    display: 'Cholesterol non HDL [Mass/volume]',
    property: 'MCnc',
  },
  'vldl-cholesterol': {
    code: '13458-5',
    display: 'Cholesterol in VLDL [Mass/volume]',
    property: 'MCnc',
  },
  'urine-color': { code: '5778-6', display: 'Color of Urine' },
  'urine-clarity': { code: '5767-9', display: 'Appearance of Urine' },
  'urine-specific-gravity': { code: '5811-5', display: 'Specific gravity of Urine by Test strip' },
  'urine-ph': { code: '5803-2', display: 'pH of Urine by Test strip' },
  // A blood gas: the blood codes, not the arterial or venous ones, since a report does not always
  // say which sample it was (ADR 156). A pressure in mmHg or kPa is one property.
  'blood-ph': { code: '11558-4', display: 'pH of Blood' },
  pco2: { code: '11557-6', display: 'Carbon dioxide [Partial pressure] in Blood' },
  po2: { code: '11556-8', display: 'Oxygen [Partial pressure] in Blood' },
  'oxygen-saturation': { code: '20564-1', display: 'Oxygen saturation in Blood' },
  'base-excess': { code: '11555-0', display: 'Base excess in Blood by calculation' },
  // Blood count extras, indices and other tests (blood-count-extras-and-indices.json, ADR 157).
  // Each code and name as found in a public LOINC table or a laboratory's LOINC-coded message;
  // tests found under no code (P-LCR, absolute immature granulocytes, the three-part groups,
  // HOMA-IR, the free androgen index, the aPTT ratio, the omega-3 index, active B12, CK-MB
  // activity, oxy- and deoxyhaemoglobin, the electrophoresis shares) are exported by name alone.
  pdw: {
    code: '32207-3',
    display: 'Platelet distribution width [Entitic volume] in Blood by Automated count',
  },
  plateletcrit: { code: '51637-7', display: 'Plateletcrit [Volume Fraction] in Blood' },
  'immature-granulocytes-percent': {
    code: '71695-1',
    display: 'Granulocytes.immature/100 leukocytes in Blood by Automated count',
  },
  'band-neutrophils': { code: '26507-4', display: 'Band form neutrophils [#/volume] in Blood' },
  'band-neutrophils-percent': {
    code: '26508-2',
    display: 'Band form neutrophils/100 leukocytes in Blood',
  },
  // Haemoglobin fractions and blood bank tests (ADR 161).
  'hb-a': { code: '4546-8', display: 'Hemoglobin A/Hemoglobin.total in Blood' },
  'hb-a2': { code: '4551-8', display: 'Hemoglobin A2/Hemoglobin.total in Blood' },
  'hb-f': { code: '4576-5', display: 'Hemoglobin F/Hemoglobin.total in Blood' },
  'hb-s': { code: '4625-0', display: 'Hemoglobin S/Hemoglobin.total in Blood' },
  'nrbc-count': {
    code: '771-6',
    display: 'Nucleated erythrocytes [#/volume] in Blood by Automated count',
  },
  'nrbc-percent': {
    code: '58413-6',
    display: 'Nucleated erythrocytes/100 leukocytes [Ratio] in Blood by Automated count',
  },
  g6pd: {
    code: '32546-4',
    display: 'Glucose-6-Phosphate dehydrogenase [Enzymatic activity/mass] in Red Blood Cells',
  },
  'sickling-test': { code: '4621-9', display: 'Hemoglobin S [Presence] in Blood' },
  'direct-antiglobulin': {
    code: '1007-4',
    display: 'Direct antiglobulin test.poly specific reagent [Presence] on Red Blood Cells',
  },
  'antibody-screen': {
    code: '890-4',
    display: 'Blood group antibody screen [Presence] in Serum or Plasma',
  },
  cd4: { code: '24467-3', display: 'CD3+CD4+ (T4 helper) cells [#/volume] in Blood' },
  'cd4-percent': { code: '8123-2', display: 'CD3+CD4+ (T4 helper) cells/100 cells in Blood' },
  'ldl-hdl-ratio': {
    code: '11054-4',
    display: 'Cholesterol in LDL/Cholesterol in HDL [Mass Ratio] in Serum or Plasma',
  },
  'total-iga': {
    code: '2458-8',
    display: 'IgA [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  haptoglobin: {
    code: '4542-7',
    display: 'Haptoglobin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'ck-mb': {
    code: '13969-1',
    display: 'Creatine kinase.MB [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  '17-oh-progesterone': {
    code: '1668-3',
    display: '17-Hydroxyprogesterone [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  androstenedione: {
    code: '1854-9',
    display: 'Androstenedione [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'serum-osmolality': { code: '2692-2', display: 'Osmolality of Serum or Plasma' },
  'urine-osmolality': { code: '2695-5', display: 'Osmolality of Urine' },
  'alpha-1-globulin': {
    code: '2865-4',
    display: 'Alpha 1 globulin [Mass/volume] in Serum or Plasma by Electrophoresis',
    property: 'MCnc',
  },
  'alpha-2-globulin': {
    code: '2868-8',
    display: 'Alpha 2 globulin [Mass/volume] in Serum or Plasma by Electrophoresis',
    property: 'MCnc',
  },
  'beta-globulin': {
    code: '2871-2',
    display: 'Beta globulin [Mass/volume] in Serum or Plasma by Electrophoresis',
    property: 'MCnc',
  },
  'gamma-globulin': {
    code: '2874-6',
    display: 'Gamma globulin [Mass/volume] in Serum or Plasma by Electrophoresis',
    property: 'MCnc',
  },
  carboxyhemoglobin: { code: '20563-3', display: 'Carboxyhemoglobin/Hemoglobin.total in Blood' },
  methemoglobin: { code: '2614-6', display: 'Methemoglobin/Hemoglobin.total in Blood' },
  // Infection serology (ADR 158): the screening answers' presence codes, the antibodies' units.
  // Each code and name as found in public LOINC tables and FHIR guides (a LOINC table dump for
  // 5334-8 and 5388-4; Swiss and WHO guides' value sets for the rest). Dengue NS1 antigen is left
  // without a code: the tables gave it several, none of them certain.
  hbsag: {
    code: '5196-1',
    display: 'Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay',
  },
  'anti-hbs': {
    code: '16935-9',
    display: 'Hepatitis B virus surface Ab [Units/volume] in Serum',
    property: 'ACnc',
  },
  'anti-hcv': {
    code: '13955-0',
    display: 'Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'hiv-ag-ab': {
    code: '56888-1',
    display: 'HIV 1+2 Ab+HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay',
  },
  vdrl: { code: '5292-8', display: 'Reagin Ab [Presence] in Serum by VDRL' },
  rpr: { code: '20507-0', display: 'Reagin Ab [Presence] in Serum by RPR' },
  'rubella-igg': {
    code: '5334-8',
    display: 'Rubella virus IgG Ab [Units/volume] in Serum by Immunoassay',
    property: 'ACnc',
  },
  'toxoplasma-igg': {
    code: '5388-4',
    display: 'Toxoplasma gondii IgG Ab [Units/volume] in Serum by Immunoassay',
    property: 'ACnc',
  },
  'toxoplasma-igm': { code: '25542-2', display: 'Toxoplasma gondii IgM Ab [Presence] in Serum' },
  'malaria-film': {
    code: '51587-4',
    display: 'Plasmodium sp [Presence] in Blood by Light microscopy',
  },
  'malaria-antigen': { code: '50687-3', display: 'Plasmodium sp Ag [Presence] in Blood' },
  // More infection tests (ADR 160), each code and name as found in public LOINC value sets (VSAC
  // eCQM and FHIR guides). Dengue IgM and IgG, Chlamydia trachomatis IgG, the cryptococcal antigen
  // and Chagas's antibodies are left without a code: the tables gave none we could be sure of.
  'treponemal-ab': { code: '22587-0', display: 'Treponema pallidum Ab [Presence] in Serum' },
  hbeag: {
    code: '13954-3',
    display: 'Hepatitis B virus e Ag [Presence] in Serum or Plasma by Immunoassay',
  },
  'anti-hbe': {
    code: '13953-5',
    display: 'Hepatitis B virus e Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'anti-hbc': {
    code: '13952-7',
    display: 'Hepatitis B virus core Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'anti-hbc-igm': {
    code: '24113-3',
    display: 'Hepatitis B virus core IgM Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'anti-hav': { code: '20575-7', display: 'Hepatitis A virus Ab [Presence] in Serum' },
  'anti-hav-igm': {
    code: '13950-1',
    display: 'Hepatitis A virus IgM Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'cmv-igg': {
    code: '13949-3',
    display: 'Cytomegalovirus IgG Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'cmv-igm': {
    code: '24119-0',
    display: 'Cytomegalovirus IgM Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'vzv-igg': { code: '19162-7', display: 'Varicella zoster virus IgG Ab [Presence] in Serum' },
  'rubella-igm': {
    code: '24116-6',
    display: 'Rubella virus IgM Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  'h-pylori-igg': { code: '5176-3', display: 'Helicobacter pylori IgG Ab [Presence] in Serum' },
  'h-pylori-stool-antigen': {
    code: '17780-8',
    display: 'Helicobacter pylori Ag [Presence] in Stool by Immunoassay',
  },
  'heterophile-antibody': { code: '31418-7', display: 'Heterophile Ab [Presence] in Serum' },
  'hiv-1-rna': {
    code: '20447-9',
    display: 'HIV 1 RNA [#/volume] (viral load) in Serum or Plasma by NAA with probe detection',
  },
  'hcv-rna': {
    code: '11011-4',
    display:
      'Hepatitis C virus RNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection',
    property: 'ACnc',
  },
  'hbv-dna': {
    code: '42595-9',
    display:
      'Hepatitis B virus DNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection',
    property: 'ACnc',
  },
  'urine-protein': {
    code: '5804-0',
    display: 'Protein [Mass/volume] in Urine by Test strip',
    property: 'MCnc',
  },
  'urine-glucose': {
    code: '5792-7',
    display: 'Glucose [Mass/volume] in Urine by Test strip',
    property: 'MCnc',
  },
  'urine-ketones': {
    code: '5797-6',
    display: 'Ketones [Mass/volume] in Urine by Test strip',
    property: 'MCnc',
  },
  'urine-blood': { code: '5794-3', display: 'Hemoglobin [Presence] in Urine by Test strip' },
  'urine-bilirubin': { code: '5770-3', display: 'Bilirubin.total [Presence] in Urine' },
  'urine-urobilinogen': {
    code: '5818-0',
    display: 'Urobilinogen [Mass/volume] in Urine',
    property: 'MCnc',
  },
  'urine-nitrite': { code: '5802-4', display: 'Nitrite [Presence] in Urine by Test strip' },
  'urine-leukocyte-esterase': { code: '5799-2', display: 'Leukocyte esterase [Presence]' },
  'urine-wbc': { code: '5821-4', display: 'Leukocytes [#/area] in Urine sediment' },
  'urine-rbc': { code: '13945-1', display: 'Erythrocytes [#/area] in Urine sediment' },
  'urine-acr': {
    code: '9318-7',
    display: 'Albumin/Creatinine [Mass Ratio] in Urine',
    property: 'MRto',
  },
  'vitamin-d': {
    code: '62292-8',
    display: '25-Hydroxyvitamin D2+D3 [Mass/volume]',
    property: 'MCnc',
  },
  'vitamin-b12': {
    code: '2132-9',
    display: 'Cobalamin (Vitamin B12) [Mass/volume]',
    property: 'MCnc',
  },
  folate: { code: '2284-8', display: 'Folate [Mass/volume] in Serum or Plasma', property: 'MCnc' },
  zinc: { code: '5763-8', display: 'Zinc [Mass/volume] in Serum or Plasma', property: 'MCnc' },
  crp: {
    code: '1988-5',
    display: 'C reactive protein [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'hs-crp': {
    code: '30522-7',
    display: 'C reactive protein [Mass/volume] (high sensitivity)',
    property: 'MCnc',
  },
  esr: { code: '30341-2', display: 'Erythrocyte sedimentation rate' },
  urea: { code: '3091-6', display: 'Urea [Mass/volume] in Serum or Plasma', property: 'MCnc' },
  // Antibodies, fertility hormones, clotting, tumour markers, autoimmune tests and drug levels
  // (antibodies-reproductive-markers.json). Each code and name as found in a public LOINC table:
  // ngiger/elexis-jubula jubula-tests/rsc/db/mysql/simpel.sql (a LOINC top-2000 dump),
  // LHNCBC/flowsheet-lhc src/stores/h17.js (LONG_COMMON_NAME_LOINC) or osa458/emr-ai
  // data/loinc/loinc-codes.json (NLM Clinical Tables). Tests found under no code are left out.
  'tpo-antibodies': {
    code: '8099-4',
    display: 'Thyroperoxidase Ab [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  'thyroglobulin-antibodies': {
    code: '8098-6',
    display: 'Thyroglobulin Ab [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  trab: {
    code: '5385-0',
    display: 'Thyrotropin receptor Ab [Units/volume] in Serum',
    property: 'ACnc',
  },
  thyroglobulin: {
    code: '3013-0',
    display: 'Thyroglobulin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  fsh: {
    code: '15067-2',
    display: 'Follitropin [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  lh: { code: '10501-5', display: 'Lutropin [Units/volume] in Serum or Plasma', property: 'ACnc' },
  progesterone: {
    code: '2839-9',
    display: 'Progesterone [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  amh: {
    code: '38476-8',
    display: 'Mullerian inhibiting substance [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  hcg: {
    code: '19080-1',
    display: 'Choriogonadotropin [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  // A urine pregnancy test's answer (ADR 163), as FHIR guides and LOINC-coded messages name it.
  // The blood gas's oxygen content, p50 and standard bicarbonate, the beta-1 and beta-2 fractions
  // and the Widal and Brucella agglutinations are exported by name alone: no code was confirmed.
  'urine-pregnancy-test': {
    code: '2106-3',
    display: 'Choriogonadotropin (pregnancy test) [Presence] in Urine',
  },
  'free-testosterone': {
    code: '2991-8',
    display: 'Testosterone Free [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  pth: {
    code: '2731-8',
    display: 'Parathyrin.intact [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  acth: { code: '2141-0', display: 'Corticotropin [Mass/volume] in Plasma', property: 'MCnc' },
  'prothrombin-time': { code: '5902-2', display: 'Prothrombin time (PT)', property: 'Time' },
  aptt: {
    code: '14979-9',
    display: 'aPTT in Platelet poor plasma by Coagulation assay',
    property: 'Time',
  },
  'd-dimer': {
    code: '48065-7',
    display: 'Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma',
    property: 'MCnc',
  },
  'c-peptide': {
    code: '1986-9',
    display: 'C peptide [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  fructosamine: {
    code: '15069-8',
    display: 'Fructosamine [Moles/volume] in Serum or Plasma',
    property: 'SCnc',
  },
  lactate: {
    code: '2524-7',
    display: 'Lactate [Moles/volume] in Serum or Plasma',
    property: 'SCnc',
  },
  procalcitonin: {
    code: '33959-8',
    display: 'Procalcitonin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'total-ige': {
    code: '19113-0',
    display: 'IgE [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  'rheumatoid-factor': {
    code: '11572-5',
    display: 'Rheumatoid factor [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  'anti-ccp': {
    code: '32218-0',
    display: 'Cyclic citrullinated peptide Ab [Units/volume] in Serum by Immunoassay',
    property: 'ACnc',
  },
  'complement-c3': {
    code: '4485-9',
    display: 'Complement C3 [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'complement-c4': {
    code: '4498-2',
    display: 'Complement C4 [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'ttg-iga': {
    code: '31017-7',
    display: 'Tissue transglutaminase IgA Ab [Units/volume] in Serum',
    property: 'ACnc',
  },
  cea: {
    code: '2039-6',
    display: 'Carcinoembryonic Ag [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'ca-125': {
    code: '10334-1',
    display: 'Cancer Ag 125 [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  'ca-19-9': {
    code: '24108-3',
    display: 'Cancer Ag 19-9 [Units/volume] in Serum or Plasma',
    property: 'ACnc',
  },
  afp: {
    code: '1834-1',
    display: 'Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'free-psa': {
    code: '10886-0',
    display: 'Prostate Specific Ag Free [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'free-psa-percent': {
    code: '12841-3',
    display: 'Prostate Specific Ag Free/Prostate specific Ag.total in Serum or Plasma',
    property: 'Fr',
  },
  reticulocytes: { code: '14196-0', display: 'Reticulocytes [#/volume] in Blood' },
  'reticulocytes-percent': {
    code: '4679-7',
    display: 'Reticulocytes/100 erythrocytes in Blood',
    property: 'Fr',
  },
  'anion-gap': { code: '33037-3', display: 'Anion gap in Serum or Plasma', property: 'SCnc' },
  ammonia: { code: '16362-6', display: 'Ammonia [Moles/volume] in Plasma', property: 'SCnc' },
  'digoxin-level': {
    code: '10535-3',
    display: 'Digoxin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'vancomycin-trough': {
    code: '4092-3',
    display: 'Vancomycin [Mass/volume] in Serum or Plasma --trough',
    property: 'MCnc',
  },
  // More chemistry tests (ADR 162), each code found with its long name in a public LOINC table or
  // a laboratory's LOINC map. Vitamin B6 (PLP), beta-hydroxybutyrate, CDT, free phenytoin, urine
  // cotinine and the printed ratios (TG/HDL, AST/ALT, LH/FSH, urea/creatinine) are exported by name.
  // A molar result (copper in µmol/L, lead in µmol/L) has no code here and goes by name too.
  copper: { code: '5631-7', display: 'Copper [Mass/volume] in Serum or Plasma', property: 'MCnc' },
  ceruloplasmin: {
    code: '2064-4',
    display: 'Ceruloplasmin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  selenium: {
    code: '5724-0',
    display: 'Selenium [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'vitamin-a': {
    code: '2923-1',
    display: 'Retinol [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'vitamin-e': {
    code: '1823-4',
    display: 'Alpha tocopherol [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'blood-lead': { code: '5671-3', display: 'Lead [Mass/volume] in Blood', property: 'MCnc' },
  'beta-2-microglobulin': {
    code: '1952-1',
    display: 'Beta-2-Microglobulin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'alpha-1-antitrypsin': {
    code: '1825-9',
    display: 'Alpha 1 antitrypsin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  aldolase: { code: '1761-6', display: 'Aldolase [Enzymatic activity/volume] in Serum or Plasma' },
  'igf-1': {
    code: '2484-4',
    display: 'Insulin-like growth factor-I [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'soluble-transferrin-receptor': {
    code: '30248-9',
    display: 'Transferrin receptor.soluble [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  uibc: {
    code: '2501-5',
    display: 'Iron binding capacity.unsaturated [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'urine-sodium': { code: '2955-3', display: 'Sodium [Moles/volume] in Urine', property: 'SCnc' },
  'urine-potassium': {
    code: '2828-2',
    display: 'Potassium [Moles/volume] in Urine',
    property: 'SCnc',
  },
  'urine-pcr': {
    code: '2890-2',
    display: 'Protein/Creatinine [Mass Ratio] in Urine',
    property: 'MRto',
  },
  'tacrolimus-level': {
    code: '11253-2',
    display: 'Tacrolimus [Mass/volume] in Blood',
    property: 'MCnc',
  },
  'ciclosporin-level': {
    code: '3520-4',
    display: 'Cyclosporine [Mass/volume] in Blood',
    property: 'MCnc',
  },
  'valproic-acid-level': {
    code: '4086-5',
    display: 'Valproate [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'phenytoin-level': {
    code: '3968-5',
    display: 'Phenytoin [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
  'carbamazepine-level': {
    code: '3432-2',
    display: 'Carbamazepine [Mass/volume] in Serum or Plasma',
    property: 'MCnc',
  },
};

/**
 * The same test in the other property: LOINC gives a result in mmol/L another code than the same
 * result in mg/dL (glucose 2345-7 is [Mass/volume], 14749-6 [Moles/volume]), so an SI result under
 * the mass code says something else than the value. Each code as published at
 * https://loinc.org/<code>/ (the page named in `source`); the mass-side code is BIOMARKER_LOINC's.
 * A marker and property missing here (vitamin D, ferritin or zinc in a molar unit, prolactin in
 * mIU/L, an albumin/creatinine ratio in mg/mmol, AMH in pmol/L, lactate in mg/dL) is exported by
 * name alone.
 */
export const LAB_LOINC_BY_PROPERTY: Readonly<
  Record<string, { loinc: LabLoinc & { property: LabProperty }; source: string }[]>
> = (
  [
    ['glucose', 'SCnc', '14749-6', 'Glucose [Moles/volume] in Serum or Plasma'],
    ['total-cholesterol', 'SCnc', '14647-2', 'Cholesterol [Moles/volume] in Serum or Plasma'],
    ['hdl-cholesterol', 'SCnc', '14646-4', 'Cholesterol in HDL [Moles/volume] in Serum or Plasma'],
    ['ldl-cholesterol', 'SCnc', '39469-2', 'Cholesterol in LDL [Moles/volume] by calculation'],
    ['non-hdl-cholesterol', 'SCnc', '70204-3', 'Cholesterol non HDL [Moles/volume]'],
    ['vldl-cholesterol', 'SCnc', '25371-6', 'Cholesterol in VLDL [Moles/volume]'],
    ['triglycerides', 'SCnc', '14927-8', 'Triglyceride [Moles/volume] in Serum or Plasma'],
    ['creatinine', 'SCnc', '14682-9', 'Creatinine [Moles/volume] in Serum or Plasma'],
    ['bun', 'SCnc', '14937-7', 'Urea nitrogen [Moles/volume] in Serum or Plasma'],
    ['urea', 'SCnc', '22664-7', 'Urea [Moles/volume] in Serum or Plasma'],
    ['uric-acid', 'SCnc', '14933-6', 'Urate [Moles/volume] in Serum or Plasma'],
    ['total-bilirubin', 'SCnc', '14631-6', 'Bilirubin.total [Moles/volume]'],
    ['direct-bilirubin', 'SCnc', '14629-0', 'Bilirubin.direct [Moles/volume]'],
    ['calcium', 'SCnc', '2000-8', 'Calcium [Moles/volume] in Serum or Plasma'],
    ['magnesium', 'SCnc', '2601-3', 'Magnesium [Moles/volume] in Serum or Plasma'],
    ['phosphate', 'SCnc', '14879-1', 'Phosphate [Moles/volume] in Serum or Plasma'],
    ['iron', 'SCnc', '14798-3', 'Iron [Moles/volume] in Serum or Plasma'],
    ['tibc', 'SCnc', '14800-7', 'Iron binding capacity [Moles/volume] in Serum or Plasma'],
    ['hemoglobin', 'SCnc', '59260-0', 'Hemoglobin [Moles/volume] in Blood'],
    ['vitamin-b12', 'SCnc', '14685-2', 'Cobalamin (Vitamin B12) [Moles/volume]'],
    ['folate', 'SCnc', '14732-2', 'Folate [Moles/volume] in Serum or Plasma'],
    ['free-t4', 'SCnc', '14920-3', 'Thyroxine (T4) free [Moles/volume] in Serum or Plasma'],
    ['free-t3', 'SCnc', '14928-6', 'Triiodothyronine (T3) Free [Moles/volume]'],
    ['total-t4', 'SCnc', '14921-1', 'Thyroxine (T4) [Moles/volume] in Serum or Plasma'],
    ['total-t3', 'SCnc', '14930-2', 'Triiodothyronine (T3) [Moles/volume]'],
    ['testosterone', 'SCnc', '14913-8', 'Testosterone [Moles/volume] in Serum or Plasma'],
    ['estradiol', 'SCnc', '14715-7', 'Estradiol (E2) [Moles/volume] in Serum or Plasma'],
    ['cortisol', 'SCnc', '14675-3', 'Cortisol [Moles/volume] in Serum or Plasma'],
    ['dhea-s', 'SCnc', '14688-6', 'Dehydroepiandrosterone sulfate [Moles/volume]'],
    ['insulin', 'SCnc', '14796-7', 'Insulin [Moles/volume] in Serum or Plasma'],
    ['hba1c', 'SFr', '59261-8', 'Hemoglobin A1c/Hemoglobin.total in Blood by IFCC protocol'],
    // The molar and unit codes of antibodies-reproductive-markers.json's tests, each found with its
    // name in the LOINC tables named at BIOMARKER_LOINC's entries for them.
    ['progesterone', 'SCnc', '14890-8', 'Progesterone [Moles/volume] in Serum or Plasma'],
    ['free-testosterone', 'SCnc', '14914-6', 'Testosterone Free [Moles/volume] in Serum or Plasma'],
    ['pth', 'SCnc', '14866-8', 'Parathyrin.intact [Moles/volume] in Serum or Plasma'],
    ['acth', 'SCnc', '14674-6', 'Corticotropin [Moles/volume] in Plasma'],
    ['c-peptide', 'SCnc', '14633-2', 'C peptide [Moles/volume] in Serum or Plasma'],
    ['afp', 'ACnc', '19176-7', 'Alpha-1-Fetoprotein [Units/volume] in Serum or Plasma'],
    ['ammonia', 'MCnc', '22763-7', 'Ammonia [Mass/volume] in Plasma'],
    ['digoxin-level', 'SCnc', '14698-5', 'Digoxin [Moles/volume] in Serum or Plasma'],
    [
      'vancomycin-trough',
      'SCnc',
      '39797-6',
      'Vancomycin [Moles/volume] in Serum or Plasma --trough',
    ],
  ] as const
).reduce<Record<string, { loinc: LabLoinc & { property: LabProperty }; source: string }[]>>(
  (table, [marker, property, code, display]) => {
    (table[marker] ??= []).push({
      loinc: { code, display, property },
      source: `https://loinc.org/${code}/`,
    });
    return table;
  },
  {},
);

/** Our units by the property they measure; a unit not listed fits only a code without one. */
const UNIT_PROPERTY: Readonly<Record<string, LabProperty>> = {
  ...Object.fromEntries(
    [
      'g/dL',
      'g/L',
      'mg/dL',
      'mg/L',
      'µg/dL',
      'µg/L',
      'µg/mL',
      'ng/mL',
      'ng/dL',
      'ng/L',
      'pg/mL',
    ].map((unit) => [unit, 'MCnc' as const]),
  ),
  ...Object.fromEntries(
    ['mmol/L', 'µmol/L', 'nmol/L', 'pmol/L'].map((unit) => [unit, 'SCnc' as const]),
  ),
  // Units of a hormone, antibody or antigen (IU, or a kit's units). U/L is also an enzyme's unit,
  // but an enzyme's code has no property, so the unit decides only for these.
  ...Object.fromEntries(
    ['mIU/L', 'µIU/mL', 'mU/L', 'µU/mL', 'mIU/mL', 'IU/mL', 'U/mL', 'kU/L', 'U/L'].map((unit) => [
      unit,
      'ACnc' as const,
    ]),
  ),
  '%': 'Fr',
  'mmol/mol': 'SFr',
  'mg/g': 'MRto',
  'mg/mg': 'MRto',
  'g/g': 'MRto',
  sec: 'Time',
};

/**
 * Ions of one charge, and the anion gap reckoned from them: their mEq/L is their mmol/L (not so
 * for calcium or magnesium).
 */
const MONOVALENT = new Set([
  'sodium',
  'potassium',
  'chloride',
  'bicarbonate',
  'lactate',
  'anion-gap',
]);

/** What a unit measures for a marker (mEq/L is a substance concentration for a monovalent ion). */
function unitProperty(markerId: string, unit: string): LabProperty | null {
  if (unit === 'mEq/L') return MONOVALENT.has(markerId) ? 'SCnc' : null;
  return UNIT_PROPERTY[unit] ?? null;
}

/**
 * The LOINC code of a marker's result in its unit: the code whose property the unit measures,
 * or null when we know none (never a code of another property). A result without a unit (a
 * dipstick's 'negative') takes the marker's usual code.
 */
export function labLoinc(markerId: string, unit: string | null | undefined): LabLoinc | null {
  const usual = BIOMARKER_LOINC[markerId];
  if (!usual) return null;
  if (!unit) return usual;
  const property = unitProperty(markerId, unit);
  if (!usual.property) return usual;
  if (property === usual.property) return usual;
  return (
    LAB_LOINC_BY_PROPERTY[markerId]?.find((entry) => entry.loinc.property === property)?.loinc ??
    null
  );
}

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
  // The MCH as German SI reports print it, femtomoles of haemoglobin per cell.
  fmol: 'fmol',
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
  // A urine protein/creatinine ratio's other spellings (ADR 162).
  'mg/mg': 'mg/mg',
  'g/g': 'g/g',
  'µg/mL': 'ug/mL',
  // Each as listed in the UCUM table of example codes (ucum-org/ucum-reorg
  // common-units/TableOfExampleUcumCodesForElectronicMessaging.xlsx). U and kU are UCUM's enzyme
  // units: taken as printed, like mU/L above, since a report's kU/L is an IU for IgE, an enzyme
  // unit for cholinesterase and a kit's unit for CA 19-9.
  'mIU/mL': 'm[IU]/mL',
  'IU/mL': '[IU]/mL',
  'U/mL': 'U/mL',
  'kU/L': 'kU/L',
  sec: 's',
  // Osmolality (ADR 157): UCUM's milliosmole per kilogram.
  'mOsm/kg': 'mosm/kg',
  // Nucleated red cells per 100 white cells; G6PD activity per gram of haemoglobin (ADR 161).
  '/100 WBC': '/100{WBCs}',
  'U/g Hb': 'U/g{Hb}',
  'U/g': 'U/g',
  // A viral load (ADR 160): copies of the virus's genetic material per millilitre, as FHIR guides
  // code it.
  'copies/mL': '{copies}/mL',
  '': '1',
  // Vital signs and body measurements.
  kg: 'kg',
  cm: 'cm',
  mmHg: 'mm[Hg]',
  kPa: 'kPa',
  // A blood gas's oxygen content (ADR 163).
  'mL/dL': 'mL/dL',
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

const LOINC_TO_BIOMARKER = new Map([
  ...Object.entries(BIOMARKER_LOINC).map(([id, loinc]) => [loinc.code, id] as const),
  ...Object.entries(LAB_LOINC_BY_PROPERTY).flatMap(([id, entries]) =>
    entries.map((entry) => [entry.loinc.code, id] as const),
  ),
]);
export const biomarkerForLoinc = (code: string): string | null =>
  LOINC_TO_BIOMARKER.get(code) ?? null;

const RXCUI_TO_SUBSTANCE = new Map(Object.entries(SUBSTANCE_RXCUI).map(([id, cui]) => [cui, id]));
export const substanceForRxcui = (cui: string): string | null =>
  RXCUI_TO_SUBSTANCE.get(cui) ?? null;
