/** When a prerendered page's app starts (ADR 049), decided from what the page rendered. */
import type { BootMode } from '../src/shared/contracts/page-boot.contract.ts';

/** What src/client/entry-server.tsx returns for a page. */
export interface RenderedPage {
  html: string;
  /** The data queries the page starts for a visitor (keys as JSON), the session check aside. */
  dataQueries: string[];
}

/**
 * At once after the first paint when the page cannot show its content without the app (it
 * fetches data for a visitor) or its route asks to (AppRoute.bootAtLoad: a page whose visitor is
 * about to act, /register), otherwise on the visitor's first intent (ADR 101). Fields do not
 * count: the first focus or key starts the app, and what was typed before it hydrated is handed
 * to it (replayEditedFields in src/client/boot/public-page-boot.ts).
 */
export function bootModeFor(
  rendered: RenderedPage,
  route: { bootAtLoad?: boolean } = {},
): BootMode {
  return route.bootAtLoad || rendered.dataQueries.length > 0 ? 'load' : 'intent';
}
