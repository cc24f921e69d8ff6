/**
 * A gauge's legend: direct-to-consumer reports draw a bar under each card's value and label its
 * bands 'LOW  OPTIMAL  HIGH' or 'Low  Normal  Borderline  High'. The labels are the scale every
 * card prints, never this result's flag; read as words beside the value, 'HIGH' flagged every
 * result high.
 */
import type { PlacedLine } from '../placed-lines';

const LOW_END = /^(?:low|below)$/i;
const HIGH_END = /^(?:high|above)$/i;
const BAND = /^(?:optimal|normal|ideal|healthy|target|desirable|borderline|moderate|in|range)$/i;

/** The line without any run of legend words: a low end, one to three bands, a high end. */
export function withoutGaugeLegend(line: PlacedLine): PlacedLine {
  const words = line.words;
  for (let start = 0; start < words.length; start++) {
    if (!LOW_END.test(words[start]!.text)) continue;
    let end = start + 1;
    while (end < words.length && BAND.test(words[end]!.text)) end++;
    const bands = end - start - 1;
    if (bands >= 1 && bands <= 3 && end < words.length && HIGH_END.test(words[end]!.text)) {
      return { ...line, words: [...words.slice(0, start), ...words.slice(end + 1)] };
    }
  }
  return line;
}
