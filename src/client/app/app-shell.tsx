/**
 * The frame around every page: skip link, header with subtitle bar, Back to
 * Dashboard bar, main content, footer disclaimer, footer, the AI chat panel (signed-in users only,
 * loaded on first open), the cookie banner, and the client-only extras (welcome popup, keyboard
 * shortcuts). Safe mode skips the banner and the extras.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_HYDRATED_EVENT } from '#shared/contracts/page-boot.contract';
import { GlobalErrorToaster } from '#client/components/errors/global-error-toaster';
import { ChatPanelMount } from '#client/features/chat/components/chat-panel-mount';
import { WelcomeDisclaimerMount } from '#client/features/disclaimer/welcome-disclaimer-mount';
import { isSafeMode } from '#client/lib/safe-mode';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { BackToDashboardBar } from './layout/back-to-dashboard-bar';
import { Footer } from './layout/footer';
import { FooterDisclaimer } from '#client/components/layouts/footer-disclaimer';
import { Header, PRIMARY_NAV_ID } from './layout/header';
import { preloadableLazy } from './lazy-page';

// The header's plan badge and notification bell: signed-in users only, so their code (the plan
// data, the notification list) loads then, with the signed-in navigation, and never on a
// visitor's first load.
const PlanBadge = lazy(() =>
  import('./signed-in-frame').then((module) => ({ default: module.PlanBadge })),
);
const NotificationBadge = lazy(() =>
  import('./signed-in-frame').then((module) => ({ default: module.NotificationBadge })),
);
const MenuAlertBadge = lazy(() =>
  import('./signed-in-frame').then((module) => ({ default: module.MenuAlertBadge })),
);
const NotificationsLinkAlertMark = lazy(() =>
  import('./signed-in-frame').then((module) => ({ default: module.NotificationsLinkAlertMark })),
);

/**
 * The menu's marks by link path (ADR 104): the Menu button's alert badge leads to Notifications.
 * The path is written out: importing the bell's module here would put it in a visitor's first load.
 */
export const MENU_LINK_BADGES = {
  '/notifications': (
    <Suspense fallback={null}>
      <NotificationsLinkAlertMark />
    </Suspense>
  ),
};

/**
 * The cookie banner's code arrives in a chunk of its own, to keep the landing page's initial
 * JavaScript within its budget. Prerendered pages carry its markup, hidden until the boot loader
 * finds no stored choice (ADR 049), so the prerenderer and the browser entry preload it before
 * rendering.
 */
export const COOKIE_BANNER = preloadableLazy(
  () =>
    import('#client/features/consent/cookie-banner').then((module) => ({
      default: module.CookieBanner,
    })),
  null,
);

export const MAIN_CONTENT_ID = 'main-content';

// The header's signed-in parts, made once: each render of the shell would otherwise hand the
// header new elements, and a Suspense boundary still waiting for its code (the badges hydrate when
// their chunk arrives) that receives new props before it has hydrated is rendered afresh by React,
// its server markup thrown away, in a synchronous render.
const BAR_EXTRAS = (
  <Suspense fallback={null}>
    <NotificationBadge />
  </Suspense>
);
const MENU_BADGE = (
  <Suspense fallback={null}>
    <MenuAlertBadge />
  </Suspense>
);
const ACCOUNT_EXTRAS = (
  <Suspense fallback={null}>
    <PlanBadge />
  </Suspense>
);

export function AppShell({ children }: { children: ReactNode }): ReactElement {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header
        barExtras={BAR_EXTRAS}
        menuBadge={MENU_BADGE}
        linkBadges={MENU_LINK_BADGES}
        accountExtras={ACCOUNT_EXTRAS}
      />
      <BackToDashboardBar />
      {/* At least a screen tall, so the footer starts below the fold: on a page whose content
          arrives after its first paint, a footer in view would jump down as it arrives. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-screen flex-1 outline-none">
        {children}
      </main>
      <FooterDisclaimer />
      <Footer />
      <ScrollToTop />
      <GlobalErrorToaster />
      <ChatPanelMount />
      <ClientOnlyParts />
    </div>
  );
}

/**
 * The parts that exist only once the page has hydrated: the cookie banner decides from the stored
 * choice, the extras mount, the boot loader is told. Their own component, so that hydration ending
 * re-renders them and not the whole shell.
 */
function ClientOnlyParts(): ReactElement {
  const isHydrated = useIsHydrated();
  // Read once per page load: client navigation dropping `?safe` should not re-enable the extras.
  const [isSafe] = useState(isSafeMode);
  const showExtras = isHydrated && !isSafe;
  return (
    <>
      {!(isHydrated && isSafe) && <COOKIE_BANNER.Component />}
      {showExtras && (
        <>
          <WelcomeDisclaimerMount />
          <KeyboardShortcuts />
        </>
      )}
      {/* Last, and only once hydrated: its effect runs after the shortcuts' listener is on. */}
      {isHydrated && <HydrationSignal />}
    </>
  );
}

/**
 * Tells the boot loader that React has hydrated the page and rendered its client-only parts, so it
 * replays what the visitor did before: fields, a click, a keyboard shortcut.
 */
function HydrationSignal(): null {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return null;
}

/** Each path change starts at the top of the page (not on first load, not for #anchors). */
export function ScrollToTop(): null {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Keyboard shortcuts: Alt+h home, Alt+m main content, Alt+n navigation. */
export function KeyboardShortcuts(): null {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Alt+letter types accented characters in fields on some keyboards (Alt+n is ñ on a Mac).
      if (!event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      const key = event.code.startsWith('Key')
        ? event.code.slice(3).toLowerCase()
        : event.key.toLowerCase();
      if (key === 'h') void navigate('/');
      else if (key === 'm') document.getElementById(MAIN_CONTENT_ID)?.focus();
      else if (key === 'n') document.getElementById(PRIMARY_NAV_ID)?.focus();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return null;
}
