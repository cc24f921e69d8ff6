/**
 * What the boot loader of prerendered pages (src/client/boot/public-page-boot.ts), the app, the
 * prerenderer and the server agree on (ADR 039, ADR 049). Nothing here imports anything: the
 * loader is bundled on its own and must not pull React in.
 */

/**
 * The loader's `data-boot`: start the app on the visitor's first intent and not before (ADR 101);
 * or as soon as painted.
 */
export type BootMode = 'intent' | 'load';
export const BOOT_MODE_ATTRIBUTE = 'data-boot';

/** Put by the server in place of `data-boot="intent"` for a visitor with a session cookie. */
export function bootAtLoad(html: string): string {
  return html.replace(`${BOOT_MODE_ATTRIBUTE}="intent"`, `${BOOT_MODE_ATTRIBUTE}="load"`);
}

/**
 * Dispatched on `window` once React has hydrated the page: what the loader held (a tap, an Enter,
 * a form's submission) is replayed then.
 */
export const PAGE_HYDRATED_EVENT = 'wellnest:hydrated';

/**
 * Prerendered UI that depends on a choice stored in this browser. The loader marks the element
 * itself from local storage before the app runs (styles.css shows or hides it); a class on <html>
 * would restyle far more of the page than the one element (measured: about 2.4x the style and
 * layout time at Lighthouse's 4x CPU). React leaves an attribute it did not render alone when it
 * hydrates; after hydration the components decide.
 */
export const STORED_STATE_MARKS = {
  /** The cookie banner (`data-cookie-banner`), shown while no valid choice is stored. */
  cookieBanner: 'data-cookie-banner',
  /** Set on the banner: no choice is stored, show it. The banner renders it too once hydrated. */
  open: 'data-open',
  /** The footer disclaimer (`data-footer-disclaimer`), hidden once dismissed. */
  footerDisclaimer: 'data-footer-disclaimer',
  /** Set on the disclaimer: this browser dismissed it. */
  dismissed: 'data-dismissed',
} as const;

/** On <html> while an action is held until the app has started: the pointer shows progress. */
export const BOOTING_CLASS = 'booting';

/**
 * What counts as intent: the first of these starts the app. A visitor who only reads never
 * pays for it; one who moves the mouse, touches (a phone's scroll starts with one), scrolls by
 * wheel or key, or tabs starts it then. A `scroll` event is not intent: the browser also sends
 * one when it restores a position or follows an anchor (ADR 101).
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
 * Controls whose click is held until hydration and then replayed: buttons and the elements given
 * a button's roles. Links are not held: they navigate as links do. Choices are not held either
 * (CHOICE_CONTROLS).
 */
export const HELD_CONTROLS = ['button', '[role="button"]', '[role="tab"]', '[role="switch"]'].join(
  ', ',
);

/**
 * Choices a click toggles (a radio or checkbox, or a label, which hands its click to its field):
 * before hydration the browser answers their click itself, at once (the box is ticked), React is
 * not given the click (it would answer it while it hydrates, and again when replayed), and the
 * new state is reported to the app once it has hydrated, with the fields typed in (ADR 116). Held
 * as taps, as they were, only the last tap on the page was replayed: a mood picked, then Save,
 * lost the mood.
 */
export const CHOICE_CONTROLS = ['label', 'input[type="radio"]', 'input[type="checkbox"]'].join(
  ', ',
);

/**
 * Where an Enter pressed before hydration is held, then replayed as a key press once the app has
 * hydrated: a field, whose Enter the browser answers by submitting the field's form (a click on
 * its default button, or a GET of the page with the fields in its address) and never hands to
 * the app, whose own key handler may answer it otherwise (the checkers' combobox adds the typed
 * name and submits nothing); and an element given a button's role that is not a button, whose
 * Enter only the app answers. Not a textarea (Enter writes a new line), nor a button or a link:
 * the browser turns their Enter into a click, held as any tap (HELD_CONTROLS) or followed.
 */
export const ENTER_HELD =
  'input:not([type=button],[type=submit],[type=reset],[type=image],[type=file],[type=color]), [role=button]:not(a,button,input)';

/**
 * A disclosure the boot loader opens itself when it is tapped before the app has started (the
 * header's menu button carries it): its panel is shown at once, marked with OPENED_BEFORE_APP,
 * instead of after the app has downloaded and run. The held click is still replayed, so the app's
 * state opens it too, and then the mark is removed.
 */
export const OPENS_BEFORE_APP = 'data-opens-before-app';
export const OPENED_BEFORE_APP = 'data-opened-before-app';

/**
 * A signed-in page's first answers (ADR 066): the server answers, in the page's HTML, the GET
 * requests the page makes first, with the same routes and the visitor's own cookie, so the page
 * shows its data without a round trip per request after its script has run. The app takes each
 * answer once, in place of the request (client/lib/first-answers.ts). Which requests each page
 * makes first is declared with its route (page-data.contract.ts).
 */
export const FIRST_ANSWERS_ID = 'wellnest-first-answers';

/**
 * The browser's time zone name, which the app keeps in this cookie so the server can tell which
 * calendar day the visitor's page will ask for (a tracker's "today" is the visitor's own day).
 */
export const TIME_ZONE_COOKIE = 'wellnest.tz';

/** The session check every signed-in page makes first. */
export const SESSION_ANSWER_PATH = '/api/auth/get-session';

/** What the page carries: each answer (a 200's JSON body) by its request path. */
export interface FirstAnswers {
  answers: Record<string, unknown>;
}

/**
 * The SPA shell's empty slot for a signed-in page's frame (the client's AppRoute.frame), as
 * renderToString writes the app frame's `<div data-page-frame="" />`: the server replaces it
 * with the path's frame when it answers a signed-in visitor.
 */
export const PAGE_FRAME_SLOT = '<div data-page-frame=""></div>';

/**
 * Marks the SPA shell's app frame (components/layouts/app-frame.tsx). A path that is prerendered
 * can still be answered with the shell (AppRoute.shellWhen: `/register?plan=…`, a signed-in
 * visitor): the browser entry renders into such a root afresh rather than hydrating the frame.
 */
export const APP_FRAME_ATTRIBUTE = 'data-app-frame';

/**
 * A signed-in page rendered by the server for its member (ADR 111): the SPA shell's root holds the
 * app frame between these comments (written by the prerenderer), which the server replaces with
 * the page's markup, and the root then carries SERVER_RENDERED_ATTRIBUTE, whose value is the day
 * the page was rendered for, so the browser entry hydrates it from that day.
 */
export const APP_FRAME_START = '<!--app-frame-->';
export const APP_FRAME_END = '<!--/app-frame-->';
export const SERVER_RENDERED_ATTRIBUTE = 'data-rendered-day';

/**
 * What the server hands the client's server entry to render a signed-in page for its member
 * (ADR 111): one declaration for both sides, since the server never imports client code.
 */
export interface MemberPageInput {
  path: string;
  /** The path with the request's query string ('/dashboard?demo=true'), as the router sees it. */
  location: string;
  /** The member's first answers by request path (a 200's body each), the session's included. */
  answers: Record<string, unknown>;
  /** The member's calendar day, the one their answers were asked for. */
  today: string;
  now: number;
  /** When the server stops waiting (epoch ms): a render still queued by then is skipped. */
  deadline: number;
  /**
   * Runs a synchronous render in the member's time zone (the server sets it around the call), so
   * the times the page formats are the ones the member's browser formats when it hydrates.
   */
  inZone: <T>(render: () => T) => T;
}
