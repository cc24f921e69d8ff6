import { describe, expect, it } from 'vitest';
import { createGreyImage, type GreyImage } from './grey-image';
import { preparePageForOcr, sharpenSoftText, softness, unsharpMask } from './photo-preprocess';

interface Scene {
  width: number;
  height: number;
  /** The sheet's size and centre in the photo; null: the page fills the frame (a scan). */
  sheet: { width: number; height: number } | null;
  turnDeg: number;
  /** Darkening from left (1) to right (1 - gradient), like a lamp to one side. */
  gradient: number;
  /** A shadow this many px wide along the sheet's right and bottom edges, darker than the desk. */
  shadowPx?: number;
  /** Lines of text printed (22 unless set). */
  lines?: number;
  /** The desk's grey (110 unless set). */
  desk?: number;
}

/**
 * A synthetic photo: a sheet turned by `turnDeg` on a grey desk, printed with 30 lines of four
 * 'words' (ink blocks 14 px tall) in columns, lit unevenly.
 */
function photograph(scene: Scene): GreyImage {
  const image = createGreyImage(scene.width, scene.height);
  const sheet = scene.sheet ?? { width: scene.width * 1.2, height: scene.height * 1.2 };
  const angle = (scene.turnDeg * Math.PI) / 180;
  const [cx, cy] = [scene.width / 2, scene.height / 2];
  for (let y = 0; y < scene.height; y++) {
    for (let x = 0; x < scene.width; x++) {
      // Into the sheet's own coordinates (origin at its top-left corner).
      const dx = x - cx;
      const dy = y - cy;
      const u = dx * Math.cos(angle) + dy * Math.sin(angle) + sheet.width / 2;
      const v = -dx * Math.sin(angle) + dy * Math.cos(angle) + sheet.height / 2;
      const desk = scene.desk ?? 110;
      let value = desk;
      // The shadow: darkest (0.8 of the desk) for 2 px along the edge, then fading into the desk.
      const shadow = scene.shadowPx ?? 0;
      const outside = Math.max(u - sheet.width, v - sheet.height);
      if (u >= 0 && v >= 0 && outside >= 0 && outside < shadow) {
        value = desk * (outside < 2 ? 0.8 : 0.8 + (0.2 * (outside - 2)) / (shadow - 2));
      }
      if (u >= 0 && v >= 0 && u < sheet.width && v < sheet.height) {
        value = 235;
        const line = Math.floor((v - 80) / 40);
        const inLine = (v - 80) % 40;
        const column = Math.floor((u - 60) / 180);
        const inColumn = (u - 60) % 180;
        if (
          line >= 0 &&
          line < (scene.lines ?? 22) &&
          inLine < 14 &&
          column >= 0 &&
          column < 3 &&
          inColumn < 110
        ) {
          value = 40;
        }
      }
      image.data[y * scene.width + x] = Math.round(
        value * (1 - (scene.gradient * x) / scene.width),
      );
    }
  }
  return image;
}

describe('preparePageForOcr', () => {
  it('finds a turned sheet on a desk, flattens it and leaves no desk in the picture', () => {
    const photo = photograph({
      width: 900,
      height: 1200,
      sheet: { width: 700, height: 1000 },
      turnDeg: 3,
      gradient: 0.45,
    });
    const prepared = preparePageForOcr(photo);
    expect(prepared.isPageFound).toBe(true);
    // The corners are white paper (the uneven light is gone with the desk).
    const { width, height, data } = prepared.image;
    for (const index of [0, width - 1, (height - 1) * width, height * width - 1]) {
      expect(data[index]).toBe(255);
    }
    // Read again, the prepared page is level: nothing left to turn, no sheet edge to find.
    const again = preparePageForOcr(prepared.image);
    expect(Math.abs(again.skewDeg)).toBeLessThan(0.2);
    expect(again.isPageFound).toBe(false);
  });

  it('measures the skew from the text when the page fills the frame, and scales the text', () => {
    const photo = photograph({
      width: 1000,
      height: 1400,
      sheet: null,
      turnDeg: -2.5,
      gradient: 0,
    });
    const prepared = preparePageForOcr(photo);
    expect(prepared.isPageFound).toBe(false);
    expect(prepared.skewDeg).toBeCloseTo(-2.5, 0);
    // Lines 14 px tall are scaled up to about 24 px.
    expect(prepared.scale).toBeGreaterThan(1.4);
    expect(prepared.scale).toBeLessThan(2);
  });

  it('finds a sheet whose edges cast a shadow darker than the desk', () => {
    // Coming in from the desk, the first step up is out of the shadow with some of it still in
    // view: the paper's brightness is read further in (a phone photo of a page lying on a table).
    const photo = photograph({
      width: 760,
      height: 1000,
      sheet: { width: 620, height: 860 },
      turnDeg: 0.5,
      gradient: 0,
      shadowPx: 8,
      // A light desk: paper only about 1.6 times as bright, as in a photo under a lamp.
      desk: 147,
    });
    expect(preparePageForOcr(photo).isPageFound).toBe(true);
  });

  it('keeps the photo at its own size when too few lines are seen to measure the text', () => {
    // The page fills the frame and runs off its top: of 5 lines 3 are in the picture, of 10, 8.
    const scene = { width: 1000, height: 1400, sheet: null, turnDeg: 0, gradient: 0 };
    expect(preparePageForOcr(photograph({ ...scene, lines: 5 })).scale).toBe(1);
    expect(preparePageForOcr(photograph({ ...scene, lines: 10 })).scale).toBeGreaterThan(1.4);
  });

  it('leaves a level page level', () => {
    const photo = photograph({ width: 900, height: 1200, sheet: null, turnDeg: 0, gradient: 0.2 });
    expect(Math.abs(preparePageForOcr(photo).skewDeg)).toBeLessThan(0.2);
  });
});

describe('soft text', () => {
  /**
   * Strokes `width` px wide every `period` px (3 every 8 unless set), black on white; blurred by a
   * box of `blur` px either side.
   */
  function strokes(blur: number, period = 8, width = 3): GreyImage {
    const image = createGreyImage(96, 32);
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 96; x++) image.data[y * 96 + x] = x % period < width ? 0 : 255;
    if (blur === 0) return image;
    const soft = createGreyImage(96, 32);
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 96; x++) {
        let sum = 0;
        for (let d = -blur; d <= blur; d++)
          sum += image.data[y * 96 + Math.min(95, Math.max(0, x + d))]!;
        soft.data[y * 96 + x] = Math.round(sum / (2 * blur + 1));
      }
    return soft;
  }

  it('tells a blurred page from a sharp one, and sharpening makes it sharp again', () => {
    const sharp = softness(strokes(0));
    const soft = softness(strokes(2));
    expect(sharp).toBeLessThan(0.2);
    expect(soft).toBeGreaterThan(0.75);
    expect(softness(unsharpMask(strokes(2), 3, 1))).toBeLessThan(soft);
  });

  it('sharpens the strokes of text at the OCR size back out of a phone-photo blur', () => {
    // At the 24 px text core the page is scaled to, a stroke is about 4 px and a blurred photo
    // spreads it about 3 px either side: a box an eighth of the core pushed once left it as soft
    // as before (0.98 of its ink grey), and OCR lost names, units and decimal points.
    const blurred = strokes(3, 12, 4);
    expect(softness(blurred)).toBeGreaterThan(0.9);
    expect(softness(sharpenSoftText(blurred, 24, softness(blurred)))).toBeLessThan(0.75);
  });
});
