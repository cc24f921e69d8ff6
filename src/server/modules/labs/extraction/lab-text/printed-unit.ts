/**
 * The printed unit: which of a differential's two markers it means, and its spelling in the
 * reference, OCR misreads included ('pmol/L' for µmol/L, 'x10°/L' for ×10⁹/L).
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { wordTable } from '#server/lib/word-table';
import { isLoneSecond } from '#server/knowledge/biomarkers/normalise-unit';
import { repairOcrUnit } from '../ocr-misreads';

/** Urine dipstick tests whose name a report also prints over the microscope's count per field. */
const FIELD_COUNT_SIBLINGS = wordTable<string>({
  'urine-leukocyte-esterase': 'urine-wbc',
  'urine-blood': 'urine-rbc',
  // 'Érythrocytes  <3 /champ' under a urine sediment heading the reader took for blood: a count
  // per microscope field is the urine's, whatever the section.
  rbc: 'urine-rbc',
  wbc: 'urine-wbc',
});

/**
 * Tests that share their names and differ by unit beyond a count and its share: the prothrombin
 * time in seconds and the same test as a percentage of normal activity (German 'Quick', French
 * 'taux de prothrombine'); 'Temps de Quick' and 'Prothrombinzeit' are printed for either. A blood
 * count's 'PCT' is the plateletcrit in per cent, a chemistry's the procalcitonin in ng/mL; 'CK-MB'
 * is the enzyme's mass in ng/mL or its activity in U/L (ADR 157).
 */
const UNIT_SIBLINGS = wordTable<string>({
  'prothrombin-time': 'prothrombin-activity',
  'prothrombin-activity': 'prothrombin-time',
  plateletcrit: 'procalcitonin',
  procalcitonin: 'plateletcrit',
  'ck-mb': 'ck-mb-activity',
  'ck-mb-activity': 'ck-mb',
  // Nucleated red cells: a bare 'NRBC' is per 100 white cells unless a count unit follows (ADR 161).
  'nrbc-percent': 'nrbc-count',
  'nrbc-count': 'nrbc-percent',
  // Lipoprotein(a) weighed (mg/dL) or counted (nmol/L): two measures that do not convert.
  lpa: 'lpa-molar',
  'lpa-molar': 'lpa',
});

/**
 * A differential's count and percentage share a name ('Neutrophils'): the printed unit says which
 * ('%' is neutrophils-percent, 'x10E3/uL' the absolute count).
 */
export function withPrintedUnit(
  marker: BiomarkerDefinition | null,
  unitText: string | null,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  if (!marker || !unitText) return marker;
  // 'Leukozyten  3  /GF': a urine name shared by the dipstick and the microscope count; a count
  // per field is the microscope's.
  const counted = FIELD_COUNT_SIBLINGS[marker.id];
  if (counted && reference.normaliseUnit(unitText) === '/HPF') {
    return reference.markers.get(counted) ?? marker;
  }
  if (marker.kind !== 'quantitative') return marker;
  const unit = reference.normaliseUnit(unitText);
  const lists = (definition: BiomarkerDefinition) =>
    definition.units.some((entry) => entry.unit === unit);
  if (lists(marker)) return marker;
  const siblingId =
    UNIT_SIBLINGS[marker.id] ??
    (marker.id.endsWith('-percent')
      ? marker.id.slice(0, -'-percent'.length)
      : `${marker.id}-percent`);
  const sibling = reference.markers.get(siblingId);
  return sibling && lists(sibling) ? sibling : marker;
}

/**
 * Tests measured as a number whose strip reads the same thing in grades: French 'Albuminurie
 * Traces' (or '++') is the strip's protein pad, which albumin turns; 'Albuminurie 25 mg/L' stays
 * the urine albumin measured.
 */
const GRADED_SIBLINGS = wordTable<string>({
  'urine-albumin': 'urine-protein',
});

/** A graded word result, no unit: the strip's test where the measured one shares its name. */
export function withGradedResult(
  marker: BiomarkerDefinition | null,
  word: string | null,
  unitText: string | null,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const graded = marker && GRADED_SIBLINGS[marker.id];
  if (!graded || word === null || unitText) return marker;
  const sibling = reference.markers.get(graded);
  return sibling && reference.normaliseOrdinal(sibling.id, word) !== null ? sibling : marker;
}

/**
 * The reference's spelling of the printed unit; when the marker does not list it, the OCR misreads
 * of a unit it does list ('pmol/L' for µmol/L, 'x10°/L' for ×10⁹/L) are tried before giving up.
 */
export function unitFor(
  marker: BiomarkerDefinition | null,
  printed: string,
  reference: BiomarkerReference,
): string {
  const unit = reference.normaliseUnit(printed);
  if (!marker) return unit;
  const listed = new Set(marker.units.map((definition) => definition.unit));
  if (listed.has(unit)) return unit;
  // Once the row is known to be a clotting time measured in seconds, a lone 's' is the second.
  if (isLoneSecond(printed) && listed.has('sec')) return 'sec';
  // 'G/L' and 'T/L' (French and some EU labs) are giga and tera per litre for a cell count.
  const count = reference.cellCountReading(printed);
  if (count && listed.has(count)) return count;
  // 'G/I', 'G/1' for 'G/l': the litre's 'l' read as a capital 'I' or a '1' after the slash.
  const litre = printed.replace(/\/[I1|]$/, '/l');
  const countOfLitre = litre === printed ? null : reference.cellCountReading(litre);
  if (countOfLitre && listed.has(countOfLitre)) return countOfLitre;
  for (const variant of ocrUnitVariants(printed)) {
    const spelled = reference.normaliseUnit(variant);
    if (listed.has(spelled)) return spelled;
  }
  const repaired = repairOcrUnit(printed, marker, reference);
  if (repaired) return repaired;
  // 'Thousand/uL.', 'cells/pL.': a speck after the unit (a JPEG's ringing, dust) read as a point.
  // No unit ends in one; the unit is read again without it, and taken only as a unit of the test.
  const speck = /^(.*[\p{L}%])[.,]$/u.exec(printed)?.[1];
  if (speck) {
    const without = unitFor(marker, speck, reference);
    if (listed.has(without)) return without;
  }
  return unit;
}

function ocrUnitVariants(printed: string): string[] {
  const variants = [
    printed.replace(/^(?:[pun]|pu|µu)(?=[a-zA-Z])/, 'µ'),
    printed.replace(/l$/, 'L'),
    printed.replace(/(\d)[lI]/g, '$11'),
  ];
  // A superscript exponent misread ('x10°/L', 'x1073/uL', 'x10"9/L'): try the powers of ten,
  // the one whose digits the misreading ends with first.
  const power = /10([^/\s]{0,4})\//.exec(printed);
  if (power) {
    const misread = power[1] ?? '';
    const exponents = ['9', '12', '3', '6'].sort(
      (a, b) => Number(misread.endsWith(b)) - Number(misread.endsWith(a)),
    );
    for (const exponent of exponents) variants.push(printed.replace(power[0], `10^${exponent}/`));
  }
  return variants.filter((variant) => variant !== printed);
}
