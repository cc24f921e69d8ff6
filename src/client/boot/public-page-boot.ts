/**
 * The boot loader of prerendered public pages (ADR 039, ADR 049). The page is complete in its
 * HTML: it paints, reads, scrolls and navigates (links are plain links) without any script. This
 * loader, a deferred classic script of about 1.5 KB, decides when the app's modules load:
 *
 * - `data-boot="load"` (a page that fetches data or has form fields, or a visitor with a session
 *   cookie): after the first frame, as ADR 039 did for every page.
 * - `data-boot="intent"` (content pages for visitors): on the first sign that the user is doing
 *   something (INTENT_EVENTS): a touch to scroll, a mouse move, a key, a wheel. A reader who does
 *   none of these never pays for the app; on a phone the first scroll starts it, well before the
 *   reader reaches a button. The modules are not prefetched while idle: the network stays quiet
 *   after load, and the first touch or mouse move comes before any click.
 *
 * A click on a button before the app is ready is held and replayed once React has hydrated (React
 * cannot see an event that happened before it attached). Before any of that it sets the <html>
 * classes for UI that depends on a stored choice (the cookie banner, the footer disclaimer).
 *
 * Bundled on its own by scripts/prerender.ts (public-page-boot.entry.ts): no React, no app code.
 */
import { parseConsent } from '#client/features/consent/consent-format';
import { readStorage, STORAGE_KEYS } from '#client/lib/storage';
import {
  BOOT_MODE_ATTRIBUTE,
  HELD_CONTROLS,
  INTENT_EVENTS,
  PAGE_HYDRATED_EVENT,
  STORED_STATE_CLASSES,
  type BootMode,
} from '#shared/contracts/page-boot.contract';

export interface BootScriptData {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry imports statically (Vite's modulepreload list). */
  preloads: string[];
  mode: BootMode;
}

export function readBootData(script: HTMLScriptElement): BootScriptData {
  const entry = script.getAttribute('data-entry');
  if (!entry) throw new Error('The boot loader has no data-entry');
  return {
    entry,
    preloads: (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean),
    mode: script.getAttribute(BOOT_MODE_ATTRIBUTE) === 'load' ? 'load' : 'intent',
  };
}

/** The <html> classes for prerendered UI that depends on what this browser has stored. */
export function applyStoredStateClasses(root: HTMLElement): void {
  const classes = root.classList;
  const consent = parseConsent(readStorage(STORAGE_KEYS.cookieConsent));
  classes.toggle(STORED_STATE_CLASSES.needsCookieConsent, consent === null);
  const dismissed = readStorage(STORAGE_KEYS.footerDisclaimerDismissed) === 'true';
  classes.toggle(STORED_STATE_CLASSES.footerDisclaimerDismissed, dismissed);
}

function appendModulePreload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  // The same CORS mode as the module script that will use it, so the cached copy matches.
  link.crossOrigin = '';
  link.href = href;
  doc.head.appendChild(link);
}

export function bootPublicPage(
  script: HTMLScriptElement,
  win: Window & typeof globalThis = window,
): void {
  const doc = win.document;
  const data = readBootData(script);
  applyStoredStateClasses(doc.documentElement);

  let started = false;
  let hydrated = false;
  let held: HTMLElement | null = null;

  const stopHolding = () => {
    hydrated = true;
    doc.documentElement.classList.remove(STORED_STATE_CLASSES.booting);
    doc.removeEventListener('click', holdClick, true);
  };

  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, true);
    for (const href of data.preloads) appendModulePreload(doc, href);
    const entry = doc.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = data.entry;
    // Without the app, held clicks could never be answered: let them through again.
    entry.addEventListener('error', stopHolding);
    doc.head.appendChild(entry);
  }

  function holdClick(event: MouseEvent): void {
    if (hydrated || !(event.target instanceof win.Element)) return;
    const control = event.target.closest<HTMLElement>(HELD_CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    doc.documentElement.classList.add(STORED_STATE_CLASSES.booting);
    start();
  }

  doc.addEventListener('click', holdClick, true);
  win.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      const replay = held;
      held = null;
      stopHolding();
      if (replay?.isConnected) replay.click();
    },
    { once: true },
  );

  if (data.mode === 'load') {
    // A hidden tab paints no frames: start at once there.
    if (doc.visibilityState === 'hidden') start();
    else win.requestAnimationFrame(() => win.setTimeout(start, 0));
    return;
  }

  for (const type of INTENT_EVENTS) {
    win.addEventListener(type, start, { capture: true, passive: true });
  }
}
