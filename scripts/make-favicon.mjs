/**
 * Writes public/favicon.ico: a 32×32, 32-bit BMP-in-ICO version of public/favicon.svg (a teal
 * rounded square with a white heart and a teal cross), anti-aliased by 4×4 supersampling.
 * No dependencies. Run once with `node scripts/make-favicon.mjs`; the output is committed.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZE = 32;
const SAMPLES = 4; // per axis
const TEAL = [0x0f, 0x76, 0x6e]; // #0f766e, the brand colour in favicon.svg
const WHITE = [0xff, 0xff, 0xff];
const CORNER_RADIUS = (14 / 64) * SIZE; // rx="14" on a 64 viewBox

function insideRoundedSquare(x, y) {
  const r = CORNER_RADIUS;
  const dx = Math.max(r - x, 0, x - (SIZE - r));
  const dy = Math.max(r - y, 0, y - (SIZE - r));
  return dx * dx + dy * dy <= r * r;
}

// The classic implicit heart (x² + y² − 1)³ − x²y³ ≤ 0 spans x ∈ ±1.139, y ∈ [−1, 1.236] (y up);
// scaled to the SVG's heart, which spans 16..48 × 17..50 of 64.
const HEART_SCALE = 16 / 2.278;
const HEART_TOP = 8.6;
function insideHeart(x, y) {
  const hx = (x - SIZE / 2) / HEART_SCALE;
  const hy = 1.236 - (y - HEART_TOP) / HEART_SCALE;
  const a = hx * hx + hy * hy - 1;
  return a * a * a - hx * hx * hy * hy * hy <= 0;
}

// The cross: 'M32 22v16 M24 30h16', stroke-width 4, round caps (halved for 32 px).
function distanceToSegment(px, py, x1, y1, x2, y2) {
  const vx = x2 - x1;
  const vy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * vx + (py - y1) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(px - (x1 + t * vx), py - (y1 + t * vy));
}
function insideCross(x, y) {
  return (
    distanceToSegment(x, y, 16, 11, 16, 19) <= 1 || distanceToSegment(x, y, 12, 15, 20, 15) <= 1
  );
}

/** Straight (non-premultiplied) RGBA for one pixel. */
function shadePixel(px, py) {
  let alpha = 0;
  const sum = [0, 0, 0];
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      const x = px + (sx + 0.5) / SAMPLES;
      const y = py + (sy + 0.5) / SAMPLES;
      if (!insideRoundedSquare(x, y)) continue;
      const colour = insideHeart(x, y) && !insideCross(x, y) ? WHITE : TEAL;
      alpha += 1;
      for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
    }
  }
  if (alpha === 0) return [0, 0, 0, 0];
  return [
    ...sum.map((value) => Math.round(value / alpha)),
    Math.round((alpha / (SAMPLES * SAMPLES)) * 255),
  ];
}

function buildIco() {
  const pixelBytes = SIZE * SIZE * 4;
  const maskRowBytes = Math.ceil(SIZE / 32) * 4; // 1 bit per pixel, rows padded to 32 bits
  const maskBytes = maskRowBytes * SIZE;
  const headerBytes = 40;
  const imageBytes = headerBytes + pixelBytes + maskBytes;
  const buffer = Buffer.alloc(6 + 16 + imageBytes);
  let offset = 0;

  // ICONDIR
  buffer.writeUInt16LE(0, offset); // reserved
  buffer.writeUInt16LE(1, offset + 2); // type: icon
  buffer.writeUInt16LE(1, offset + 4); // one image
  offset += 6;

  // ICONDIRENTRY
  buffer.writeUInt8(SIZE, offset); // width
  buffer.writeUInt8(SIZE, offset + 1); // height
  buffer.writeUInt8(0, offset + 2); // no palette
  buffer.writeUInt8(0, offset + 3); // reserved
  buffer.writeUInt16LE(1, offset + 4); // colour planes
  buffer.writeUInt16LE(32, offset + 6); // bits per pixel
  buffer.writeUInt32LE(imageBytes, offset + 8);
  buffer.writeUInt32LE(6 + 16, offset + 12); // image data offset
  offset += 16;

  // BITMAPINFOHEADER; the height counts the colour bitmap and the AND mask together.
  buffer.writeUInt32LE(headerBytes, offset);
  buffer.writeInt32LE(SIZE, offset + 4);
  buffer.writeInt32LE(SIZE * 2, offset + 8);
  buffer.writeUInt16LE(1, offset + 12); // planes
  buffer.writeUInt16LE(32, offset + 14); // bits per pixel
  buffer.writeUInt32LE(0, offset + 16); // BI_RGB, uncompressed
  buffer.writeUInt32LE(pixelBytes + maskBytes, offset + 20);
  // resolution and palette fields stay 0
  offset += headerBytes;

  // Pixels, bottom row first, as BGRA.
  for (let row = SIZE - 1; row >= 0; row -= 1) {
    for (let col = 0; col < SIZE; col += 1) {
      const [r, g, b, a] = shadePixel(col, row);
      buffer.writeUInt8(b, offset);
      buffer.writeUInt8(g, offset + 1);
      buffer.writeUInt8(r, offset + 2);
      buffer.writeUInt8(a, offset + 3);
      offset += 4;
    }
  }

  // AND mask: a pixel is transparent (1) where its alpha is 0, for viewers that ignore alpha.
  for (let row = SIZE - 1; row >= 0; row -= 1) {
    for (let col = 0; col < SIZE; col += 1) {
      if (shadePixel(col, row)[3] === 0) {
        const byte = offset + Math.floor(col / 8);
        buffer.writeUInt8(buffer.readUInt8(byte) | (0x80 >> (col % 8)), byte);
      }
    }
    offset += maskRowBytes;
  }
  return buffer;
}

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'favicon.ico');
const ico = buildIco();
writeFileSync(target, ico);
console.log(`wrote ${target} (${ico.length} bytes)`);
