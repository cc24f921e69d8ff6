/**
 * Label names for Annex II and III entries that the CosIng export cannot give: an entry that
 * names a group ('Lead and its compounds', 'Glucocorticoids (Corticosteroids)') is found on a
 * label by its members' names, and an INN entry by the name a label or a pharmacy uses
 * ('tretinoin' is retinoic acid). Keyed by the entry's reference ('II-289', 'III-286'). Read only
 * by scripts/author-cosmetic-ingredients.ts, which adds them to the entry as member names: a name
 * another entry or a common INCI name already holds stays with that entry. Only names that
 * certainly belong to the entry as its wording states: 'Mercury and its compounds, except those
 * special cases included in Annex V' lists no thimerosal or phenylmercuric salts, which Annex V
 * allows. ADR 051.
 */
import { amendmentLabelNames } from './annex-amendments';

const AUTHORED: Record<string, string[]> = {
  // Group entries: their common members.
  'II-37': ['Testosterone'],
  'II-39': [
    'Chloramphenicol',
    'Clindamycin',
    'Erythromycin',
    'Neomycin',
    'Neomycin Sulfate',
    'Tetracycline',
  ],
  'II-40': ['Antimony Trioxide', 'Antimony Trichloride'],
  'II-43': ['Arsenic Trioxide'],
  'II-68': ['Cadmium Sulfide', 'Cadmium Chloride'],
  'II-221': [
    'Ammoniated Mercury',
    'Mercuric Chloride',
    'Mercuric Iodide',
    'Mercuric Oxide',
    'Mercurous Chloride',
    'Calomel',
  ],
  'II-260': [
    'Estradiol',
    'Oestradiol',
    'Estrone',
    'Oestrone',
    'Estriol',
    'Oestriol',
    'Ethinylestradiol',
  ],
  'II-289': [
    'Lead Acetate',
    'Lead Diacetate',
    'Lead Acetate Trihydrate',
    'Lead Carbonate',
    'Lead Oxide',
    'Lead Sulfide',
  ],
  'II-300': [
    'Betamethasone',
    'Betamethasone Dipropionate',
    'Betamethasone Valerate',
    'Clobetasol Propionate',
    'Dexamethasone',
    'Fluocinolone Acetonide',
    'Hydrocortisone',
    'Hydrocortisone Acetate',
    'Mometasone Furoate',
    'Prednisolone',
    'Triamcinolone Acetonide',
  ],
  'II-317': ['Thallium Acetate', 'Thallium Sulfate'],
  'II-411': ['Diethanolamine', 'Diisopropanolamine'],
  'II-1396': ['Sodium Borate', 'Borax', 'Disodium Tetraborate', 'Potassium Borate'],
  // INN entries: the names labels and pharmacies use.
  'II-335': ['Ergocalciferol', 'Cholecalciferol', 'Vitamin D2', 'Vitamin D3'],
  'II-375': ['All-Trans Retinoic Acid', 'Vitamin A Acid'],
  // Hydrogen peroxide's entry names carbamide peroxide, as tooth whiteners label it.
  'III-12': ['Carbamide Peroxide'],
  // CosIng's glossary misspells steartrimonium chloride ('STRARTRIMONIUM CHLORIDE').
  'III-286': ['Steartrimonium Chloride'],
  // INCI names the export prints inside the entry's name in a form the generator does not split
  // ('Phytonadione [INCI], phytomenadione [INN]', '...; Pentetic Acid (INCI)', '(INCI name: X)'),
  // with the chemical name the INCI name stands beside when a text follows it ('Isopropyl
  // 4-hydroxybenzoate (INCI: Isopropylparaben) Sodium salt or Salts of Isopropylparaben') and the
  // sodium salts such an entry covers, by their INCI names.
  'II-1136': ['Myroxylon Pereirae'],
  'II-1371': ['Phytonadione', 'Phytomenadione'],
  'II-1374': ['Isopropyl 4-Hydroxybenzoate', 'Sodium Isopropylparaben'],
  'II-1375': ['Isobutyl 4-Hydroxybenzoate', 'Sodium Isobutylparaben'],
  'II-1720': ['Pentetic Acid'],
  'II-1721': ['Pentasodium Pentetate'],
};

/** The authored names and the INCI names of the entries the 2024-2025 amendments added. */
export const ANNEX_LABEL_NAMES: Record<string, string[]> = (() => {
  const names: Record<string, string[]> = { ...AUTHORED };
  for (const [ref, inci] of Object.entries(amendmentLabelNames()))
    names[ref] = [...(names[ref] ?? []), ...inci];
  return names;
})();
