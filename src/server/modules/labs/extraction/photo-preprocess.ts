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
import type { GreyImage } from './grey-image';
import { normaliseLighting } from './photo/lighting';
import { findPageCorners, flattenedSize } from './photo/page-corners';
import {
  IDENTITY,
  homographyFromRectangle,
  multiply,
  rotate,
  scaleBy,
  translate,
  type Matrix,
} from './photo/plane-transform';
import { downscale, warp } from './photo/resample';
import { softness, unsharpMask } from './photo/sharpen';
import { estimateSkew, inkPoints, medianCoreHeight } from './photo/text-lines';

// The preparation's own steps for soft text, checked on their own by its tests.
export { softness, unsharpMask };

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
/**
 * Above this share of grey among the non-white pixels of the prepared page, its text is soft.
 * Measured on the photo corpus (text at the target size): blurred photos 0.80-0.95, every other
 * photo and scan 0.49-0.71.
 */
const SOFT_PAGE = 0.75;

/**
 * The unsharp mask for soft text, graded by how soft the page is: on a page just past SOFT_PAGE
 * (a sharp photo of small print, 0.76-0.82) a box an eighth of the text core tall, the edges
 * pushed out once by the difference; on a clearly blurred page (FULLY_SOFT and over) a box a
 * sixth tall, pushed twice; in proportion between. Measured on 18 blurred tune photos of two
 * corpora: field F1 0.794 with the light mask alone, 0.832 with the strong one. The strong mask on
 * a two-up page of small print just past SOFT_PAGE lost a fifth of its rows (0.896 → 0.765).
 */
const LIGHT_MASK = { radius: 1 / 8, amount: 1 };
const STRONG_MASK = { radius: 1 / 6, amount: 2 };
const FULLY_SOFT = 0.85;

/**
 * A soft page's strokes sharpened back: its text scaled to `corePx`, `pageSoftness` as softness()
 * measures it (the unsharp mask above).
 */
export function sharpenSoftText(image: GreyImage, corePx: number, pageSoftness: number): GreyImage {
  const share = Math.min(1, Math.max(0, (pageSoftness - SOFT_PAGE) / (FULLY_SOFT - SOFT_PAGE)));
  const between = (light: number, strong: number) => light + (strong - light) * share;
  const radius = Math.round(corePx * between(LIGHT_MASK.radius, STRONG_MASK.radius));
  return unsharpMask(image, radius, between(LIGHT_MASK.amount, STRONG_MASK.amount));
}

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
  const soft = softness(lit);
  const isSoft = soft > SOFT_PAGE;
  return {
    image: isSoft ? sharpenSoftText(lit, targetCorePx, soft) : lit,
    skewDeg: (skew * 180) / Math.PI,
    isPageFound: corners !== null,
    scale: outScale / factor,
    isSoft,
  };
}
