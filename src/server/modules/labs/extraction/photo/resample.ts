/** Resampling: a whole-factor downscale, and bilinear sampling through a plane transform. */
import { createGreyImage, type GreyImage } from '../grey-image';
import { IDENTITY, type Matrix } from './plane-transform';

/** Box-average downscale by a whole factor. */
export function downscale(image: GreyImage, factor: number): GreyImage {
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
export function warp(
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
