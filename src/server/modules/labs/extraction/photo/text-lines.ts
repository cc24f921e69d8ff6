/** Skew and line height measured from the ink: the rows of text as a projection profile. */
import type { GreyImage } from '../grey-image';
import { normaliseLighting } from './lighting';

/** The steepest skew looked for, either way (degrees). */
const MAX_SKEW_DEG = 6;

interface Ink {
  xs: Float32Array;
  ys: Float32Array;
}
interface Size {
  width: number;
  height: number;
}

/**
 * Coordinates of ink pixels: clearly darker than the paper around them. The outer 2% is left out:
 * a desk's edge there would add to every row of the profile and hide the lines.
 */
export function inkPoints(image: GreyImage): Ink {
  const normalised = normaliseLighting(image, 12);
  const xs: number[] = [];
  const ys: number[] = [];
  const { width, height, data } = normalised;
  const marginX = Math.ceil(width * 0.02);
  const marginY = Math.ceil(height * 0.02);
  for (let y = marginY; y < height - marginY; y++) {
    for (let x = marginX; x < width - marginX; x++) {
      if (data[y * width + x]! < 140) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys) };
}

/** Row profile of the ink at an angle: how many ink pixels fall on each turned row. */
function profileAt(ink: Ink, angle: number, size: Size): Float64Array {
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  // A row turned by up to 6° moves by up to a tenth of the page's width.
  const margin = Math.ceil(size.width * 0.11) + 2;
  const height = size.height;
  const bins = new Float64Array(height + 2 * margin);
  for (let i = 0; i < ink.xs.length; i++) {
    const row = Math.round(-ink.xs[i]! * sin + ink.ys[i]! * cos) + margin;
    if (row >= 0 && row < bins.length) bins[row]!++;
  }
  return bins;
}

function sharpness(bins: Float64Array): number {
  let sum = 0;
  for (const count of bins) sum += count * count;
  return sum;
}

/** The angle (radians) whose row profile is sharpest: coarse steps, then fine ones around the best. */
export function estimateSkew(ink: Ink, size: Size): number {
  if (ink.xs.length < 50) return 0;
  const search = (from: number, to: number, step: number) => {
    let bestAngle = 0;
    let bestScore = -1;
    for (let deg = from; deg <= to + 1e-9; deg += step) {
      const score = sharpness(profileAt(ink, (deg * Math.PI) / 180, size));
      if (score > bestScore) [bestScore, bestAngle] = [score, deg];
    }
    return bestAngle;
  };
  const coarse = search(-MAX_SKEW_DEG, MAX_SKEW_DEG, 0.5);
  const fine = search(coarse - 0.5, coarse + 0.5, 0.05);
  return (fine * Math.PI) / 180;
}

/** Fewer text lines than this in the profile and the line height is not trusted. */
const MIN_LINES_MEASURED = 5;

/**
 * The median height of the text lines' dense bands in the levelled profile (ascenders and
 * descenders are too thin to count), or null when fewer than MIN_LINES_MEASURED lines are seen.
 */
export function medianCoreHeight(ink: Ink, angle: number, size: Size): number | null {
  const bins = profileAt(ink, angle, size);
  const filled = [...bins].filter((count) => count > 0).sort((a, b) => a - b);
  if (filled.length === 0) return null;
  // Rows with a little ink (a descender, an underline's edge) do not end a line.
  const floor = Math.max(1, filled[Math.floor(filled.length * 0.5)]! * 0.1);
  const runs: number[] = [];
  let run = 0;
  for (const count of bins) {
    if (count >= floor) run++;
    else {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (run >= 3) runs.push(run);
  // A report page has dozens of lines; a handful of runs is a measurement that failed (a sheet's
  // edges or a frame of boxes joined the lines into bands), and scaling the page by it would
  // shrink the text away.
  if (runs.length < MIN_LINES_MEASURED) return null;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}
