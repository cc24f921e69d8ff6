/**
 * The boot loader of prerendered public pages (ADR 039, ADR 049, ADR 101). The page is complete in
 * its HTML: it paints, reads, scrolls and navigates (links are plain links) without any script.
 * This loader, a deferred classic script of about 7.5 KB (2.6 KB in Brotli), is the only script
 * such a page runs until the visitor shows intent, and decides when the app's modules load:
 *
 * - `data-boot="load"` (a page that fetches data to show its content, or a visitor with a session
 *   cookie): after the first frame, as ADR 039 did for every page.
 * - `data-boot="intent"` (content pages for visitors): on the first sign that the visitor is doing
 *   something (INTENT_EVENTS: a touch, which is how a phone scrolls, a mouse that moved, a key, a
 *   focus, a wheel), never while the page is merely open. ADR 061 also started it once the page
 *   was idle, which downloaded about 230 KiB of script on every visit (ADR 101); a reader who
 *   never touches the page now loads the loader alone.
 *
 * The same loader runs on signed-in pages the server rendered for their member (ADR 111), which
 * start at load: the member may still tap or type before React has hydrated them.
 *
 * What answers a tap before the app has run: a link navigates as a link (the browser's own
 * answer); a choice (a radio, a checkbox, a label: CHOICE_CONTROLS) is ticked by the browser at
 * once and reported with the fields; a disclosure marked OPENS_BEFORE_APP (the header's menu) is
 * opened or closed by the loader at once, in the next frame, and the tap is still handed to the
 * app; any other button's tap is held and replayed once React has hydrated (React cannot see an
 * event that happened before it attached), after the fields changed meanwhile have been reported
 * to the app (field-edits.ts: recorded as they are made, ADR 116). An Enter in a field
 * (ENTER_HELD) and a form's submission are held and replayed the same way: the browser would
 * otherwise submit the form by itself, a GET of the page or a click on its default button, and
 * the app would never see the key. Held actions are replayed in order, a control tapped twice
 * once and a form submitted once (addHeldAction). If the app cannot load, the loader keeps
 * answering the menu. Before any of that it marks the UI that depends on a stored choice (the
 * cookie banner, the footer disclaimer).
 *
 * Bundled on its own by scripts/prerender.ts (public-page-boot.entry.ts): no React, no app code.
 */
import { isLoaderEvent, replayEditedFields, watchFieldEdits } from './field-edits';
import { addHeldAction, type HeldAction } from './held-actions';
import { applyStoredState } from './stored-state';
import {
  BOOT_MODE_ATTRIBUTE,
  CHOICE_CONTROLS,
  ENTER_HELD,
  HELD_CONTROLS,
  INTENT_EVENTS,
  OPENED_BEFORE_APP,
  OPENS_BEFORE_APP,
  PAGE_HYDRATED_EVENT,
  BOOTING_CLASS,
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

function appendModulePreload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  // The same CORS mode as the module script that will use it, so the cached copy matches.
  link.crossOrigin = '';
  link.href = href;
  doc.head.appendChild(link);
}

/**
 * Opens or closes a disclosure marked OPENS_BEFORE_APP (a button with aria-controls) as the app
 * will, so a tap before the app has started is answered in the next frame. Returns whether it is
 * now open, or null when the control is no such disclosure.
 */
export function toggleBeforeApp(doc: Document, control: HTMLElement): boolean | null {
  if (!control.hasAttribute(OPENS_BEFORE_APP)) return null;
  const panelId = control.getAttribute('aria-controls');
  const panel = panelId ? doc.getElementById(panelId) : null;
  if (!panel) return null;
  const open = control.getAttribute('aria-expanded') !== 'true';
  control.setAttribute('aria-expanded', String(open));
  if (open) panel.setAttribute(OPENED_BEFORE_APP, '');
  else panel.removeAttribute(OPENED_BEFORE_APP);
  return open;
}

/** The fields that block a form's implicit submission when it has no submit button (HTML spec). */
const TEXT_FIELD =
  /^(text|search|url|tel|email|password|date|month|week|time|datetime-local|number)$/;

/**
 * Replays an Enter held before hydration on `target` (ENTER_HELD). The app's own key handler
 * answers first; unless it prevented the default (the checkers' combobox adds the typed name and
 * submits nothing), the field's form is submitted as the browser would have done it (the spec's
 * implicit submission): a click on its default button (its first submit button, whose handlers
 * run; a disabled one does nothing), or, in a form without one, the form's own submission unless
 * it has several text fields.
 */
export function pressEnter(win: Window & typeof globalThis, target: HTMLElement): void {
  const key = new win.KeyboardEvent('keydown', {
    key: 'Enter',
    code: 'Enter',
    bubbles: true,
    cancelable: true,
  });
  const form = (target as HTMLInputElement).form;
  if (!target.dispatchEvent(key) || !form) return;
  const fields = [...form.elements] as HTMLInputElement[];
  const button = fields.find((field) => field.type === 'submit');
  if (button) button.click();
  else if (fields.filter((field) => TEXT_FIELD.test(field.type)).length < 2) form.requestSubmit();
}

/** The longest the app waits for the page's first contentful paint to be reported. */
const FIRST_PAINT_WAIT_MS = 1_500;

/**
 * Runs `run` once the page's first contentful paint has been shown. The browser reports the paint
 * after the frame is on screen, where a timer after the next animation frame can fire before it:
 * the app's files then went out ahead of the paint, and on a slow network the page's own
 * resources (and with them its largest paint) waited behind them. Where paint timing is not
 * reported, after the next frame as before; and at the latest after FIRST_PAINT_WAIT_MS.
 */
function afterFirstPaint(win: Window & typeof globalThis, run: () => void): void {
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => win.setTimeout(run, 0));
    return;
  }
  let done = false;
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  function once(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    win.setTimeout(run, 0);
  }
  observer.observe({ type: 'paint', buffered: true });
  win.setTimeout(once, FIRST_PAINT_WAIT_MS);
}

function replayAction(win: Window & typeof globalThis, { control, enter }: HeldAction): void {
  if (!control.isConnected) return;
  if (enter) pressEnter(win, control);
  else if (control instanceof win.HTMLFormElement) control.requestSubmit();
  else control.click();
}

export function bootPublicPage(
  script: HTMLScriptElement,
  win: Window & typeof globalThis = window,
): void {
  const doc = win.document;
  const data = readBootData(script);
  applyStoredState(doc);
  // From now on, what the visitor types or picks is recorded for the app (ADR 116).
  const fieldEdits = watchFieldEdits(doc);

  let started = false;
  /** React has hydrated (PAGE_HYDRATED_EVENT): choices reach it; held actions wait for the replay. */
  let appHydrated = false;
  let hydrated = false;
  /**
   * The visitor's actions before hydration, replayed in order once the fields are: controls tapped,
   * Enters in fields, forms submitted otherwise (addHeldAction).
   */
  let held: HeldAction[] = [];
  let heldShortcut: KeyboardEventInit | null = null;

  const stopHolding = () => {
    hydrated = true;
    fieldEdits.stop();
    doc.documentElement.classList.remove(BOOTING_CLASS);
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('keydown', holdKey, true);
    doc.removeEventListener('submit', holdSubmit, true);
  };

  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS)
      win.removeEventListener(type, type === 'pointermove' ? startOnRealMove : start, true);
    for (const href of data.preloads) appendModulePreload(doc, href);
    const entry = doc.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = data.entry;
    // Without the app, held clicks could never be answered: let them through again. A menu the
    // loader opened must still close, so the loader goes on toggling such disclosures itself.
    entry.addEventListener('error', () => {
      held = [];
      stopHolding();
      doc.addEventListener('click', toggleWithoutApp, true);
    });
    doc.head.appendChild(entry);
  }

  function toggleWithoutApp(event: MouseEvent): void {
    const control =
      event.target instanceof win.Element
        ? event.target.closest<HTMLElement>(`[${OPENS_BEFORE_APP}]`)
        : null;
    if (control) toggleBeforeApp(doc, control);
  }

  /**
   * Holds an action (the event is prevented and stopped by the caller: React, which may already
   * listen on its root while it hydrates, must not answer it now and again when replayed) and
   * starts the app.
   */
  function hold(control: HTMLElement, enter = false): void {
    held = addHeldAction(held, { control, enter });
    doc.documentElement.classList.add(BOOTING_CLASS);
    start();
  }

  function holdClick(event: MouseEvent): void {
    if (hydrated || isLoaderEvent(event) || !(event.target instanceof win.Element)) return;
    const control = event.target.closest<HTMLElement>(`${HELD_CONTROLS}, ${CHOICE_CONTROLS}`);
    if (!control) return;
    if (control.matches(CHOICE_CONTROLS)) {
      if (appHydrated) return;
      // The browser ticks it at once; the app is told with the fields (fieldEdits), not by React
      // answering this click while it hydrates and the replay answering it again.
      event.stopImmediatePropagation();
      start();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    // A disclosure opened and closed again before the app runs has nothing left to replay.
    const opened = toggleBeforeApp(doc, control);
    if (opened === false && held.at(-1)?.control === control) {
      held = held.slice(0, -1);
      start();
    } else hold(control);
  }

  /**
   * Keys whose answer is the app's, pressed before it has hydrated:
   * - Alt+letter is a keyboard shortcut (spec: Alt+h home, Alt+m main content, Alt+n
   *   navigation); its listener is the app's, so the first press, which starts the app, is
   *   replayed once it runs. Nothing is prevented: the app ignores Alt in fields, where it types
   *   a character.
   * - Enter in a field (ENTER_HELD) is held as a tap is: prevented, so the browser does not
   *   submit the form itself (a GET that reloads the page, or a click on the default button that
   *   skips the app's own Enter: the checkers' combobox adds the typed name), and replayed on the
   *   field after the fields have been reported (pressEnter).
   */
  function holdKey(event: KeyboardEvent): void {
    if (hydrated || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (event.altKey) {
      heldShortcut = { key: event.key, code: event.code, altKey: true, bubbles: true };
    } else if (
      event.key === 'Enter' &&
      !event.isComposing &&
      target instanceof win.HTMLElement &&
      target.matches(ENTER_HELD)
    ) {
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(target, true);
    }
  }

  /**
   * A form submitted before hydration by what no tap or Enter above holds (a tap on an
   * `<input type="submit">`, a script): React would not see it, and the browser would send the
   * page away with the fields in its address. Held as a tap on the control that submitted it, or
   * as the form's own submission.
   */
  function holdSubmit(event: SubmitEvent): void {
    if (hydrated || !(event.target instanceof win.HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(event.submitter ?? event.target);
  }

  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('keydown', holdKey, true);
  doc.addEventListener('submit', holdSubmit, true);
  win.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      appHydrated = true;
      // Actions stay held until the fields are replayed too: a submit must see what was typed.
      replayEditedFields(
        doc,
        win,
        () => {
          const actions = held;
          const shortcut = heldShortcut;
          held = [];
          heldShortcut = null;
          stopHolding();
          replayActions(actions, shortcut);
        },
        fieldEdits.edits(),
        fieldEdits,
      );
    },
    { once: true },
  );

  /** Each action in a task of its own, so the app has rendered the one before (and the fields). */
  function replayActions(actions: HeldAction[], shortcut: KeyboardEventInit | null): void {
    const next = actions.shift();
    win.setTimeout(() => {
      if (next) {
        replayAction(win, next);
        return replayActions(actions, shortcut);
      }
      // The app's state now has what the loader showed early: its own markup takes over.
      for (const panel of doc.querySelectorAll(`[${OPENED_BEFORE_APP}]`))
        panel.removeAttribute(OPENED_BEFORE_APP);
      if (shortcut)
        (doc.activeElement ?? doc.body).dispatchEvent(new win.KeyboardEvent('keydown', shortcut));
    }, 0);
  }

  if (data.mode === 'load') {
    // A hidden tab paints no frames: start at once there.
    if (doc.visibilityState === 'hidden') start();
    else afterFirstPaint(win, start);
    return;
  }

  // Nothing else starts it: not the load event, not an idle browser (ADR 101).
  for (const type of INTENT_EVENTS) {
    win.addEventListener(type, type === 'pointermove' ? startOnRealMove : start, {
      capture: true,
      passive: true,
    });
  }

  /**
   * A pointer that moved. The browser also sends a pointermove that did not move (movement 0,0)
   * when the layout shifts under a resting cursor, or on a touch screen after the page loads: that
   * is not the visitor's intent, and it started the app on a phone nobody had touched.
   */
  function startOnRealMove(event: Event): void {
    const move = event as PointerEvent;
    if (move.movementX === 0 && move.movementY === 0) return;
    start();
  }
}
