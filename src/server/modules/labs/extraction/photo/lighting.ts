/** Even lighting: the page divided by its paper's brightness, then stretched to black on white. */
import { createGreyImage, type GreyImage } from '../grey-image';

/**
 * Divides each pixel by the brightness of the paper around it, so shadows, a lamp's gradient and
 * a vignette go and the page is white, then stretches the ink to black. The paper's brightness is
 * a high percentile of blocks a few lines tall (text never fills a block), smoothed and
 * interpolated between block centres.
 */
export function normaliseLighting(image: GreyImage, lineHeight: number): GreyImage {
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
