/**
 * US National Provider Identifiers (NPI): 10 digits whose last is a Luhn check digit computed over
 * the card-issuer prefix 80840 followed by the first nine digits (CMS, "Requirements for NPI check
 * digit"). Pure: the NPI Registry lookup is `nppes.ts`.
 */

const NPI_PREFIX = '80840';

/** The Luhn check digit of a digit string (every second digit doubled from the right). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = Number(payload[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The NPI as 10 digits (spaces and dashes ignored), or null when it is not 10 digits. */
export function normaliseNpi(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** Whether the text is a valid NPI: 10 digits with the right check digit. */
export function isValidNpi(text: string): boolean {
  const npi = normaliseNpi(text);
  if (!npi) return false;
  return luhnCheckDigit(NPI_PREFIX + npi.slice(0, 9)) === Number(npi[9]);
}
