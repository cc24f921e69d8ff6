/**
 * Editions: the Health edition runs when the first host label is `health` or
 * `localhost`, or when EDITION=health; any other host runs the Wellness edition.
 */
export type Edition = 'health' | 'wellness';

export const EDITION_SUBTITLES: Record<Edition, string> = {
  wellness: 'General Wellness Information',
  health: 'Advanced Health Insights',
};

export function resolveEdition(hostname: string, override?: Edition | null): Edition {
  if (override) return override;
  const firstLabel = hostname.trim().toLowerCase().split(':')[0]?.split('.')[0] ?? '';
  return firstLabel === 'health' || firstLabel === 'localhost' ? 'health' : 'wellness';
}
