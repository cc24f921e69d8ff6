/** Soft (blurred) text: how soft a prepared page is, and the unsharp mask that restores its edges. */
import { createGreyImage, type GreyImage } from '../grey-image';

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
