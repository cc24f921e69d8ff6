/** When a prerendered page's app starts (ADR 049), decided from what the page rendered. */
import type { BootMode } from '../src/shared/contracts/page-boot.contract.ts';

/** What src/client/entry-server.tsx returns for a page. */
export interface RenderedPage {
  html: string;
  /** The data queries the page starts for a visitor (keys as JSON), the session check aside. */
  dataQueries: string[];
}

/** Inputs a click toggles: the boot loader holds and replays those clicks (HELD_CONTROLS). */
const CLICKED_INPUT_TYPES = /\btype="(radio|checkbox|hidden|submit|button|reset)"/;

/** Whether the page has a field a visitor types into (text, select, textarea). */
export function hasTypedFields(html: string): boolean {
  if (/<(select|textarea)\b/.test(html)) return true;
  return [...html.matchAll(/<input\b[^>]*>/g)].some(([tag]) => !CLICKED_INPUT_TYPES.test(tag));
}

/**
 * When a page's app starts (ADR 049): at once after the first paint when the page cannot do
 * without it (it fetches data to show its content, or has fields a visitor may type into before
 * React would see the typing), otherwise on the visitor's first intent.
 */
export function bootModeFor(rendered: RenderedPage): BootMode {
  return rendered.dataQueries.length > 0 || hasTypedFields(rendered.html) ? 'load' : 'intent';
}
