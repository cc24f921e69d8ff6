/**
 * A share as stored: the link's token, of which only the sha256 is kept, and the sections it
 * shows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PROVIDER_ERROR_CODES, PROVIDER_MESSAGES } from '#shared/contracts/providers.contract';
import { AppError } from '#server/lib/app-error';

export interface StoredSections {
  medicines: boolean;
  trends: boolean;
  lab_report_id: string | null;
  /** The shared sections are also offered as a FHIR R4 Bundle (not a section of its own). */
  fhir: boolean;
}

/** A fresh link token: 16 random bytes, base64url (22 characters). */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sectionsOf(stored: Record<string, unknown>): StoredSections {
  return {
    medicines: stored.medicines === true,
    trends: stored.trends === true,
    lab_report_id: typeof stored.lab_report_id === 'string' ? stored.lab_report_id : null,
    fhir: stored.fhir === true,
  };
}

export const shareNotFound = () =>
  new AppError(404, PROVIDER_ERROR_CODES.shareNotFound, PROVIDER_MESSAGES.shareNotFound);
