/** Dates and section names as the provider and share pages show them. */
import { PROVIDER_MESSAGES, type ShareItem } from '#shared/contracts/providers.contract';
import { localTimeFormat } from '#client/lib/local-time-format';
import { formatCalendarDay } from '#shared/domain/en-us-format';

const dateFormat = localTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const dateTimeFormat = localTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 23, 2026'; the text itself when it is not a date. */
export function formatDay(value: string): string {
  // A bare 'YYYY-MM-DD' is a calendar day, formatted in UTC; a moment, in the reader's zone.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T12:00:00Z`);
    // A calendar day as written, in every zone (noon UTC read at UTC+13 would be the next day).
    return Number.isNaN(day.getTime()) ? value : formatCalendarDay(day, 'medium');
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** 'Nov 23, 2026, 1:05 AM' in the reader's time zone. */
export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** 'Viewed 2 times, last on Nov 23, 2026, 1:05 AM' or 'Not viewed yet' (the contract's words). */
export function describeViews(share: Pick<ShareItem, 'view_count' | 'last_viewed_at'>): string {
  return PROVIDER_MESSAGES.viewed(
    share.view_count,
    share.last_viewed_at ? formatMoment(share.last_viewed_at) : null,
  );
}

export const SECTION_LABELS = {
  medicines: 'Medicines and their interactions',
  trends: 'Recent trends (mood, energy, sleep, symptoms)',
  lab_report: 'A lab report',
} as const;

/** The sections a share holds, in words. */
export function sharedSectionNames(sections: ShareItem['sections']): string[] {
  const names: string[] = [];
  if (sections.medicines) names.push('Medicines');
  if (sections.trends) names.push('Recent trends');
  if (sections.lab_report_id) names.push('Lab report');
  if (sections.fhir) names.push('FHIR R4 bundle');
  return names;
}

/** The full link for a share's relative url ('/shared/abc' → 'https://host/shared/abc'). */
export function absoluteShareUrl(url: string, origin = window.location.origin): string {
  return new URL(url, origin).toString();
}
