/**
 * What the boot loader of prerendered pages (src/client/boot/public-page-boot.ts), the app, the
 * prerenderer and the server agree on (ADR 039, ADR 049). Nothing here imports anything: the
 * loader is bundled on its own and must not pull React in.
 */

/** The loader's `data-boot`: start the app on the user's first intent, or as soon as painted. */
export type BootMode = 'intent' | 'load';
export const BOOT_MODE_ATTRIBUTE = 'data-boot';

/** Put by the server in place of `data-boot="intent"` for a visitor with a session cookie. */
export function bootAtLoad(html: string): string {
  return html.replace(`${BOOT_MODE_ATTRIBUTE}="intent"`, `${BOOT_MODE_ATTRIBUTE}="load"`);
}

/** Dispatched on `window` once React has hydrated the page: held clicks are replayed then. */
export const PAGE_HYDRATED_EVENT = 'wellnest:hydrated';

/**
 * Classes the loader puts on <html> from local storage before the app runs, so that prerendered
 * UI which depends on a stored choice shows the right thing without React (styles.css).
 */
export const STORED_STATE_CLASSES = {
  /** No valid cookie choice is stored: the prerendered cookie banner is shown. */
  needsCookieConsent: 'needs-cookie-consent',
  /** The footer disclaimer was dismissed: its prerendered copy is hidden. */
  footerDisclaimerDismissed: 'footer-disclaimer-dismissed',
  /** A click is held until the app is ready: the pointer shows progress. */
  booting: 'booting',
} as const;

/**
 * What counts as intent: the first of these starts the app. A visitor who only reads never
 * pays for it; one who moves the mouse, touches, scrolls by wheel or key, or tabs has it in a
 * fraction of a second (the scripts are prefetched once the page is idle).
 */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/**
 * Controls whose click is held until hydration and then replayed: buttons, and the choices a click
 * toggles (a radio or checkbox, or its label), which the app's state would otherwise not see.
 * Links are not held: they navigate as links do.
 */
export const HELD_CONTROLS = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  'label',
  'input[type="radio"]',
  'input[type="checkbox"]',
].join(', ');
