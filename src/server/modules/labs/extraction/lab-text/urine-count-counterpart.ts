/**
 * A urine report prints one name twice: 'Leukozyten  negativ' on the dipstick and 'Leukozyten
 * 43 /µl' in the sediment, counted. The name resolves to the dipstick test (its alias in urine);
 * printed with a number, it is the count under the microscope that the strip estimates. These
 * are the pairs: each dipstick pad and the cells it stands for (MedlinePlus, Urinalysis: the
 * leukocyte esterase pad for white cells, the blood pad for red cells).
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { wordTable } from '#server/lib/word-table';

const COUNTED_BY_PAD = wordTable<string>({
  'urine-leukocyte-esterase': 'urine-wbc',
  'urine-blood': 'urine-rbc',
});

/** The counted test a dipstick test's name means when it prints a number; null for any other. */
export function countedUrineTest(
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const id = COUNTED_BY_PAD[marker.id];
  return id ? (reference.list().find((candidate) => candidate.id === id) ?? null) : null;
}

/** The dipstick pad a counted urine test's name also means; null for any other. */
export function padOfCountedTest(
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const pad = Object.entries(COUNTED_BY_PAD).find(([, counted]) => counted === marker.id)?.[0];
  return pad ? (reference.markers.get(pad) ?? null) : null;
}
