/** 3×3 matrices for plane transforms (row-major), and the perspective map of a sheet's corners. */

export type Matrix = readonly number[];
export const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
export const translate = (x: number, y: number): Matrix => [1, 0, x, 0, 1, y, 0, 0, 1];
export const scaleBy = (s: number): Matrix => [s, 0, 0, 0, s, 0, 0, 0, 1];
/** Rotation by +angle in image coordinates (y down): a level row comes out falling to the right. */
export function rotate(angle: number): Matrix {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

export function multiply(a: Matrix, b: Matrix): Matrix {
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

export type Point = [number, number];
/** Top-left, top-right, bottom-right, bottom-left. */
export type Corners = [Point, Point, Point, Point];

/** The perspective transform taking the rectangle (0,0)-(width,height) onto the four corners. */
export function homographyFromRectangle(width: number, height: number, corners: Corners): Matrix {
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
