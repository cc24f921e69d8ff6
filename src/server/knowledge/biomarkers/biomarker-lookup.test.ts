import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '../load-knowledge-files';
import { sampleOf, type Specimen } from './biomarker-reference';

const reference = knowledgeFromFiles().biomarkers;

describe('resolveName', () => {
  const table: [string, string | null, Specimen?][] = [
    ['Hb', 'hemoglobin'],
    ['HGB', 'hemoglobin'],
    // Words shortened to fit a column, and the hour a sedimentation rate is read at.
    ['Mean Cell Hb Conc', 'mchc'],
    ['Mean Cell Hb', 'mch'],
    ['Hb A1c', 'hba1c'],
    ['BSG 1 Std.', 'esr'],
    ['VS 1re heure', 'esr'],
    ['ESR 1st hour', 'esr'],
    ['Haemoglobin', 'hemoglobin'],
    ['HAEMOGLOBIN', 'hemoglobin'],
    ['Hemoglobin (Hb)', 'hemoglobin'],
    ['Hemoglobin level', 'hemoglobin'],
    ['Haematocrit', 'hematocrit'],
    ['PCV', 'hematocrit'],
    ['WBC', 'wbc'],
    ['White Blood Cell Count', 'wbc'],
    ['Leucocytes', 'wbc'],
    ['Leukocytes', 'wbc'],
    ['PLT', 'platelets'],
    ['Platelet Count', 'platelets'],
    ['Neutrophils', 'neutrophils'],
    ['Neutrophils %', 'neutrophils-percent'],
    ['NEUT%', 'neutrophils-percent'],
    ['NEUT#', 'neutrophils'],
    ['Lymphocytes (%)', 'lymphocytes-percent'],
    ['ALT (SGPT)', 'alt'],
    ['Alanine aminotransferase', 'alt'],
    ['S-ALT', 'alt'],
    ['AST (SGOT)', 'ast'],
    ['GGT', 'ggt'],
    ['Gamma GT', 'ggt'],
    ['Gamma-glutamyl transferase', 'ggt'],
    ['HbA1c', 'hba1c'],
    ['Hb A1c', 'hba1c'],
    ['Glycated haemoglobin', 'hba1c'],
    ['A1C', 'hba1c'],
    ['HbA1c (IFCC)', 'hba1c'],
    ['LDL-C', 'ldl-cholesterol'],
    ['LDL Cholesterol', 'ldl-cholesterol'],
    ['Cholesterol, LDL', 'ldl-cholesterol'],
    ['HDL Cholesterol', 'hdl-cholesterol'],
    ['Cholesterol, Total', 'total-cholesterol'],
    ['Total Cholesterol', 'total-cholesterol'],
    ['Triglycerides', 'triglycerides'],
    ['TSH', 'tsh'],
    ['Free T4', 'free-t4'],
    ['FT4', 'free-t4'],
    ['T4, Free', 'free-t4'],
    ['Vitamin D, 25-Hydroxy', 'vitamin-d'],
    ['25-OH Vitamin D', 'vitamin-d'],
    ['25(OH)D', 'vitamin-d'],
    ['Vitamin B12', 'vitamin-b12'],
    ['eGFR', 'egfr'],
    ['eGFR (CKD-EPI)', 'egfr'],
    ['Urea', 'urea'],
    ['BUN', 'bun'],
    ['Blood Urea Nitrogen', 'bun'],
    ['Serum Creatinine', 'creatinine'],
    ['Creatinine, serum', 'creatinine'],
    ['Plasma glucose', 'glucose'],
    ['Glucose, Fasting', 'glucose'],
    ['Glucose', 'glucose'],
    ['Bilirubin, Total', 'total-bilirubin'],
    ['Total Bilirubin', 'total-bilirubin'],
    ['Direct Bilirubin', 'direct-bilirubin'],
    ['Oestradiol', 'estradiol'],
    ['DHEA Sulphate', 'dhea-s'],
    ['Mean Cell Haemoglobin', 'mch'],
    ['Leucocyte esterase', 'urine-leukocyte-esterase'],
    ['Urine colour', 'urine-color'],
    ['Haemoglobin A1c', 'hba1c'],
    ['Sodium', 'sodium'],
    ['K+', 'potassium'],
    ['Carbon dioxide, total', 'bicarbonate'],
    ['hs-CRP', 'hs-crp'],
    ['CRP', 'crp'],
    ['Sed rate', 'esr'],
    ['DHEA-S', 'dhea-s'],
    ['PSA, Total', 'psa'],
    ['Protein', 'total-protein'],
    ['Protein', 'total-protein', 'blood'],
    ['Protein', 'urine-protein', 'urine'],
    ['Urine Protein', 'urine-protein'],
    ['Protein, urine', 'urine-protein'],
    ['U-Protein', 'urine-protein'],
    ['Glucose', 'urine-glucose', 'urine'],
    ['Bilirubin', 'total-bilirubin', 'blood'],
    ['Bilirubin', 'urine-bilirubin', 'urine'],
    ['Blood', 'urine-blood', 'urine'],
    ['Specific Gravity', 'urine-specific-gravity'],
    ['Sp. Gravity', 'urine-specific-gravity', 'urine'],
    ['pH', 'urine-ph', 'urine'],
    ['Leukocyte esterase', 'urine-leukocyte-esterase'],
    ['Leucocytes', 'urine-leukocyte-esterase', 'urine'],
    ['Nitrite', 'urine-nitrite'],
    ['Ketones', 'urine-ketones'],
    ['Urobilinogen', 'urine-urobilinogen'],
    ['Colour', 'urine-color'],
    ['Appearance', 'urine-clarity'],
    ['WBC', 'urine-wbc', 'urine'],
    ['RBC', 'urine-rbc', 'urine'],
    ['Urine WBC', 'urine-wbc'],
    ['Microalbumin/Creatinine Ratio, Random Urine', 'urine-acr'],
    ['Albumin/Creatinine Ratio', 'urine-acr'],
    ['hemoglobin', 'hemoglobin'],
    ['free-t4', 'free-t4'],
    ['Flibbertigibbet', null],
    ['', null],
    ['   ', null],
    ['Serum', null],
    ['Nitrite', null, 'blood'],
    ['Sodium', null, 'urine'],
  ];
  it.each(table)('%s (%s) → %s', (raw, expected, specimen) => {
    expect(reference.resolveName(raw, specimen)?.id ?? null).toBe(expected);
  });
});

describe('resolveName in every language we read', () => {
  // As labs in Germany, Austria, Switzerland, France, Belgium, Spain, Latin America, Italy, the US
  // and the UK print them: with method notes, specimen words and fasting notes around the name.
  const table: [string, string | null, Specimen?][] = [
    // German
    ['Hämoglobin', 'hemoglobin'],
    ['Hämatokrit', 'hematocrit'],
    ['Erythrozyten', 'rbc'],
    ['Leukozyten', 'wbc'],
    ['Thrombozyten', 'platelets'],
    ['MCH (HbE)', 'mch'],
    ['Neutrophile', 'neutrophils'],
    ['Neutrophile Granulozyten %', 'neutrophils-percent'],
    ['Lymphozyten', 'lymphocytes'],
    ['Monozyten %', 'monocytes-percent'],
    ['Eosinophile', 'eosinophils'],
    ['Basophile %', 'basophils-percent'],
    ['Kreatinin', 'creatinine'],
    ['Kreatinin (enzymatisch)', 'creatinine'],
    ['Kreatinin (Jaffé)', 'creatinine'],
    ['Kreatinin i.S.', 'creatinine'],
    ['S-Kreatinin', 'creatinine'],
    ['Kreatinin im Serum', 'creatinine'],
    ['Harnstoff', 'urea'],
    ['Harnstoff im Serum', 'urea'],
    ['Harnsäure', 'uric-acid'],
    ['Harnsäure i.S.', 'uric-acid'],
    // OCR's '1' or 'l' for the 'i' of 'i.S.'.
    ['Kalium 1.S', 'potassium'],
    ['Folat 1.S', 'folate'],
    ['Kalium l.S.', 'potassium'],
    ['Natrium', 'sodium'],
    ['Kalium im Plasma', 'potassium'],
    ['Kalzium', 'calcium'],
    ['Chlorid', 'chloride'],
    ['Glukose', 'glucose'],
    ['Glukose nüchtern', 'glucose'],
    ['Nüchternglukose', 'glucose'],
    ['Cholesterin gesamt', 'total-cholesterol'],
    ['HDL-Cholesterin', 'hdl-cholesterol'],
    ['LDL-Cholesterin (berechnet)', 'ldl-cholesterol'],
    ['LDL-Cholesterin berechnet', 'ldl-cholesterol'],
    ['Triglyceride', 'triglycerides'],
    ['GOT', 'ast'],
    ['GPT (ALAT)', 'alt'],
    ['Gamma-GT', 'ggt'],
    ['γ-GT', 'ggt'],
    ['Alkalische Phosphatase', 'alp'],
    ['Bilirubin gesamt', 'total-bilirubin'],
    ['Bilirubin direkt', 'direct-bilirubin'],
    ['Eisen', 'iron'],
    ['Transferrin-Sättigung', 'transferrin-saturation'],
    ['TSH basal', 'tsh'],
    ['freies T4', 'free-t4'],
    ['Folsäure', 'folate'],
    ['25-OH-Vitamin D', 'vitamin-d'],
    ['C-reaktives Protein', 'crp'],
    ['BSG', 'esr'],
    ['Blutsenkung', 'esr'],
    ['HbA1c (IFCC)', 'hba1c'],
    ['Glykohämoglobin', 'hba1c'],
    ['eGFR (CKD-EPI)', 'egfr'],
    ['GFR nach CKD-EPI', 'egfr'],
    ['Gesamteiweiß', 'total-protein'],
    ['Phosphat', 'phosphate'],
    ['Eiweiß im Urin', 'urine-protein'],
    ['Protein im Urin', 'urine-protein'],
    ['Glukose im Urin', 'urine-glucose'],
    ['Urin-pH', 'urine-ph'],
    ['Ketonkörper', 'urine-ketones'],
    ['Nitrit', 'urine-nitrite'],
    ['Leukozyten (Urin)', 'urine-leukocyte-esterase'],
    ['Blut (Urin)', 'urine-blood'],
    ['Erythrozyten (Urin)', 'urine-blood'],
    ['Urobilinogen', 'urine-urobilinogen'],
    ['Bilirubin (Urin)', 'urine-bilirubin'],
    ['Spezifisches Gewicht', 'urine-specific-gravity'],
    ['Leukozyten (Sediment)', 'urine-wbc'],
    ['Harn-Eiweiß', 'urine-protein'],
    // French
    ['Hémoglobine', 'hemoglobin'],
    ['Hématocrite', 'hematocrit'],
    ['Hématies', 'rbc'],
    ['Globules rouges', 'rbc'],
    ['Leucocytes', 'wbc'],
    ['Globules blancs', 'wbc'],
    ['Plaquettes', 'platelets'],
    ['VGM', 'mcv'],
    ['TCMH', 'mch'],
    ['CCMH', 'mchc'],
    ['Polynucléaires neutrophiles', 'neutrophils'],
    ['Polynucléaires éosinophiles %', 'eosinophils-percent'],
    ['Créatinine', 'creatinine'],
    ['Créatinine (enzymatique)', 'creatinine'],
    ['Créatinine sérique', 'creatinine'],
    ['Urée', 'urea'],
    ['Acide urique', 'uric-acid'],
    ['Kaliémie', 'potassium'],
    ['Natrémie', 'sodium'],
    ['Chlore', 'chloride'],
    ['Glycémie', 'glucose'],
    ['Glycémie à jeun', 'glucose'],
    ['Glucose à jeun', 'glucose'],
    ['Cholestérol total', 'total-cholesterol'],
    ['HDL-cholestérol', 'hdl-cholesterol'],
    ['LDL cholestérol (calculé)', 'ldl-cholesterol'],
    ['Triglycérides', 'triglycerides'],
    ['ASAT', 'ast'],
    ['ALAT', 'alt'],
    ['Phosphatases alcalines', 'alp'],
    ['Bilirubine totale', 'total-bilirubin'],
    ['Ferritine', 'ferritin'],
    ['Fer sérique', 'iron'],
    ['Coefficient de saturation', 'transferrin-saturation'],
    ['T4 libre', 'free-t4'],
    ['Vitamine B12', 'vitamin-b12'],
    ['Folates', 'folate'],
    ['Vitamine D 25-OH', 'vitamin-d'],
    ['Protéine C réactive', 'crp'],
    ['Vitesse de sédimentation', 'esr'],
    ['Hémoglobine glyquée', 'hba1c'],
    ['DFG', 'egfr'],
    ['Débit de filtration glomérulaire', 'egfr'],
    ['Albumine', 'albumin'],
    ['Protéines totales', 'total-protein'],
    ['Magnésium', 'magnesium'],
    ['Phosphore', 'phosphate'],
    ['Protéines urinaires', 'urine-protein'],
    ['Glucose dans les urines', 'urine-glucose'],
    ['Corps cétoniques', 'urine-ketones'],
    ['Nitrites', 'urine-nitrite'],
    ['Sang', 'urine-blood'],
    ['Densité', 'urine-specific-gravity'],
    ['pH urinaire', 'urine-ph'],
    ['Leucocytes (bandelette)', 'urine-leukocyte-esterase'],
    ['Hématies', 'urine-rbc', 'urine'],
    // Spanish
    ['Hemoglobina', 'hemoglobin'],
    ['Hematocrito', 'hematocrit'],
    ['Hematíes', 'rbc'],
    ['Leucocitos', 'wbc'],
    ['Plaquetas', 'platelets'],
    ['Neutrófilos', 'neutrophils'],
    ['Neutrófilos (%)', 'neutrophils-percent'],
    ['Linfocitos', 'lymphocytes'],
    ['Monocitos', 'monocytes'],
    ['Eosinófilos %', 'eosinophils-percent'],
    ['Basófilos', 'basophils'],
    ['Creatinina', 'creatinine'],
    ['Creatinina en sangre', 'creatinine'],
    ['Urea', 'urea'],
    ['Nitrógeno ureico', 'bun'],
    ['Ácido úrico', 'uric-acid'],
    ['Potasio', 'potassium'],
    ['Sodio', 'sodium'],
    ['Cloro', 'chloride'],
    ['Glucosa', 'glucose'],
    ['Glucosa en ayunas', 'glucose'],
    ['Colesterol total', 'total-cholesterol'],
    ['Colesterol HDL', 'hdl-cholesterol'],
    ['Colesterol LDL calculado', 'ldl-cholesterol'],
    ['Triglicéridos', 'triglycerides'],
    ['TGO', 'ast'],
    ['TGP', 'alt'],
    ['Gamma glutamil transferasa', 'ggt'],
    ['Fosfatasa alcalina', 'alp'],
    ['Bilirrubina total', 'total-bilirubin'],
    ['Ferritina', 'ferritin'],
    ['Hierro', 'iron'],
    ['TSH', 'tsh'],
    ['Vitamina B12', 'vitamin-b12'],
    ['Proteína C reactiva', 'crp'],
    ['VSG', 'esr'],
    ['Hemoglobina glicosilada', 'hba1c'],
    ['FG estimado', 'egfr'],
    ['Albúmina', 'albumin'],
    ['Proteínas totales', 'total-protein'],
    ['Fósforo', 'phosphate'],
    ['Proteínas en orina', 'urine-protein'],
    ['Cuerpos cetónicos', 'urine-ketones'],
    ['Nitritos', 'urine-nitrite'],
    ['Densidad', 'urine-specific-gravity'],
    ['Leucocitos (sedimento)', 'urine-wbc'],
    // Italian
    ['Emoglobina', 'hemoglobin'],
    ['Ematocrito', 'hematocrit'],
    ['Globuli rossi', 'rbc'],
    ['Globuli bianchi', 'wbc'],
    ['Piastrine', 'platelets'],
    ['Neutrofili', 'neutrophils'],
    ['Neutrofili %', 'neutrophils-percent'],
    ['Linfociti', 'lymphocytes'],
    ['Monociti %', 'monocytes-percent'],
    ['Eosinofili', 'eosinophils'],
    ['Basofili', 'basophils'],
    ['Creatinina nel siero', 'creatinine'],
    ['Azotemia', 'urea'],
    ['Acido urico', 'uric-acid'],
    ['Potassio', 'potassium'],
    ['Sodiemia', 'sodium'],
    ['Glicemia', 'glucose'],
    ['Glicemia a digiuno', 'glucose'],
    ['Colesterolo totale', 'total-cholesterol'],
    ['Colesterolo HDL', 'hdl-cholesterol'],
    ['Colesterolo LDL', 'ldl-cholesterol'],
    ['Trigliceridi', 'triglycerides'],
    ['Fosfatasi alcalina', 'alp'],
    ['Bilirubina totale', 'total-bilirubin'],
    ['Sideremia', 'iron'],
    ['Proteina C reattiva', 'crp'],
    ['VES', 'esr'],
    ['Emoglobina glicata', 'hba1c'],
    ['VFG', 'egfr'],
    ['Proteine totali', 'total-protein'],
    ['Magnesio', 'magnesium'],
    ['Proteine nelle urine', 'urine-protein'],
    ['Corpi chetonici', 'urine-ketones'],
    ['Nitriti', 'urine-nitrite'],
    ['Peso specifico', 'urine-specific-gravity'],
    ['Glucosio', 'urine-glucose', 'urine'],
    // English: LOINC long common names, US and UK print
    ['Creatinine [Mass/volume] in Serum or Plasma', 'creatinine'],
    ['Hemoglobin A1c/Hemoglobin.total in Blood', 'hba1c'],
    ['Glucose [Mass/volume] in Serum or Plasma', 'glucose'],
    ['Potassium [Moles/volume] in Serum or Plasma', 'potassium'],
    ['Sodium [Moles/volume] in Serum or Plasma', 'sodium'],
    ['Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation', 'ldl-cholesterol'],
    ['Bilirubin.total [Mass/volume] in Serum or Plasma', 'total-bilirubin'],
    ['Leukocytes [#/volume] in Blood by Automated count', 'wbc'],
    ['MCV [Entitic volume] by Automated count', 'mcv'],
    ['C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method', 'hs-crp'],
    ['pH of Urine by Test strip', 'urine-ph'],
    ['Protein [Presence] in Urine by Test strip', 'urine-protein'],
    ['Ferritin [Mass/volume] in Plasma', 'ferritin'],
    ['BILIRUBIN - TOTAL', 'total-bilirubin'],
    ['BILIRUBIN, TOTAL', 'total-bilirubin'],
    ['ALT (SGPT)', 'alt'],
    ['AST (SGOT)', 'ast'],
    ['GLUCOSE, FASTING', 'glucose'],
    ['CHOLESTEROL, TOTAL', 'total-cholesterol'],
    ['EGFR CKD-EPI CR 2021', 'egfr'],
    ['CHOLESTEROL - HDL', 'hdl-cholesterol'],
    ['HbA1c (DCCT/NGSP)', 'hba1c'],
    ['Creatinine, enzymatic', 'creatinine'],
    // Not tests: a lab, a section title, an address, a heading
    ['Blood Sciences', null],
    ['Klinische Chemie', null],
    ['Hämatologie', null],
    ['Hématologie', null],
    ['Hematología', null],
    ['Ematologia', null],
    ['Urinstatus', null],
    ['Bioquímica', null],
    ['Chimica clinica', null],
    ['Material: Serum', null],
    ['Laboratoire de Biologie Médicale Ste-Aurore', null],
    ['MVZ Labor Dr. Falkenrath & Kollegen', null],
    ['Auenstraße 14, 50999 Köln', null],
    ['12 rue des Tilleuls, 69999 Lyon', null],
    ['Calcium ionisé', 'ionized-calcium'],
    ['Urin', null],
    ['Serum', null],
    // Short and local names: French 'Fer', French and Italian 'GR'/'GB' (globules rouges/blancs,
    // globuli rossi/bianchi), German 'Quick-INR', a US 'TSH reflex', Indian 'Bile pigments' (urine
    // bilirubin), a UK 'Total white cell count'; a specimen word agreeing with a plural name.
    ['Fer', 'iron'],
    ['GR', 'rbc'],
    ['GB', 'wbc'],
    ['Quick-INR', 'inr'],
    ['TSH reflex', 'tsh'],
    ['Bile pigments', 'urine-bilirubin', 'urine'],
    ['Total white cell count', 'wbc'],
    ['Folates sériques', 'folate'],
    ['Triglicéridos séricos', 'triglycerides'],
  ];
  it.each(table)('%s → %s', (raw, expected, specimen) => {
    expect(reference.resolveName(raw, specimen)?.id ?? null).toBe(expected);
  });

  it('reads a specimen word in any of the five languages as a hint', () => {
    expect(reference.resolveName('Glukose im Urin')?.id).toBe('urine-glucose');
    expect(reference.resolveName('Glucose urinaire')?.id).toBe('urine-glucose');
    expect(reference.resolveName('Glucosa en orina')?.id).toBe('urine-glucose');
    expect(reference.resolveName('Glucosio nelle urine')?.id).toBe('urine-glucose');
    // The hint outranks the caller's guess; with no hint the caller's specimen decides.
    expect(reference.resolveName('Protéines urinaires', 'blood')?.id).toBe('urine-protein');
    expect(reference.resolveName('Protéines', 'blood')?.id).toBe('total-protein');
    expect(reference.resolveName('Protéines', 'urine')?.id).toBe('urine-protein');
    // 'Harn' (urine) begins Harnstoff (urea) and Harnsäure (uric acid), both blood tests.
    expect(reference.resolveName('Harnstoff', 'urine')).toBeNull();
    expect(reference.resolveName('Harnsäure im Urin')).toBeNull();
  });

  it('keeps the notes that name another test', () => {
    expect(reference.resolveName('Bilirubin direkt')?.id).toBe('direct-bilirubin');
    expect(reference.resolveName('CRP hochsensitiv')?.id).toBe('hs-crp');
    expect(reference.resolveName('PCR ultrasensible')?.id).toBe('hs-crp');
    // Ionised calcium is a test of its own, never total calcium.
    expect(reference.resolveName('Calcium ionisiert')?.id).toBe('ionized-calcium');
    expect(reference.resolveName('Calcio ionizzato')?.id).toBe('ionized-calcium');
  });
});

describe('resolveMarker', () => {
  it('uses the unit to tell a differential count from its percentage', () => {
    expect(reference.resolveMarker('Neutrophils', { unit: '%' })?.id).toBe('neutrophils-percent');
    expect(reference.resolveMarker('Neutrophils', { unit: 'x10E3/uL' })?.id).toBe('neutrophils');
    expect(reference.resolveMarker('Lymphocytes %', { unit: '10^9/L' })?.id).toBe('lymphocytes');
    expect(reference.resolveMarker('Hemoglobin', { unit: 'g/L' })?.id).toBe('hemoglobin');
    expect(reference.resolveMarker('Hemoglobin', { unit: 'furlongs' })?.id).toBe('hemoglobin');
    expect(reference.resolveMarker('Nonsense', { unit: '%' })).toBeNull();
  });

  it('does so in other languages too', () => {
    expect(reference.resolveMarker('Neutrophile', { unit: '%' })?.id).toBe('neutrophils-percent');
    expect(reference.resolveMarker('Neutrophile', { unit: '/nl' })?.id).toBe('neutrophils');
    expect(reference.resolveMarker('Polynucléaires neutrophiles', { unit: 'G/L' })?.id).toBe(
      'neutrophils',
    );
    expect(reference.resolveMarker('Linfocitos', { unit: '%' })?.id).toBe('lymphocytes-percent');
    expect(reference.resolveMarker('Linfociti %', { unit: 'x10^9/L' })?.id).toBe('lymphocytes');
  });
});

describe('normaliseUnit', () => {
  const table: [string, string][] = [
    ['mg/dl', 'mg/dL'],
    ['MG/DL', 'mg/dL'],
    ['mg %', 'mg/dL'],
    ['g/dl', 'g/dL'],
    ['gm/dL', 'g/dL'],
    ['g/l', 'g/L'],
    ['mmol/l', 'mmol/L'],
    ['umol/L', 'µmol/L'],
    ['µmol/l', 'µmol/L'],
    ['μmol/L', 'µmol/L'],
    ['mcmol/L', 'µmol/L'],
    ['ug/dL', 'µg/dL'],
    ['mcg/dL', 'µg/dL'],
    ['ng/ml', 'ng/mL'],
    ['pg/ml', 'pg/mL'],
    ['10^9/L', '10^9/L'],
    ['x10E9/L', '10^9/L'],
    ['10*9/L', '10^9/L'],
    ['x 10^9/l', '10^9/L'],
    ['×10⁹/L', '10^9/L'],
    ['10E9/L', '10^9/L'],
    ['10^12/L', '10^12/L'],
    ['x10E12/L', '10^12/L'],
    ['10^3/uL', '10^3/µL'],
    ['x10E3/uL', '10^3/µL'],
    ['K/uL', '10^3/µL'],
    ['K/µL', '10^3/µL'],
    ['thou/mm3', '10^3/µL'],
    ['10^6/uL', '10^6/µL'],
    ['M/uL', '10^6/µL'],
    ['mill/mm3', '10^6/µL'],
    ['cells/uL', '/µL'],
    ['/mm3', '/µL'],
    ['mmol/mol', 'mmol/mol'],
    ['mmol/mol (IFCC)', 'mmol/mol'],
    ['% (NGSP)', '%'],
    ['%', '%'],
    ['IU/L', 'U/L'],
    ['U/L', 'U/L'],
    ['u/l', 'U/L'],
    ['IU/l', 'U/L'],
    ['uIU/mL', 'µIU/mL'],
    ['µIU/ml', 'µIU/mL'],
    ['mIU/L', 'mIU/L'],
    ['mU/L', 'mU/L'],
    ['meq/L', 'mEq/L'],
    ['fl', 'fL'],
    ['FL', 'fL'],
    ['pg', 'pg'],
    ['mm/hr', 'mm/h'],
    ['mm/1h', 'mm/h'],
    ['mL/min/1.73m2', 'mL/min/1.73m²'],
    ['mL/min/1.73 m^2', 'mL/min/1.73m²'],
    ['ml/min/1,73m²', 'mL/min/1.73m²'],
    ['/hpf', '/HPF'],
    ['cells/HPF', '/HPF'],
    ['mg/g creat', 'mg/g'],
    ['mg/mmol', 'mg/mmol'],
    ['', ''],
    ['  mg/dL  ', 'mg/dL'],
    ['bananas/L', 'bananas/L'],
  ];
  it.each(table)('%s → %s', (raw, expected) => {
    expect(reference.normaliseUnit(raw)).toBe(expected);
  });
});

describe('conversions', () => {
  it('glucose: 100 mg/dL = 5.55 mmol/L', () => {
    expect(reference.convert('glucose', 100, 'mg/dL', 'mmol/L')).toBeCloseTo(5.55, 2);
    expect(reference.toCanonical('glucose', 5.55, 'mmol/l')).toBeCloseTo(100, 0);
  });
  it('HbA1c: 6.5 % ≈ 48 mmol/mol and back', () => {
    expect(reference.convert('hba1c', 6.5, '%', 'mmol/mol')).toBeCloseTo(47.5, 1);
    expect(Math.round(reference.convert('hba1c', 6.5, '%', 'mmol/mol')!)).toBe(48);
    expect(reference.toCanonical('hba1c', 48, 'mmol/mol')).toBeCloseTo(6.54, 2);
    expect(reference.convert('hba1c', 42, 'mmol/mol', '%')).toBeCloseTo(5.99, 2);
  });
  it('creatinine: 1.0 mg/dL = 88.4 µmol/L', () => {
    expect(reference.convert('creatinine', 1.0, 'mg/dL', 'umol/L')).toBe(88.4);
    expect(reference.toCanonical('creatinine', 88.4, 'µmol/L')).toBe(1);
  });
  it('cholesterol: 200 mg/dL ≈ 5.17 mmol/L; triglycerides use their own factor', () => {
    expect(reference.convert('total-cholesterol', 200, 'mg/dL', 'mmol/L')).toBeCloseTo(5.17, 2);
    expect(reference.convert('ldl-cholesterol', 3.0, 'mmol/L', 'mg/dL')).toBeCloseTo(116, 0);
    expect(reference.convert('triglycerides', 150, 'mg/dL', 'mmol/L')).toBeCloseTo(1.69, 2);
  });
  it('vitamin D: 30 ng/mL ≈ 75 nmol/L', () => {
    expect(reference.convert('vitamin-d', 30, 'ng/mL', 'nmol/L')).toBeCloseTo(74.9, 1);
    expect(reference.toCanonical('vitamin-d', 75, 'nmol/L')).toBeCloseTo(30, 0);
  });
  it('bilirubin ×17.1, albumin g/L ÷10, calcium ×0.2495, B12 ×0.738', () => {
    expect(reference.convert('total-bilirubin', 1, 'mg/dL', 'µmol/L')).toBe(17.1);
    expect(reference.toCanonical('albumin', 42, 'g/l')).toBe(4.2);
    expect(reference.convert('calcium', 10, 'mg/dL', 'mmol/L')).toBeCloseTo(2.495, 3);
    expect(reference.convert('vitamin-b12', 400, 'pg/mL', 'pmol/L')).toBeCloseTo(295.2, 1);
  });
  it('BUN mg/dL × 0.357 = urea mmol/L', () => {
    expect(reference.convert('bun', 14, 'mg/dL', 'mmol/L')).toBeCloseTo(5.0, 2);
    expect(reference.toCanonical('urea', 30, 'mg/dL')).toBeCloseTo(5.0, 1);
  });
  it('cell counts in any common spelling', () => {
    expect(reference.toCanonical('wbc', 6.2, 'K/uL')).toBe(6.2);
    expect(reference.toCanonical('wbc', 6200, 'cells/uL')).toBe(6.2);
    expect(reference.toCanonical('platelets', 250, 'G/L')).toBe(250);
    expect(reference.toCanonical('rbc', 4.8, 'x10E6/uL')).toBe(4.8);
  });
  it('cell counts and enzymes as German, French, Spanish and Italian labs print them', () => {
    expect(reference.toCanonical('wbc', 6.2, '/nl')).toBe(6.2);
    expect(reference.toCanonical('wbc', 6.2, 'Gpt/l')).toBe(6.2);
    expect(reference.toCanonical('wbc', 6.2, 'Tsd/µl')).toBe(6.2);
    expect(reference.toCanonical('rbc', 4.5, 'T/L')).toBe(4.5);
    expect(reference.toCanonical('rbc', 4.5, 'Mio/µl')).toBe(4.5);
    expect(reference.toCanonical('rbc', 4.5, '/pl')).toBe(4.5);
    expect(reference.toCanonical('alt', 30, 'UI/L')).toBe(30);
    expect(reference.toCanonical('tsh', 2.1, 'µUI/mL')).toBe(2.1);
    expect(reference.toCanonical('tsh', 2.1, 'mUI/L')).toBe(2.1);
    expect(reference.toCanonical('sodium', 140, 'mval/l')).toBe(140);
    // 'G/L' is a count for a count and grams for a protein.
    expect(reference.cellCountReading('G/L')).toBe('10^9/L');
    expect(reference.cellCountReading('T/L')).toBe('10^12/L');
    expect(reference.cellCountReading('g/dL')).toBeNull();
    expect(reference.toCanonical('platelets', 250, 'G/L')).toBe(250);
    expect(reference.toCanonical('albumin', 42, 'G/L')).toBe(4.2);
  });
  it('enzymes: IU/L and U/L are the same; µkat/L × 60', () => {
    expect(reference.toCanonical('alt', 30, 'IU/L')).toBe(30);
    expect(reference.toCanonical('alt', 0.5, 'µkat/L')).toBe(30);
  });
  it('the five tests of ADR 114, named and converted as labs print them', () => {
    const names: [string, string][] = [
      ['LDH', 'ldh'],
      ['Lactate dehydrogenase', 'ldh'],
      ['Laktatdehydrogenase', 'ldh'],
      ['Lactate déshydrogénase', 'ldh'],
      ['Cholinesterase', 'cholinesterase'],
      ['CHE', 'cholinesterase'],
      ['Pseudocholinesterase', 'cholinesterase'],
      ['Colinesterasa', 'cholinesterase'],
      ['Apo B', 'apob'],
      ['Apolipoprotein B-100', 'apob'],
      ['Apolipoproteína B', 'apob'],
      ['Lp(a)', 'lpa'],
      ['Lipoprotein (a)', 'lpa'],
      ['Fibrinogen (Clauss)', 'fibrinogen'],
      ['Fibrinogène', 'fibrinogen'],
      ['Fibrinógeno', 'fibrinogen'],
    ];
    for (const [printed, id] of names) expect(reference.resolveName(printed)?.id, printed).toBe(id);
    expect(reference.toCanonical('ldh', 3.5, 'µkat/L')).toBe(210);
    expect(reference.toCanonical('cholinesterase', 7.2, 'kU/L')).toBe(7200);
    expect(reference.toCanonical('cholinesterase', 7.2, 'U/mL')).toBe(7200);
    expect(reference.toCanonical('apob', 0.9, 'g/L')).toBe(90);
    expect(reference.toCanonical('fibrinogen', 3.1, 'g/L')).toBe(310);
    expect(reference.toCanonical('lpa', 250, 'mg/L')).toBe(25);
    // nmol/L counts Lp(a) particles and mg/dL weighs them: no factor is true, so none is applied.
    expect(reference.toCanonical('lpa', 75, 'nmol/L')).toBeNull();
  });
  it('French mass units: glucose and lipids in g/L, creatinine, uric acid and bilirubin in mg/L, urea in g/L', () => {
    expect(reference.toCanonical('glucose', 0.95, 'g/L')).toBeCloseTo(95);
    expect(reference.toCanonical('total-cholesterol', 1.9, 'g/L')).toBeCloseTo(190);
    expect(reference.toCanonical('triglycerides', 1.2, 'g/L')).toBeCloseTo(120);
    expect(reference.toCanonical('creatinine', 9, 'mg/L')).toBeCloseTo(0.9);
    expect(reference.toCanonical('uric-acid', 55, 'mg/L')).toBeCloseTo(5.5);
    expect(reference.toCanonical('total-bilirubin', 8, 'mg/L')).toBeCloseTo(0.8);
    // Urea, 60.06 g/mol: 0.30 g/L is 5.0 mmol/L.
    expect(reference.toCanonical('urea', 0.3, 'g/L')).toBeCloseTo(5.0, 1);
    expect(reference.plausibility('glucose', 0.95, 'g/L')).toBe('plausible');
    expect(reference.plausibility('glucose', 95, 'g/L')).toBe('implausible');
  });
  it('unitless markers take no unit', () => {
    expect(reference.toCanonical('urine-specific-gravity', 1.02, null)).toBe(1.02);
    expect(reference.toCanonical('urine-ph', 6, '')).toBe(6);
  });
  it('null for units a marker does not have, unknown markers, ordinal markers', () => {
    expect(reference.toCanonical('glucose', 100, 'U/L')).toBeNull();
    expect(reference.toCanonical('glucose', 100, null)).toBeNull();
    expect(reference.toCanonical('no-such-marker', 1, 'mg/dL')).toBeNull();
    expect(reference.toCanonical('urine-protein', 1, 'mg/dL')).toBeNull();
    expect(reference.toCanonical('glucose', Number.NaN, 'mg/dL')).toBeNull();
    expect(reference.convert('glucose', 100, 'mg/dL', 'furlongs')).toBeNull();
  });
});

describe('referenceRange', () => {
  it("picks the range for the person's sex", () => {
    expect(reference.referenceRange('hemoglobin', { sex: 'male' })).toEqual({
      low: 13.5,
      high: 17.5,
    });
    expect(reference.referenceRange('hemoglobin', { sex: 'female' })).toEqual({
      low: 12,
      high: 15.5,
    });
    expect(reference.referenceRange('creatinine', { sex: 'female', age: 40 })).toEqual({
      low: 0.59,
      high: 1.04,
    });
    expect(reference.referenceRange('testosterone', { sex: 'male' })).toEqual({
      low: 300,
      high: 1000,
    });
  });
  it('spans both sexes when the sex is unknown', () => {
    expect(reference.referenceRange('hemoglobin', {})).toEqual({ low: 12, high: 17.5 });
    expect(reference.referenceRange('hdl-cholesterol', { sex: null })).toEqual({
      low: 40,
      high: null,
    });
  });
  it('uses an age-limited range when the age fits', () => {
    expect(reference.referenceRange('esr', { sex: 'female', age: 30 })).toEqual({
      low: null,
      high: 20,
    });
    expect(reference.referenceRange('esr', { sex: 'female', age: 62 })).toEqual({
      low: null,
      high: 30,
    });
    expect(reference.referenceRange('nt-probnp', { age: 80 })).toEqual({ low: null, high: 450 });
    expect(reference.referenceRange('nt-probnp', { age: null })).toEqual({ low: null, high: 125 });
  });
  it('converts to the unit asked for', () => {
    const range = reference.referenceRange('hemoglobin', { sex: 'male' }, 'g/L')!;
    expect(range).toEqual({ low: 135, high: 175 });
    const glucose = reference.referenceRange('glucose', {}, 'mmol/L')!;
    expect(glucose.low).toBeCloseTo(3.89, 2);
    expect(glucose.high).toBeCloseTo(5.5, 1);
    expect(reference.referenceRange('hba1c', {}, 'mmol/mol')!.high).toBeCloseTo(37.7, 1);
  });
  it('null for unknown markers, unknown units and ordinal markers', () => {
    expect(reference.referenceRange('no-such-marker', {})).toBeNull();
    expect(reference.referenceRange('glucose', {}, 'furlongs')).toBeNull();
    expect(reference.referenceRange('urine-protein', {})).toBeNull();
  });
});

describe('plausibility', () => {
  it("judges a value against what is possible, in any of the marker's units", () => {
    expect(reference.plausibility('potassium', 4.2, 'mmol/L')).toBe('plausible');
    expect(reference.plausibility('potassium', 4.2, 'mEq/L')).toBe('plausible');
    expect(reference.plausibility('potassium', 42, 'mmol/L')).toBe('implausible');
    expect(reference.plausibility('potassium', 0.4, 'mmol/l')).toBe('implausible');
    expect(reference.plausibility('sodium', 140, 'mval/l')).toBe('plausible');
    expect(reference.plausibility('sodium', 14, 'mmol/L')).toBe('implausible');
  });

  it('converts SI and conventional units before judging', () => {
    // Glucose 5.5 mmol/L = 99 mg/dL; 550 mmol/L (a lost decimal point) is ~9900 mg/dL.
    expect(reference.plausibility('glucose', 5.5, 'mmol/L')).toBe('plausible');
    expect(reference.plausibility('glucose', 99, 'mg/dL')).toBe('plausible');
    expect(reference.plausibility('glucose', 550, 'mmol/L')).toBe('implausible');
    expect(reference.plausibility('glucose', 0.5, 'mg/dL')).toBe('implausible');
    // Creatinine 88 µmol/L = 1.0 mg/dL; 88 mg/dL is not possible.
    expect(reference.plausibility('creatinine', 88, 'µmol/L')).toBe('plausible');
    expect(reference.plausibility('creatinine', 88, 'umol/l')).toBe('plausible');
    expect(reference.plausibility('creatinine', 88, 'mg/dL')).toBe('implausible');
    // Haemoglobin 135 g/L = 13.5 g/dL; 135 g/dL is not.
    expect(reference.plausibility('hemoglobin', 135, 'g/L')).toBe('plausible');
    expect(reference.plausibility('hemoglobin', 135, 'g/dL')).toBe('implausible');
    // HbA1c 48 mmol/mol ≈ 6.5 %; 48 % is not.
    expect(reference.plausibility('hba1c', 48, 'mmol/mol')).toBe('plausible');
    expect(reference.plausibility('hba1c', 48, '%')).toBe('implausible');
    // Vitamin D 75 nmol/L = 30 ng/mL.
    expect(reference.plausibility('vitamin-d', 75, 'nmol/L')).toBe('plausible');
    expect(reference.plausibility('tsh', 2.1, 'µUI/mL')).toBe('plausible');
    expect(reference.plausibility('tsh', 2100, 'mIU/L')).toBe('implausible');
  });

  it('reads cell counts in every spelling, G/L as giga per litre', () => {
    expect(reference.plausibility('platelets', 250, 'G/L')).toBe('plausible');
    expect(reference.plausibility('platelets', 250, 'Gpt/l')).toBe('plausible');
    expect(reference.plausibility('platelets', 250, 'Tsd/µl')).toBe('plausible');
    expect(reference.plausibility('platelets', 250000, '/µL')).toBe('plausible');
    expect(reference.plausibility('platelets', 25000, 'G/L')).toBe('implausible');
    expect(reference.plausibility('rbc', 4.5, 'T/L')).toBe('plausible');
    expect(reference.plausibility('rbc', 4.5, 'Mio/µl')).toBe('plausible');
    expect(reference.plausibility('rbc', 45, '/pl')).toBe('implausible');
    expect(reference.plausibility('wbc', 6.2, '/nl')).toBe('plausible');
  });

  it('includes both ends and unitless markers', () => {
    expect(reference.plausibility('potassium', 1, 'mmol/L')).toBe('plausible');
    expect(reference.plausibility('potassium', 10, 'mmol/L')).toBe('plausible');
    expect(reference.plausibility('urine-specific-gravity', 1.02, '')).toBe('plausible');
    expect(reference.plausibility('urine-specific-gravity', 1020, null)).toBe('implausible');
    expect(reference.plausibility('urine-ph', 6, null)).toBe('plausible');
  });

  it('says unknown when it cannot judge', () => {
    expect(reference.plausibility('glucose', 100, 'furlongs')).toBe('unknown');
    expect(reference.plausibility('glucose', 100, null)).toBe('unknown');
    expect(reference.plausibility('glucose', 100, 'U/L')).toBe('unknown');
    expect(reference.plausibility('no-such-marker', 1, 'mg/dL')).toBe('unknown');
    expect(reference.plausibility('urine-protein', 1, 'mg/dL')).toBe('unknown');
    expect(reference.plausibility('glucose', Number.NaN, 'mg/dL')).toBe('unknown');
  });
});

describe('unitsFor', () => {
  it("lists a marker's units as normaliseUnit spells them, canonical first", () => {
    expect(reference.unitsFor('creatinine')).toEqual(['mg/dL', 'µmol/L', 'mmol/L', 'mg/L']);
    expect(reference.unitsFor('platelets')).toEqual(['10^9/L', '10^3/µL', '/µL', '10^5/µL']);
    expect(reference.unitsFor('urine-ph')).toEqual(['']);
    for (const marker of reference.list().filter((m) => m.kind === 'quantitative'))
      for (const unit of reference.unitsFor(marker.id))
        expect(reference.normaliseUnit(unit), marker.id).toBe(unit);
  });
  it('is empty for ordinal and unknown markers', () => {
    expect(reference.unitsFor('urine-protein')).toEqual([]);
    expect(reference.unitsFor('no-such-marker')).toEqual([]);
  });
});

describe('normaliseOrdinal', () => {
  const table: [string, string, string | null][] = [
    ['urine-protein', 'neg', 'negative'],
    ['urine-protein', 'Negative', 'negative'],
    ['urine-protein', 'NEG.', 'negative'],
    ['urine-protein', '-', 'negative'],
    ['urine-protein', 'Nil', 'negative'],
    ['urine-protein', 'Not detected', 'negative'],
    ['urine-protein', 'tr', 'trace'],
    ['urine-protein', 'Trace', 'trace'],
    ['urine-protein', '+/-', 'trace'],
    ['urine-protein', '+', '1+'],
    ['urine-protein', '1+', '1+'],
    ['urine-protein', '+1', '1+'],
    ['urine-protein', '++', '2+'],
    ['urine-protein', '2 +', '2+'],
    ['urine-protein', '+++', '3+'],
    ['urine-protein', '++++', '4+'],
    ['urine-protein', '1+ (30 mg/dL)', '1+'],
    ['urine-protein', 'Positive 2+', '2+'],
    ['urine-protein', 'banana', null],
    ['urine-protein', '', null],
    ['urine-ketones', 'Small', '1+'],
    ['urine-ketones', 'moderate', '2+'],
    ['urine-ketones', 'Large', '3+'],
    ['urine-ketones', '4+', null],
    ['urine-blood', 'Trace', 'trace'],
    ['urine-nitrite', 'Positive', 'positive'],
    ['urine-nitrite', 'POS', 'positive'],
    ['urine-nitrite', '+', 'positive'],
    ['urine-nitrite', 'Negative', 'negative'],
    ['urine-leukocyte-esterase', 'Small', '1+'],
    ['urine-urobilinogen', 'Normal', 'normal'],
    ['urine-urobilinogen', '0.2', 'normal'],
    ['urine-urobilinogen', '1.0 mg/dL', 'normal'],
    ['urine-urobilinogen', 'neg', 'normal'],
    ['urine-urobilinogen', '2', '2'],
    ['urine-urobilinogen', '4 EU/dL', '4'],
    ['urine-urobilinogen', '33 umol/L', '2'],
    ['urine-urobilinogen', '131 µmol/L', '8'],
    ['urine-urobilinogen', '16 umol/L', 'normal'],
    ['urine-color', 'Straw', 'pale yellow'],
    ['urine-color', 'Yellow', 'yellow'],
    ['urine-color', 'Dark Yellow', 'dark yellow'],
    ['urine-color', 'Colourless', 'colorless'],
    ['urine-color', 'Red', 'red'],
    ['urine-clarity', 'Clear', 'clear'],
    ['urine-clarity', 'Hazy', 'slightly cloudy'],
    ['urine-clarity', 'Sl. Cloudy', 'slightly cloudy'],
    ['urine-clarity', 'Turbid', 'turbid'],
    ['glucose', 'neg', null],
    ['no-such-marker', 'neg', null],
  ];
  it.each(table)('%s: %s → %s', (markerId, raw, expected) => {
    expect(reference.normaliseOrdinal(markerId, raw)).toBe(expected);
  });
});

describe('knowledgeFromFiles', () => {
  it('reads the shipped data once', () => {
    expect(knowledgeFromFiles().biomarkers).toBe(reference);
  });
});

describe('widestRange', () => {
  it('spans every range we list, each age and sex, in the unit asked', () => {
    // NT-proBNP: 125 ng/L in general, 450 from 75 years; a reader that knows no age allows both.
    expect(reference.referenceRange('nt-probnp', {}, 'ng/L')).toEqual({ low: null, high: 125 });
    expect(reference.widestRange('nt-probnp', 'ng/L')).toEqual({ low: null, high: 450 });
    expect(reference.widestRange('testosterone', 'ng/dL')).toEqual({ low: 15, high: 1000 });
    expect(reference.widestRange('testosterone', 'mmol/L')).toBeNull();
  });
});

describe('sampleOf', () => {
  it('tells a stool test by its system, though its specimen is the one that is not urine', () => {
    const calprotectin = reference.markers.get('fecal-calprotectin')!;
    expect(calprotectin.specimen).toBe('blood');
    expect(sampleOf(calprotectin)).toBe('stool');
    expect(sampleOf(reference.markers.get('creatinine')!)).toBe('blood');
    expect(sampleOf(reference.markers.get('urine-creatinine')!)).toBe('urine');
  });
});
