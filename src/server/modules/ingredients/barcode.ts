/**
 * Barcode validation: EAN-13, EAN-8, UPC-A (12 digits) and UPC-E (8 digits, number
 * system 0 or 1), each with its check digit. Spaces and dashes are ignored. A UPC-E code is
 * expanded to its UPC-A form, which is what is checked and stored, so one product has one key
 * however its pack prints the code.
 */
export type BarcodeFormat = 'EAN-13' | 'EAN-8' | 'UPC-A' | 'UPC-E';

export interface Barcode {
  /** The digits stored and looked up (UPC-E expanded to UPC-A). */
  code: string;
  format: BarcodeFormat;
}

/** The GS1 check digit of the digits before it (weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const hasValidCheckDigit = (code: string) =>
  gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);

/** UPC-E (number system, six digits, check digit) → its UPC-A form, or null if the system is not 0 or 1. */
export function expandUpcE(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const system = upcE[0]!;
  const d = upcE.slice(1, 7);
  const check = upcE[7]!;
  const last = d[5]!;
  let body: string;
  if (last === '0' || last === '1' || last === '2')
    body = `${d[0]}${d[1]}${last}0000${d[2]}${d[3]}${d[4]}`;
  else if (last === '3') body = `${d[0]}${d[1]}${d[2]}00000${d[3]}${d[4]}`;
  else if (last === '4') body = `${d[0]}${d[1]}${d[2]}${d[3]}00000${d[4]}`;
  else body = `${d[0]}${d[1]}${d[2]}${d[3]}${d[4]}0000${last}`;
  return `${system}${body}${check}`;
}

/**
 * The barcode a text names, or null when it is not a valid EAN-13, EAN-8, UPC-A or UPC-E. An
 * 8-digit code is read as EAN-8 when its check digit fits, otherwise as UPC-E.
 */
export function parseBarcode(input: string): Barcode | null {
  const code = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(code)) return null;
  if (code.length === 13) return hasValidCheckDigit(code) ? { code, format: 'EAN-13' } : null;
  if (code.length === 12) return hasValidCheckDigit(code) ? { code, format: 'UPC-A' } : null;
  if (code.length === 8) {
    if (hasValidCheckDigit(code)) return { code, format: 'EAN-8' };
    const expanded = expandUpcE(code);
    if (expanded && hasValidCheckDigit(expanded)) return { code: expanded, format: 'UPC-E' };
  }
  return null;
}
