/** Finding the sheet of paper in a photo: its four corners, and the size it flattens to. */
import type { GreyImage } from '../grey-image';
import type { Corners, Point } from './plane-transform';

/** Paper is at least this much brighter than the desk just outside it, whatever the light. */
const EDGE_RATIO = 1.25;
/** Pixels averaged on each side of a candidate edge (analysis copy). */
const EDGE_WINDOW = 4;

type Side = 'left' | 'right' | 'top' | 'bottom';

/** A line x = slope·t + offset along a side (t is y for left/right, x for top/bottom). */
interface EdgeLine {
  slope: number;
  offset: number;
}

/**
 * The sheet's corners in the small copy, or null when no whole sheet is seen (it fills the frame
 * or runs off an edge). Each side of the sheet is where, coming in from that border of the photo,
 * the picture first gets clearly brighter: a ratio, so a lamp's gradient or a vignette (which dim
 * desk and paper alike) does not move it. A straight line is fitted to each side's points, the
 * corners are where the lines meet, and they are trusted only if they make a plausible sheet.
 */
export function findPageCorners(image: GreyImage): Corners | null {
  const lines: Partial<Record<Side, EdgeLine>> = {};
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const line = fitEdge(edgePoints(image, side));
    if (!line) return null;
    lines[side] = line;
  }
  const { left, right, top, bottom } = lines as Record<Side, EdgeLine>;
  const corners: Corners = [
    meet(left, top),
    meet(right, top),
    meet(right, bottom),
    meet(left, bottom),
  ];
  const slack = 0.02 * Math.max(image.width, image.height);
  const isInside = ([x, y]: Point) =>
    x >= -slack && y >= -slack && x <= image.width + slack && y <= image.height + slack;
  if (!corners.every(isInside)) return null;
  if (Math.abs(shoelace(corners)) < 0.15 * image.width * image.height) return null;
  for (let i = 0; i < 4; i++) {
    const angle = cornerAngle(corners[(i + 3) % 4]!, corners[i]!, corners[(i + 1) % 4]!);
    if (Math.abs(angle - 90) > 15) return null;
  }
  return corners;
}

/** Where each scan line, coming in from `side`, first steps up to paper: [t, position] pairs. */
function edgePoints(image: GreyImage, side: Side): Point[] {
  const { width, height, data } = image;
  const isVertical = side === 'left' || side === 'right';
  const along = isVertical ? height : width;
  const across = isVertical ? width : height;
  const at = (t: number, position: number) =>
    isVertical ? data[t * width + position]! : data[position * width + t]!;
  const inward = side === 'left' || side === 'top' ? 1 : -1;
  const points: Point[] = [];
  for (let t = 0; t < along; t += 2) {
    // The brightest stretch passed so far: once it is as bright as paper, this scan line is on
    // the paper already (a scan, or a sheet running off the photo), and a step up is only text.
    let brightestOutside = 0;
    // Only the outer half: past it, the step would be text on the paper.
    for (let step = EDGE_WINDOW; step < across / 2; step++) {
      const position = inward === 1 ? step : across - 1 - step;
      let outside = 0;
      let inside = 0;
      for (let k = 1; k <= EDGE_WINDOW; k++) {
        outside += at(t, position - inward * k);
        inside += at(t, Math.min(across - 1, Math.max(0, position + inward * k)));
      }
      brightestOutside = Math.max(brightestOutside, outside);
      if (inside <= outside * EDGE_RATIO || inside <= 40 * EDGE_WINDOW) continue;
      // A sheet lying on a desk casts a thin shadow along its edge, darker than the desk: the
      // first step up is out of that shadow, with some of it still in the inside window. So the
      // paper's brightness is also read a window further in before it is compared with the desk.
      let further = 0;
      for (let k = EDGE_WINDOW + 1; k <= 2 * EDGE_WINDOW; k++) {
        further += at(t, Math.min(across - 1, Math.max(0, position + inward * k)));
      }
      if (brightestOutside * EDGE_RATIO <= Math.max(inside, further)) points.push([t, position]);
      break;
    }
  }
  return points;
}

/**
 * A straight line through the points, refitted twice without those far from it (rows that
 * cross a neighbouring side near a corner, a mark on the desk). Null when too few agree.
 */
function fitEdge(points: Point[]): EdgeLine | null {
  let kept = points;
  let line: EdgeLine | null = null;
  for (let round = 0; round < 3; round++) {
    if (kept.length < 20) return null;
    line = leastSquares(kept);
    const fitted = line;
    const residuals = kept.map(([t, position]) =>
      Math.abs(position - (fitted.slope * t + fitted.offset)),
    );
    const limit = Math.max(1.5, 2 * median(residuals));
    kept = kept.filter((_, index) => residuals[index]! <= limit);
  }
  // A side must be seen along a good part of its length, not made up from a few stray steps.
  return kept.length >= points.length * 0.5 && kept.length >= 20 ? line : null;
}

function leastSquares(points: Point[]): EdgeLine {
  let st = 0;
  let sp = 0;
  let stt = 0;
  let stp = 0;
  for (const [t, p] of points) {
    st += t;
    sp += p;
    stt += t * t;
    stp += t * p;
  }
  const n = points.length;
  const denominator = n * stt - st * st;
  const slope = denominator === 0 ? 0 : (n * stp - st * sp) / denominator;
  return { slope, offset: (sp - slope * st) / n };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Where a left/right line (x = a·y + b) meets a top/bottom line (y = c·x + d). */
function meet(vertical: EdgeLine, horizontal: EdgeLine): Point {
  const { slope: a, offset: b } = vertical;
  const { slope: c, offset: d } = horizontal;
  const y = (c * b + d) / (1 - a * c);
  return [a * y + b, y];
}

function shoelace(points: Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

function cornerAngle(previous: Point, corner: Point, next: Point): number {
  const a = [previous[0] - corner[0], previous[1] - corner[1]];
  const b = [next[0] - corner[0], next[1] - corner[1]];
  const cos =
    (a[0]! * b[0]! + a[1]! * b[1]!) / (Math.hypot(a[0]!, a[1]!) * Math.hypot(b[0]!, b[1]!));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

export function flattenedSize(corners: Corners): { width: number; height: number } {
  const [tl, tr, br, bl] = corners;
  const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  return {
    width: Math.round((distance(tl, tr) + distance(bl, br)) / 2),
    height: Math.round((distance(tl, bl) + distance(tr, br)) / 2),
  };
}
