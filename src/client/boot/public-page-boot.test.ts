import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_HYDRATED_EVENT } from '#shared/contracts/page-boot.contract';
import { bootPublicPage, readBootData } from './public-page-boot';
import { applyStoredState } from './stored-state';

const ENTRY = '/assets/index-abc.js';
const PRELOADS = ['/assets/react-1.js', '/assets/router-2.js'];
const VALID_CONSENT = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: true,
  timestamp: '2026-11-20T10:00:00.000Z',
});

function loaderScript(mode?: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('data-entry', ENTRY);
  script.setAttribute('data-preload', PRELOADS.join(' '));
  if (mode) script.setAttribute('data-boot', mode);
  return script;
}

/** The app's entry script, once the loader has added it. */
const entryScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((node) =>
    node.getAttribute('src'),
  );
const modulePreloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((node) =>
    node.getAttribute('href'),
  );

/**
 * Each test boots its loader in its own document and window-like event target: the listeners a
 * loader leaves behind would otherwise answer the next tests' events.
 */
let document: Document;

function isolatedWindow(): Window & typeof globalThis {
  const target = new EventTarget();
  return new Proxy(window, {
    get(real, key) {
      if (key === 'document') return document;
      if (key === 'addEventListener' || key === 'removeEventListener' || key === 'dispatchEvent')
        return target[key].bind(target);
      const value = Reflect.get(real, key) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(real) : value;
    },
  });
}

beforeEach(() => {
  document = window.document.implementation.createHTMLDocument('page');
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('readBootData', () => {
  it('reads the entry, the preloads and the mode, which defaults to intent', () => {
    expect(readBootData(loaderScript())).toEqual({
      entry: ENTRY,
      preloads: PRELOADS,
      mode: 'intent',
    });
    expect(readBootData(loaderScript('load')).mode).toBe('load');
    expect(readBootData(loaderScript('something-else')).mode).toBe('intent');
    // A page cached from a build before ADR 101 still boots, now on intent.
    expect(readBootData(loaderScript('intent')).mode).toBe('intent');
  });

  it('refuses a loader without an entry', () => {
    expect(() => readBootData(document.createElement('script'))).toThrow(/data-entry/);
  });
});

describe('applyStoredState', () => {
  const page = () => {
    document.body.innerHTML =
      '<section data-cookie-banner="">Cookies</section><aside data-footer-disclaimer="">Note</aside>';
    return {
      banner: document.querySelector('[data-cookie-banner]')!,
      disclaimer: document.querySelector('[data-footer-disclaimer]')!,
    };
  };

  it('opens the cookie banner when no choice, or a malformed one, is stored', () => {
    let { banner } = page();
    applyStoredState(document);
    expect(banner.hasAttribute('data-open')).toBe(true);
    window.localStorage.setItem('cookie-consent', '{"necessary":true}');
    ({ banner } = page());
    applyStoredState(document);
    expect(banner.hasAttribute('data-open')).toBe(true);
  });

  it('leaves the banner closed for a stored choice and hides a dismissed footer disclaimer', () => {
    window.localStorage.setItem('cookie-consent', VALID_CONSENT);
    window.localStorage.setItem('footer-disclaimer-dismissed', 'true');
    const { banner, disclaimer } = page();
    applyStoredState(document);
    expect(banner.hasAttribute('data-open')).toBe(false);
    expect(disclaimer.hasAttribute('data-dismissed')).toBe(true);
    expect(document.documentElement.className).toBe('');
  });
});

describe('bootPublicPage on intent', () => {
  it('loads nothing until the first intent, then the preloads and the entry once', () => {
    const win = isolatedWindow();
    // The page is still loading, so only an intent can start the app.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    bootPublicPage(loaderScript('intent'), win);
    expect(entryScripts()).toEqual([]);

    win.dispatchEvent(new Event('pointermove'));
    win.dispatchEvent(new Event('keydown'));
    expect(entryScripts()).toEqual([ENTRY]);
    expect(modulePreloads()).toEqual(PRELOADS);
  });

  it('starts nothing on load, when idle or after any time without an intent (ADR 101)', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const idle = vi.fn((task: () => void) => task());
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true });
    try {
      bootPublicPage(loaderScript('intent'), win);
      win.dispatchEvent(new Event('load'));
      // A scroll is not intent: the browser sends one to restore a position or follow an anchor.
      win.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(60_000);
      expect(idle).not.toHaveBeenCalled();
      expect(entryScripts()).toEqual([]);
      expect(modulePreloads()).toEqual([]);

      win.dispatchEvent(new Event('touchstart'));
      expect(entryScripts()).toEqual([ENTRY]);
      win.dispatchEvent(new Event('keydown'));
      expect(entryScripts()).toEqual([ENTRY]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('starts on each kind of intent: a touch, a key, a focus, a wheel, a real mouse move', () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel']) {
      document = window.document.implementation.createHTMLDocument('page');
      const win = isolatedWindow();
      bootPublicPage(loaderScript('intent'), win);
      win.dispatchEvent(new Event(type));
      expect(entryScripts(), type).toEqual([ENTRY]);
    }
    document = window.document.implementation.createHTMLDocument('page');
    const win = isolatedWindow();
    bootPublicPage(loaderScript('intent'), win);
    // A pointermove that did not move (a layout shift under a resting cursor) is not intent.
    const still = Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 });
    win.dispatchEvent(still);
    expect(entryScripts()).toEqual([]);
    win.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 3, movementY: 0 }));
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('lets a link navigate as a link before the app has started', () => {
    const win = isolatedWindow();
    document.body.innerHTML = '<main><a href="/register">Start</a></main>';
    bootPublicPage(loaderScript('intent'), win);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.documentElement.classList.contains('booting')).toBe(false);
  });

  it('holds a click on a button before hydration and replays it after', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    document.body.innerHTML = '<button type="button">Accept All</button>';
    const button = document.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    bootPublicPage(loaderScript('intent'), win);

    button.click();
    // Held: the page's own handlers do not see it yet, and the app starts.
    expect(clicks).toEqual([]);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(document.documentElement.classList.contains('booting')).toBe(true);

    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    expect(document.documentElement.classList.contains('booting')).toBe(false);
    // Replayed in a task of its own, after the app has rendered what the fields changed.
    expect(clicks).toEqual([]);
    vi.runAllTimers();
    expect(clicks).toEqual([false]);

    // Once hydrated, clicks go straight through.
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  /** A menu button marked to open before the app, its panel, and the clicks the app would see. */
  function bootedMenu(mark = true) {
    const win = isolatedWindow();
    document.body.innerHTML =
      `<button type="button" aria-expanded="false" aria-controls="menu"${mark ? ' data-opens-before-app' : ''}>Menu</button>` +
      '<ul id="menu" class="hidden"><li>Home</li></ul>';
    const button = document.querySelector('button')!;
    const menu = document.getElementById('menu')!;
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('app'));
    bootPublicPage(loaderScript('intent'), win);
    const isOpen = () =>
      button.getAttribute('aria-expanded') === 'true' &&
      menu.hasAttribute('data-opened-before-app');
    return { win, button, menu, clicks, isOpen };
  }

  it('opens a menu tapped before the app has started at once, and hands it to the app after', () => {
    vi.useFakeTimers();
    const { win, button, menu, clicks, isOpen } = bootedMenu();

    button.click();
    // Answered by the loader in this task: shown and reported open, and the app starts.
    expect(isOpen()).toBe(true);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(clicks).toEqual([]);

    // Once hydrated, the tap reaches the app (which opens its own state), then the mark goes.
    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    expect(clicks).toEqual(['app']);
    expect(menu.hasAttribute('data-opened-before-app')).toBe(false);
  });

  it('closes a menu tapped twice before the app has started, and replays nothing', () => {
    vi.useFakeTimers();
    const { win, button, menu, clicks } = bootedMenu();

    button.click();
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hasAttribute('data-opened-before-app')).toBe(false);
    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    expect(clicks).toEqual([]);
  });

  it('goes on opening and closing the menu itself when the app cannot load', () => {
    const { button, isOpen } = bootedMenu();

    button.click();
    expect(isOpen()).toBe(true);
    document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event('error'));
    // No app will ever answer: the menu the loader opened can still be closed, and opened again.
    button.click();
    expect(isOpen()).toBe(false);
    button.click();
    expect(isOpen()).toBe(true);
  });

  it('opens nothing for a button that is not marked to open before the app', () => {
    const { button, menu } = bootedMenu(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hasAttribute('data-opened-before-app')).toBe(false);
  });

  it('lets the browser tick a choice at once, keeps its click from the app, and reports it after', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    document.body.innerHTML =
      '<label for="yearly">Yearly</label><input id="yearly" type="radio" name="period">';
    const radio = document.querySelector('input')!;
    const clicks: boolean[] = [];
    radio.addEventListener('click', (event) => clicks.push(event.isTrusted));
    bootPublicPage(loaderScript('intent'), win);

    document.querySelector('label')!.click();
    // Ticked by the browser, the app started, and nothing the app listens to has seen the tap.
    expect(radio.checked).toBe(true);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(clicks).toEqual([]);
    expect(document.documentElement.classList.contains('booting')).toBe(false);

    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    // Reported once, as the field replay does: a click React answers without toggling again.
    expect(radio.checked).toBe(true);
    expect(clicks).toEqual([false]);
  });

  it('replays every choice and action in order, each control once, and none of its own events', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    document.body.innerHTML =
      '<form><label><input type="radio" name="mood" value="4"> 4 Good</label>' +
      '<label><input type="radio" name="energy" value="3"> 3 Steady</label>' +
      '<input type="checkbox" name="walk"><button type="button">Outdoors</button>' +
      '<button type="submit">Save</button></form>';
    const form = document.querySelector('form')!;
    const seen: string[] = [];
    form.addEventListener('click', (event) => {
      const target = event.target as HTMLInputElement;
      seen.push(target.name ? `${target.name} ${target.checked}` : `${target.textContent}`);
    });
    form.addEventListener('submit', (event) => {
      seen.push('submit');
      event.preventDefault();
    });
    bootPublicPage(loaderScript('load'), win);
    const outdoors = document.querySelector<HTMLButtonElement>('button[type="button"]')!;
    const save = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

    // Two choices, a box ticked and unticked, a chip, Save tapped twice: before the app.
    for (const label of document.querySelectorAll('label')) label.click();
    const walk = document.querySelector<HTMLInputElement>('[name="walk"]')!;
    walk.click();
    outdoors.click();
    save.click();
    walk.click();
    save.click();
    expect(seen).toEqual([]);

    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    // The choices as the visitor left them, then the chip and Save, each once: the clicks the
    // loader replays for the choices are not taken for the visitor's taps.
    expect(seen).toEqual(['mood true', 'energy true', 'walk false', 'Outdoors', 'Save', 'submit']);
  });

  it('lets links navigate and ignores clicks on text', () => {
    const win = isolatedWindow();
    document.body.innerHTML = '<a href="#pricing">Pricing</a><p>Some text</p>';
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    bootPublicPage(loaderScript('intent'), win);

    document.querySelector('a')!.click();
    document.querySelector('p')!.click();
    expect(prevented).toEqual([false, false]);
    expect(entryScripts()).toEqual([]);
  });

  it('lets held clicks through again when the app cannot load', () => {
    const win = isolatedWindow();
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    const clicks: number[] = [];
    button.addEventListener('click', () => clicks.push(1));
    bootPublicPage(loaderScript('intent'), win);

    button.click();
    document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event('error'));
    button.click();
    expect(clicks).toEqual([1]);
    expect(document.documentElement.classList.contains('booting')).toBe(false);
  });
});

describe('bootPublicPage and keyboard shortcuts', () => {
  it('replays the Alt+letter that started the app once it has hydrated', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    const seen: string[] = [];
    // The app listens on window; this test document has none, so its root stands in.
    document.addEventListener('keydown', (event) => {
      if (event.altKey) seen.push(event.code);
    });
    bootPublicPage(loaderScript('intent'), win);
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'm', code: 'KeyM', altKey: true, bubbles: true }),
    );
    win.dispatchEvent(new Event('keydown'));
    expect(entryScripts()).toEqual([ENTRY]);
    seen.length = 0; // what the page saw before the app was listening

    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['KeyM']);
  });

  it('replays nothing for a plain key', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    const seen: string[] = [];
    document.addEventListener('keydown', () => seen.push('key'));
    bootPublicPage(loaderScript('intent'), win);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    seen.length = 0;
    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual([]);
  });
});

describe('bootPublicPage and forms', () => {
  const enter = () =>
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });

  /**
   * A form as the app will answer it, in a page that has not hydrated yet: what the app's
   * listeners see, in order. `answersEnter`: the field's own Enter handler does the work and
   * prevents the submission, as the checkers' combobox does.
   */
  function bootedForm(answersEnter = false, typed = '') {
    const win = isolatedWindow();
    document.body.innerHTML =
      '<form><input aria-label="name"><textarea aria-label="note"></textarea>' +
      '<button type="button">Add</button><button>Check</button></form>';
    const form = document.querySelector('form')!;
    const field = document.querySelector('input')!;
    field.value = typed; // typed before any script ran
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(`input ${field.value}`));
    field.addEventListener('keydown', (event) => {
      seen.push(`${event.key} ${field.value}`);
      if (answersEnter) event.preventDefault();
    });
    form.addEventListener('click', (event) =>
      seen.push(`click ${(event.target as HTMLElement).textContent}`),
    );
    form.addEventListener('submit', (event) => {
      seen.push(`submit${event.defaultPrevented ? ' (prevented)' : ''}`);
      event.preventDefault(); // as React's onSubmit does; jsdom cannot navigate
    });
    bootPublicPage(loaderScript('intent'), win);
    const hydrate = () => {
      win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
      vi.runAllTimers();
    };
    return { win, form, field, seen, hydrate };
  }

  it('holds an Enter in a field before hydration and replays it once the typed value is reported', () => {
    vi.useFakeTimers();
    const { field, seen, hydrate } = bootedForm(false, 'fluconazole');

    const key = enter();
    field.dispatchEvent(key);
    // Held: the browser does not submit the form by itself, the page sees nothing yet, the app starts.
    expect(key.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(document.documentElement.classList.contains('booting')).toBe(true);

    hydrate();
    // The field's value first, then the Enter on the field, then what the browser would have
    // done with an Enter nobody answered: a click on the form's default button, which submits it.
    expect(seen).toEqual(['input fluconazole', 'Enter fluconazole', 'click Check', 'submit']);
    expect(document.documentElement.classList.contains('booting')).toBe(false);
  });

  it('submits nothing when the app answers the replayed Enter itself', () => {
    vi.useFakeTimers();
    const { field, seen, hydrate } = bootedForm(true, 'celecoxib');
    field.dispatchEvent(enter());
    hydrate();
    expect(seen).toEqual(['input celecoxib', 'Enter celecoxib']);
  });

  it('submits a form of one text field and no submit button itself when nobody answers', () => {
    vi.useFakeTimers();
    const { form, field, seen, hydrate } = bootedForm(false, 'warfarin');
    for (const button of form.querySelectorAll('button')) button.remove();
    field.dispatchEvent(enter());
    hydrate();
    expect(seen).toEqual(['input warfarin', 'Enter warfarin', 'submit']);
  });

  it('submits nothing from a form of two text fields and no submit button, as the browser', () => {
    vi.useFakeTimers();
    const { form, field, seen, hydrate } = bootedForm();
    for (const button of form.querySelectorAll('button')) button.remove();
    form.insertAdjacentHTML('beforeend', '<input type="number" aria-label="drops">');
    field.dispatchEvent(enter());
    hydrate();
    expect(seen).toEqual(['Enter ']);
  });

  it('holds a form submitted before hydration and replays it once, after the typed value', () => {
    vi.useFakeTimers();
    const { form, seen, hydrate } = bootedForm(false, 'Casey');
    form.insertAdjacentHTML('beforeend', '<input type="submit" value="Send">');
    const send = form.querySelector<HTMLInputElement>('input[type="submit"]')!;

    // A tap on an <input type="submit">, which no held tap covers, and a script's submission.
    send.click();
    form.requestSubmit();
    expect(seen).toEqual(['click ']); // the tap's click only: the submissions were held
    expect(entryScripts()).toEqual([ENTRY]);
    seen.length = 0;

    hydrate();
    // The last submission alone, once, after the field was reported.
    expect(seen).toEqual(['input Casey', 'submit']);
  });

  it('replays a submission by its control as a tap on it', () => {
    vi.useFakeTimers();
    const { form, seen, hydrate } = bootedForm();
    form.insertAdjacentHTML('beforeend', '<input type="submit" value="Send">');
    form.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    seen.length = 0;
    hydrate();
    expect(seen).toEqual(['click ', 'submit']);
  });

  it('replays only the last action: an Enter, then the form submitted, is submitted once', () => {
    vi.useFakeTimers();
    const { win, form, field, seen, hydrate } = bootedForm(false, 'ibuprofen');
    field.dispatchEvent(enter());
    field.dispatchEvent(enter());
    form.querySelector<HTMLButtonElement>('button:not([type])')!.click();
    hydrate();
    expect(seen).toEqual(['input ibuprofen', 'click Check', 'submit']);

    // Nothing is held any more, and a second signal replays nothing again.
    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['input ibuprofen', 'click Check', 'submit']);
  });

  it('gives the app what was typed even when the app put the field back before the replay', () => {
    vi.useFakeTimers();
    const { field, seen, hydrate } = bootedForm();
    field.value = 'naproxen';
    field.dispatchEvent(new Event('input', { bubbles: true })); // typed after the loader ran
    seen.length = 0;
    field.value = ''; // a render after hydration sets a controlled field from the app's state
    hydrate();
    expect(seen).toEqual(['input naproxen']);
    expect(field.value).toBe('naproxen');
  });

  it('reports no field the app filled in itself as it hydrated', () => {
    vi.useFakeTimers();
    const { field, seen, hydrate } = bootedForm();
    field.value = '3'; // a form library writes its default into the field, firing no event
    hydrate();
    expect(seen).toEqual([]);
  });

  it('leaves an Enter and a submission after hydration to the page', () => {
    vi.useFakeTimers();
    const { form, field, seen, hydrate } = bootedForm();
    hydrate();
    const key = enter();
    field.dispatchEvent(key);
    form.requestSubmit();
    expect(key.defaultPrevented).toBe(false);
    expect(seen).toEqual(['Enter ', 'submit']);
  });

  it('holds no Enter the browser answers otherwise: a new line, a button, a link, a shortcut', () => {
    const win = isolatedWindow();
    document.body.innerHTML =
      '<form><textarea></textarea><button>Send</button><a href="/about">About</a>' +
      '<input type="submit"><input type="checkbox"></form>';
    bootPublicPage(loaderScript('intent'), win);
    for (const target of document.querySelectorAll('textarea, button, a, input[type="submit"]')) {
      const key = enter();
      target.dispatchEvent(key);
      expect(key.defaultPrevented, target.outerHTML).toBe(false);
    }
    const ctrlEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.querySelector('input[type="checkbox"]')!.dispatchEvent(ctrlEnter);
    expect(ctrlEnter.defaultPrevented).toBe(false);
    expect(document.documentElement.classList.contains('booting')).toBe(false);
  });

  it('holds an Enter on an element given a button role, which only the app answers', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    document.body.innerHTML = '<div role="button" tabindex="0">Show more</div>';
    const control = document.querySelector('div')!;
    const seen: string[] = [];
    control.addEventListener('keydown', (event) => seen.push(event.key));
    bootPublicPage(loaderScript('intent'), win);
    const key = enter();
    control.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    win.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['Enter']);
  });
});

/** An isolated window whose PerformanceObserver is `Observer` (jsdom reports no paint timing). */
function windowWithObserver(Observer: unknown): Window & typeof globalThis {
  return new Proxy(isolatedWindow(), {
    get: (target, key) =>
      key === 'PerformanceObserver' ? Observer : (Reflect.get(target, key) as unknown),
  });
}

describe('bootPublicPage at load', () => {
  it('starts after the first frame without waiting for intent', () => {
    vi.useFakeTimers();
    const win = isolatedWindow();
    bootPublicPage(loaderScript('load'), win);
    expect(entryScripts()).toEqual([]);
    vi.runAllTimers();
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('where paint timing is reported, starts once the first contentful paint is, not before', () => {
    vi.useFakeTimers();
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(): void {}
      disconnect(): void {}
    }
    const win = windowWithObserver(PaintObserver);
    bootPublicPage(loaderScript('load'), win);
    // Frames go by (a timer after the next one started the app before): still waiting.
    vi.advanceTimersByTime(500);
    expect(entryScripts()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    vi.advanceTimersByTime(16);
    expect(entryScripts()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toEqual([ENTRY]);
    // Once only, whatever comes later.
    vi.runAllTimers();
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('starts after at most 1.5 s when no first contentful paint is reported', () => {
    vi.useFakeTimers();
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe(): void {}
      disconnect(): void {}
    }
    const win = windowWithObserver(SilentObserver);
    bootPublicPage(loaderScript('load'), win);
    vi.advanceTimersByTime(1_400);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(entryScripts()).toEqual([ENTRY]);
  });
});
