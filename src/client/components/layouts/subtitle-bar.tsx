/**
 * The thin bar under the header: the edition's subtitle, the short disclaimer and
 * the emergency numbers. `data-edition-subtitle` lets the server rewrite prerendered HTML.
 */
import type { ReactElement } from 'react';
import { EDITION_SUBTITLES } from '#shared/domain/edition';
import { useAppConfig } from '#client/lib/app-config';
import { EmergencyLine } from './emergency-line';

export const SHORT_DISCLAIMER = 'Educational only — not medical advice.';

export function SubtitleBar(): ReactElement {
  const { edition } = useAppConfig();
  return (
    <div className="border-t border-teal-100 bg-teal-50 text-teal-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-0 px-4 py-1 text-sm">
        <p className="py-1 text-xs sm:text-sm">
          <span data-edition-subtitle className="font-semibold">
            {EDITION_SUBTITLES[edition]}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{SHORT_DISCLAIMER}</span>
        </p>
        <EmergencyLine />
      </div>
    </div>
  );
}
