/**
 * A format hint before asking the server (which owns barcode validation and its check digits):
 * digits only, and a length that one of EAN-13, EAN-8, UPC-A or UPC-E uses.
 */
import { formatCount } from '#shared/domain/plural';

const LENGTHS = new Set([6, 7, 8, 12, 13]);

/** Spaces and dashes as printed under a barcode are dropped. */
export function cleanBarcode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** null when the code may be valid (the server checks the digits); otherwise what is wrong. */
export function barcodeFormatHint(input: string): string | null {
  const code = cleanBarcode(input);
  if (code === '') return 'Type the digits under the barcode.';
  if (!/^\d+$/.test(code)) return 'A barcode is digits only.';
  if (!LENGTHS.has(code.length))
    return `That is ${formatCount(code.length, 'digit')}: barcodes have 8 (EAN-8), 12 (UPC-A), 13 (EAN-13) or 6 to 8 (UPC-E).`;
  return null;
}
