/**
 * Makes a photographed (or scanned) lab report look like a clean page before OCR: tesseract reads
 * level, evenly lit, dark-on-white text of a known size well, and loses rows when lines slope.
 *
 * 1. Find the page: the paper is lighter than the desk. Its four corners, when the whole sheet is
 *    in the picture, give a perspective transform that flattens it (crop, turn and keystone at once).
 * 2. Measure what is left of the skew (or all of it, when no sheet edge was found) from the text
 *    itself: the angle in −6°..+6° at which the rows of ink project into the sharpest profile.
 * 3. Measure the text's line height in that profile and choose the output scale from it.
 * 4. Sample the output once from the full-resolution photo through the combined transform.
 * 5. Divide by the estimated paper brightness (shadows, a lamp's gradient, a vignette) and stretch.
 * 6. When the text is soft (out of focus), sharpen it (an unsharp mask about a stroke wide).
 *
 * Steps 1-3 run on a copy about 1,000 px across, so the whole is a fraction of a second.
 */
import { createGreyImage, type GreyImage } from './grey-image';

export interface PreparedPage {
  image: GreyImage;
  /** The skew corrected after the page was flattened, degrees (positive: lines fell to the right). */
  skewDeg: number;
  /** True when the sheet's four corners were found and the page was flattened and cropped to them. */
  isPageFound: boolean;
  /** Output pixels per pixel of the photo. */
  scale: number;
  /** True when the text was found soft (blurred) and sharpened. */
  isSoft: boolean;
}

/** Side of the analysis copy: enough to see lines of text, small enough to search angles quickly. */
const ANALYSIS_SIDE = 1000;
/**
 * The height of the dense band of a text line (from the x-height to about the cap height, ~0.7 of
 * the font size, as medianCoreHeight measures it) that the page is scaled to: about a 34 px font.
 * At 20 px (a 28 px font) photos lost decimal points ('3.7H' read '37H'); past 26 px they read no
 * better and OCR takes longer.
 */
const TARGET_CORE_PX = 24;
/** Bounds on the output: never shrink text away, never build a bitmap OCR would take too long on. */
const MAX_OUTPUT_PIXELS = 9_000_000;
const MAX_SKEW_DEG = 6;
/**
 * Above this share of grey among the non-white pixels of the prepared page, its text is soft.
 * Measured on the photo corpus (text at the target size): blurred photos 0.80-0.95, every other
 * photo and scan 0.49-0.71.
 */
const SOFT_PAGE = 0.75;

export function preparePageForOcr(
  photo: GreyImage,
  options: { targetCorePx?: number } = {},
): PreparedPage {
  const targetCorePx = options.targetCorePx ?? TARGET_CORE_PX;
  const factor = Math.max(1, Math.ceil(Math.max(photo.width, photo.height) / ANALYSIS_SIDE));
  const small = downscale(photo, factor);
  const corners = findPageCorners(small);
  // The page as a rectangle in analysis pixels, and the map from it back into the small copy. The
  // rectangle stops a little inside the sheet's edge, so no sliver of desk is left to read as a '|'.
  const sheet = corners ? flattenedSize(corners) : { width: small.width, height: small.height };
  const inset = corners ? Math.round(Math.min(sheet.width, sheet.height) * 0.012) + 2 : 0;
  const flat = { width: sheet.width - 2 * inset, height: sheet.height - 2 * inset };
  const toSmall: Matrix = corners
    ? multiply(homographyFromRectangle(sheet.width, sheet.height, corners), translate(inset, inset))
    : IDENTITY;
  const flatSmall = corners ? warp(small, toSmall, flat.width, flat.height) : small;
  const ink = inkPoints(flatSmall);
  const skew = estimateSkew(ink, flatSmall);
  const coreHeight = medianCoreHeight(ink, skew, flatSmall);

  // Output pixels per analysis pixel: text at the target size (or the photo's own resolution when
  // no text lines were measured), the page within MAX_OUTPUT_PIXELS.
  let outScale = coreHeight ? targetCorePx / coreHeight : factor;
  const cos = Math.abs(Math.cos(skew));
  const sin = Math.abs(Math.sin(skew));
  const turnedWidth = flat.width * cos + flat.height * sin;
  const turnedHeight = flat.width * sin + flat.height * cos;
  outScale = Math.min(outScale, Math.sqrt(MAX_OUTPUT_PIXELS / (turnedWidth * turnedHeight)));
  const width = Math.max(1, Math.round(turnedWidth * outScale));
  const height = Math.max(1, Math.round(turnedHeight * outScale));

  // Output pixel → turned page (about its centre) → flattened page → small copy → photo.
  const turn = multiply(
    translate(flat.width / 2, flat.height / 2),
    multiply(rotate(skew), multiply(scaleBy(1 / outScale), translate(-width / 2, -height / 2))),
  );
  const toPhoto = multiply(
    // The centre of small pixel (0,0) is the centre of a factor × factor block of the photo.
    multiply(translate((factor - 1) / 2, (factor - 1) / 2), scaleBy(factor)),
    multiply(toSmall, turn),
  );
  const bounds = { width: flat.width, height: flat.height, via: turn };
  const sampled = warp(photo, toPhoto, width, height, bounds);
  const lit = normaliseLighting(sampled, targetCorePx * 1.4);
  // A soft photo (out of focus, shaken) has its strokes sharpened back before OCR; a sharp one is
  // left alone (sharpening it roughens the letters' edges and costs characters).
  const isSoft = softness(lit) > SOFT_PAGE;
  return {
    image: isSoft ? unsharpMask(lit, Math.round(targetCorePx / 8), 1) : lit,
    skewDeg: (skew * 180) / Math.PI,
    isPageFound: corners !== null,
    scale: outScale / factor,
    isSoft,
  };
}

// ---------------------------------------------------------------------------------------------
// 3×3 matrices for plane transforms, row-major.

type Matrix = readonly number[];
const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const translate = (x: number, y: number): Matrix => [1, 0, x, 0, 1, y, 0, 0, 1];
const scaleBy = (s: number): Matrix => [s, 0, 0, 0, s, 0, 0, 0, 1];
/** Rotation by +angle in image coordinates (y down): a level row comes out falling to the right. */
function rotate(angle: number): Matrix {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

function multiply(a: Matrix, b: Matrix): Matrix {
  const out: number[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      out.push(
        a[row * 3]! * b[col]! + a[row * 3 + 1]! * b[3 + col]! + a[row * 3 + 2]! * b[6 + col]!,
      );
    }
  }
  return out;
}

type Point = [number, number];
/** Top-left, top-right, bottom-right, bottom-left. */
type Corners = [Point, Point, Point, Point];

/** The perspective transform taking the rectangle (0,0)-(width,height) onto the four corners. */
function homographyFromRectangle(width: number, height: number, corners: Corners): Matrix {
  // Square to quadrilateral (Heckbert), then the rectangle onto the unit square.
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  const square: Matrix = [
    x1 - x0 + g * x1,
    x3 - x0 + h * x3,
    x0,
    y1 - y0 + g * y1,
    y3 - y0 + h * y3,
    y0,
    g,
    h,
    1,
  ];
  return multiply(square, [1 / width, 0, 0, 0, 1 / height, 0, 0, 0, 1]);
}

// ---------------------------------------------------------------------------------------------
// Resampling.

/** Box-average downscale by a whole factor. */
function downscale(image: GreyImage, factor: number): GreyImage {
  if (factor === 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = createGreyImage(width, height);
  const sums = new Uint32Array(width);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * image.width;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        const start = row + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[start + dx]!;
        sums[x]! += sum;
      }
    }
    for (let x = 0; x < width; x++) out.data[y * width + x] = Math.round(sums[x]! / area);
  }
  return out;
}

/**
 * Samples `source` (bilinear) at `map(x, y)` for every output pixel; white outside the source, and
 * outside `bounds` (the page rectangle, reached through `bounds.via`) so that no desk is left in.
 */
function warp(
  source: GreyImage,
  map: Matrix,
  width: number,
  height: number,
  bounds?: { width: number; height: number; via: Matrix },
): GreyImage {
  const out = createGreyImage(width, height);
  const { data, width: sw, height: sh } = source;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = map as number[];
  const [b0, b1, b2, b3, b4, b5, b6, b7, b8] = (bounds?.via ?? IDENTITY) as number[];
  const boundWidth = bounds?.width ?? Infinity;
  const boundHeight = bounds?.height ?? Infinity;
  const hasBounds = bounds !== undefined;
  const last = { x: sw - 1, y: sh - 1 };
  // The matrix products are written out and stepped along each row (each term is linear in x):
  // this loop runs for every output pixel, millions of them.
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    let bw = b6! * 0.5 + b7! * py + b8!;
    let bxw = b0! * 0.5 + b1! * py + b2!;
    let byw = b3! * 0.5 + b4! * py + b5!;
    let w = m6! * 0.5 + m7! * py + m8!;
    let sxw = m0! * 0.5 + m1! * py + m2!;
    let syw = m3! * 0.5 + m4! * py + m5!;
    const row = y * width;
    for (
      let x = 0;
      x < width;
      x++, bw += b6!, bxw += b0!, byw += b3!, w += m6!, sxw += m0!, syw += m3!
    ) {
      if (hasBounds) {
        const bx = bxw / bw;
        const by = byw / bw;
        if (bx < 0 || by < 0 || bx > boundWidth || by > boundHeight) continue;
      }
      const sx = sxw / w - 0.5;
      const sy = syw / w - 0.5;
      if (sx < 0 || sy < 0 || sx > last.x || sy > last.y) continue;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const x1 = x0 < last.x ? x0 + 1 : x0;
      const y1 = y0 < last.y ? y0 + 1 : y0;
      const ax = sx - x0;
      const ay = sy - y0;
      const top = data[y0 * sw + x0]! + (data[y0 * sw + x1]! - data[y0 * sw + x0]!) * ax;
      const bottom = data[y1 * sw + x0]! + (data[y1 * sw + x1]! - data[y1 * sw + x0]!) * ax;
      out.data[row + x] = (top + (bottom - top) * ay + 0.5) | 0;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Finding the sheet.

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
function findPageCorners(image: GreyImage): Corners | null {
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
      if (brightestOutside * EDGE_RATIO <= inside) points.push([t, position]);
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

function flattenedSize(corners: Corners): { width: number; height: number } {
  const [tl, tr, br, bl] = corners;
  const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  return {
    width: Math.round((distance(tl, tr) + distance(bl, br)) / 2),
    height: Math.round((distance(tl, bl) + distance(tr, br)) / 2),
  };
}

// ---------------------------------------------------------------------------------------------
// Skew and line height from the ink.

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
function inkPoints(image: GreyImage): Ink {
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
function estimateSkew(ink: Ink, size: Size): number {
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

/**
 * The median height of the text lines' dense bands in the levelled profile (ascenders and
 * descenders are too thin to count), or null when fewer than three lines are seen.
 */
function medianCoreHeight(ink: Ink, angle: number, size: Size): number | null {
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
  if (runs.length < 3) return null;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

// ---------------------------------------------------------------------------------------------
// Lighting.

/**
 * Divides each pixel by the brightness of the paper around it, so shadows, a lamp's gradient and
 * a vignette go and the page is white, then stretches the ink to black. The paper's brightness is
 * a high percentile of blocks a few lines tall (text never fills a block), smoothed and
 * interpolated between block centres.
 */
function normaliseLighting(image: GreyImage, lineHeight: number): GreyImage {
  const { width, height, data } = image;
  const block = Math.max(8, Math.round(lineHeight * 2.5));
  const cols = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const paper = new Float64Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      histogram.fill(0);
      let count = 0;
      for (let y = by * block; y < Math.min(height, (by + 1) * block); y++) {
        for (let x = bx * block; x < Math.min(width, (bx + 1) * block); x++) {
          histogram[data[y * width + x]!]!++;
          count++;
        }
      }
      // The 90th percentile: paper, even where a bold heading darkens much of the block.
      let seen = 0;
      let level = 255;
      for (let value = 255; value >= 0; value--) {
        seen += histogram[value]!;
        if (seen >= count * 0.1) {
          level = value;
          break;
        }
      }
      paper[by * cols + bx] = Math.max(level, 16);
    }
  }
  const smoothed = steadyPaperLevels(paper, cols, rows);
  // Where each column falls between block centres, worked out once for every row.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const across = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(cols - 1, Math.max(0, (x + 0.5) / block - 0.5));
    left[x] = Math.floor(gx);
    right[x] = Math.min(cols - 1, left[x]! + 1);
    across[x] = gx - left[x]!;
  }
  const out = createGreyImage(width, height);
  const levels = new Float64Array(cols);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const ay = gy - y0;
    for (let c = 0; c < cols; c++) {
      levels[c] = smoothed[y0 * cols + c]! * (1 - ay) + smoothed[y1 * cols + c]! * ay;
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const level = levels[left[x]!]! + (levels[right[x]!]! - levels[left[x]!]!) * across[x]!;
      // Brightness relative to the paper; 0.92 of it and above is paper, the rest stretches to black.
      const stretched = ((data[row + x]! / level - 0.25) / 0.67) * 255;
      out.data[row + x] = stretched <= 0 ? 0 : stretched >= 255 ? 255 : (stretched + 0.5) | 0;
    }
  }
  return out;
}

/**
 * Each block's paper level as the median of it and its neighbours: one block darkened by a logo
 * or a bold heading does not make a grey patch, and a lighter neighbour does not bleach a shadow.
 */
function steadyPaperLevels(levels: Float64Array, cols: number, rows: number): Float64Array {
  const out = new Float64Array(levels.length);
  const around: number[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      around.length = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < cols && ny < rows) around.push(levels[ny * cols + nx]!);
        }
      }
      around.sort((a, b) => a - b);
      out[y * cols + x] = Math.max(levels[y * cols + x]!, around[Math.floor(around.length / 2)]!);
    }
  }
  return out;
}

/** The share of mid-grey pixels (65-191) among the pixels darker than paper (under 192). */
export function softness(image: GreyImage): number {
  let grey = 0;
  let dark = 0;
  for (const value of image.data) {
    if (value < 192) {
      dark++;
      if (value > 64) grey++;
    }
  }
  return grey / Math.max(1, dark);
}

/**
 * Unsharp masking: each pixel pushed away from the mean of the (2·radius+1)² box around it by
 * `amount` times the difference, which restores the edges a soft photo smeared.
 */
export function unsharpMask(image: GreyImage, radius: number, amount: number): GreyImage {
  const { width, height, data } = image;
  const size = 2 * radius + 1;
  // Box blur as two running sums: rows, then columns.
  const horizontal = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += data[row + Math.min(width - 1, Math.max(0, x))]!;
    for (let x = 0; x < width; x++) {
      horizontal[row + x] = sum;
      const leaving = data[row + Math.max(0, x - radius)]!;
      const entering = data[row + Math.min(width - 1, x + radius + 1)]!;
      sum += entering - leaving;
    }
  }
  const out = createGreyImage(width, height);
  const area = size * size;
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -radius; y <= radius; y++)
      sum += horizontal[Math.min(height - 1, Math.max(0, y)) * width + x]!;
    for (let y = 0; y < height; y++) {
      const index = y * width + x;
      const mean = sum / area;
      const sharpened = data[index]! + amount * (data[index]! - mean);
      out.data[index] = sharpened <= 0 ? 0 : sharpened >= 255 ? 255 : (sharpened + 0.5) | 0;
      const leaving = horizontal[Math.max(0, y - radius) * width + x]!;
      const entering = horizontal[Math.min(height - 1, y + radius + 1) * width + x]!;
      sum += entering - leaving;
    }
  }
  return out;
}
