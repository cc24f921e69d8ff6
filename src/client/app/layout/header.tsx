/**
 * Site header: logo, primary navigation (signed-in and signed-out variants), the AI chat toggle,
 * Sign Out or Login, a collapsible menu below xl, and the subtitle bar. While the session is
 * loading it shows the signed-out variant, which is what the prerendered public pages contain, so
 * hydration matches.
 *
 * Signed in, the tools are grouped by what a member comes to do (Today, Safety checks, Health
 * records & care, Progress & insights, Nutrition & wellness, Account): on wide screens each group
 * is a disclosure (a button with aria-expanded that shows a list of links), in the mobile menu the
 * groups are listed open under their names, so every tool is at most two taps away. The links
 * come from `#client/app/navigation`, which keeps only paths the route table has. ADR 023, 104.
 *
 * Site search is one icon button away on every page and width ('/' or Ctrl+K from the keyboard).
 * Signed in, the bell (with its count) and the AI assistant sit in the bar beside it at every
 * width, so on a phone each is one tap away rather than at the foot of the menu, and the Menu
 * button carries a badge while major safety alerts are unread; the menu's Notifications link
 * carries the same mark, so the badge leads somewhere (ADR 087, 104).
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown, ChevronUp, LogOut, Menu, MessageCircle, X } from 'lucide-react';
import { isCurrentPage, SIGNED_OUT_NAV } from '#client/app/navigation';
import type { NavEntry } from '#client/app/nav-spec';
import { Logo } from '#client/components/layouts/logo';
import { useAuth } from '#client/lib/auth';
import { useSignOut } from '#client/lib/use-sign-out';
import { cn } from '#client/lib/cn';
import { CHAT_TOGGLE_EVENT } from '#client/lib/app-events';
import { HeaderSearchButton, HeaderSearchPanel } from '#client/components/layouts/header-search';
import { PRIMARY_NAV_ID } from '#client/components/layouts/landmarks';
import { SubtitleBar } from '#client/components/layouts/subtitle-bar';

export { PRIMARY_NAV_ID };
const MENU_ID = 'primary-navigation-menu';
const groupPanelId = (id: string) => `primary-navigation-${id}`;

/** The signed-in entries once loaded (one module for the page's life). */
let signedInNav: readonly NavEntry[] | null = null;

/**
 * A visitor's entries, or a signed-in user's once their module has loaded (it is not part of a
 * visitor's first load); until then a signed-in user sees no entries rather than a visitor's.
 */
function useNavEntries(signedIn: boolean): readonly NavEntry[] {
  const [loaded, setLoaded] = useState(signedInNav);
  useEffect(() => {
    if (!signedIn || loaded) return;
    let isCurrent = true;
    void import('#client/app/signed-in-frame').then((module) => {
      signedInNav = module.SIGNED_IN_NAV;
      // A transition: React renders the many links in slices that yield to input.
      if (isCurrent) startTransition(() => setLoaded(signedInNav));
    });
    return () => {
      isCurrent = false;
    };
  }, [signedIn, loaded]);
  if (!signedIn) return SIGNED_OUT_NAV;
  return loaded ?? [];
}

// No wrapping on a wide screen: the signed-in bar is one line (two-line 'Sign Out' looked broken).
// Its items sit 4 px in from their edges so a paid member's bar, plan badge and all, ends inside
// 1280 px (ADR 104).
const itemClass =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 xl:min-h-9 xl:gap-0.5 xl:px-1 xl:whitespace-nowrap';
const currentClass = 'bg-teal-50 text-teal-800';

export interface HeaderProps {
  /** Signed-in extras from features (the plan badge), composed by the app shell. */
  accountExtras?: ReactNode;
  /** Signed-in items for the bar itself at every width (the notification bell). */
  barExtras?: ReactNode;
  /** Signed in: what the Menu button carries (the unread safety alerts' badge). */
  menuBadge?: ReactNode;
  /** Signed in: a mark after a menu link's label, by the link's path (the alerts on Notifications). */
  linkBadges?: Readonly<Record<string, ReactNode>>;
}

// The bar's icon buttons: 40 px squares below sm so logo, search, bell, assistant and Menu fit 375 px.
const barIconClass =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:h-11 sm:w-11 xl:h-9 xl:w-9';

export function Header({
  accountExtras,
  barExtras,
  menuBadge,
  linkBadges = {},
}: HeaderProps = {}): ReactElement {
  const { isLoading, isSignedIn } = useAuth();
  const signedIn = !isLoading && isSignedIn;
  const navEntries = useNavEntries(signedIn);
  const { pathname } = useLocation();
  // The menu and a group are open only on the path where they were opened, so navigating closes them.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [openGroup, setOpenGroup] = useState<{ id: string; on: string } | null>(null);
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const isSearchOpen = searchOpenOn === pathname;
  const setSearchOpen = useCallback(
    (open: boolean) => {
      setSearchOpenOn(open ? pathname : null);
      if (open) {
        setMenuOpenOn(null);
        setOpenGroup(null);
      }
    },
    [pathname],
  );
  const { signOut, isSigningOut } = useSignOut();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const openGroupId = openGroup?.on === pathname ? openGroup.id : null;
  const closeMenu = () => {
    setMenuOpenOn(null);
    setOpenGroup(null);
  };

  // A click or tap outside the navigation closes an open group, as focus leaving it does.
  useEffect(() => {
    if (openGroupId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openGroupId]);

  async function handleSignOut(): Promise<void> {
    closeMenu();
    await signOut();
  }

  return (
    <header className="relative z-40 bg-white shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 xl:gap-1">
        <Logo />
        <div className="flex items-center gap-0 sm:gap-1 xl:gap-0.5">
          <HeaderSearchButton
            isOpen={isSearchOpen}
            onOpenChange={setSearchOpen}
            className="h-10 w-10 sm:h-11 sm:w-11 xl:h-9 xl:w-9"
          />
          {signedIn && (
            <>
              {barExtras}
              <button
                type="button"
                aria-label="Open AI chat assistant"
                title="AI chat assistant"
                className={barIconClass}
                onClick={() => {
                  closeMenu();
                  window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT));
                }}
              >
                <MessageCircle className="h-5 w-5" aria-hidden="true" />
              </button>
            </>
          )}
          <nav
            ref={navRef}
            id={PRIMARY_NAV_ID}
            aria-label="Primary"
            tabIndex={-1}
            className="rounded-lg"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // Escape closes the innermost open thing and gives focus back to the button that opened it.
              if (openGroupId !== null) {
                const id = openGroupId;
                setOpenGroup(null);
                document
                  .querySelector<HTMLElement>(`[aria-controls="${groupPanelId(id)}"]`)
                  ?.focus();
              } else if (isMenuOpen) {
                closeMenu();
                menuButtonRef.current?.focus();
              }
            }}
            onBlur={(event) => {
              // Tabbing out of the navigation closes an open group (not the mobile menu: its button stays).
              if (
                openGroupId !== null &&
                !navRef.current?.contains(event.relatedTarget as Node | null)
              )
                setOpenGroup(null);
            }}
          >
            <button
              ref={menuButtonRef}
              type="button"
              className="relative inline-flex h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:gap-2 sm:px-3 xl:hidden"
              aria-expanded={isMenuOpen}
              aria-controls={MENU_ID}
              // OPENS_BEFORE_APP: on a prerendered page the boot loader opens the menu on a tap
              // made before the app has started, and replays the tap to this handler after.
              data-opens-before-app=""
              onClick={() => {
                if (isMenuOpen) return closeMenu();
                setSearchOpenOn(null);
                setMenuOpenOn(pathname);
              }}
            >
              {isMenuOpen ? (
                <X className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Menu className="h-5 w-5" aria-hidden="true" />
              )}
              Menu
              {signedIn && menuBadge}
            </button>
            <ul
              id={MENU_ID}
              className={cn(
                // Below xl the open menu runs down the page (it scrolls with it), so no link is cut off.
                'absolute inset-x-0 top-full gap-1 border-t border-slate-200 bg-white px-4 py-3 shadow-md',
                'xl:static xl:flex xl:flex-row xl:items-center xl:gap-0.5 xl:border-0 xl:p-0 xl:shadow-none',
                // Signed in, the phone's menu is a grid: Home, Dashboard and Community share the
                // first row, each group spans it. A visitor's menu (what the boot loader may open
                // before the app runs) stays one column.
                signedIn ? 'grid-cols-6 gap-x-2' : 'flex-col',
                isMenuOpen ? (signedIn ? 'grid' : 'flex') : 'hidden',
              )}
            >
              {navEntries.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={entry.path} className={signedIn ? 'col-span-2' : undefined}>
                    <NavItemLink
                      path={entry.path}
                      label={entry.label}
                      pathname={pathname}
                      onNavigate={closeMenu}
                      badge={linkBadges[entry.path]}
                    />
                  </li>
                ) : (
                  <NavGroup
                    key={entry.id}
                    entry={entry}
                    pathname={pathname}
                    isOpen={openGroupId === entry.id}
                    onToggle={() =>
                      setOpenGroup(openGroupId === entry.id ? null : { id: entry.id, on: pathname })
                    }
                    onNavigate={closeMenu}
                    linkBadges={linkBadges}
                  />
                ),
              )}
              {signedIn ? (
                <>
                  {accountExtras && (
                    <li className="col-span-6 flex items-center xl:whitespace-nowrap">
                      {accountExtras}
                    </li>
                  )}
                  <li className="col-span-6">
                    <button
                      type="button"
                      className={cn(itemClass, 'w-full')}
                      disabled={isSigningOut}
                      aria-busy={isSigningOut}
                      onClick={() => void handleSignOut()}
                    >
                      <LogOut className="h-4 w-4 xl:hidden" aria-hidden="true" />
                      Sign Out
                    </button>
                  </li>
                </>
              ) : (
                <li>
                  <Link
                    to="/login"
                    onClick={closeMenu}
                    className="flex min-h-11 items-center justify-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 xl:ml-2 xl:min-h-9"
                  >
                    Login
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
      <HeaderSearchPanel isOpen={isSearchOpen} onOpenChange={setSearchOpen} />
      <SubtitleBar />
    </header>
  );
}

function NavItemLink({
  path,
  label,
  pathname,
  onNavigate,
  badge,
}: {
  path: string;
  label: string;
  pathname: string;
  onNavigate: () => void;
  /** Read after the label (its words are part of the link's name). */
  badge?: ReactNode;
}): ReactElement {
  const isCurrent = isCurrentPage(path, pathname);
  return (
    <Link
      to={path}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(itemClass, isCurrent && currentClass)}
    >
      {label}
      {badge}
    </Link>
  );
}

/**
 * One group's links. Wide screens: a disclosure button (its `barLabel`) and a drop-down list (no
 * ARIA menu roles: these are links, and Tab moves through them). The mobile menu: the group's name
 * over its list, always shown; the list is named by that text at every width.
 */
function NavGroup({
  entry,
  pathname,
  isOpen,
  onToggle,
  onNavigate,
  linkBadges,
}: {
  entry: Extract<NavEntry, { kind: 'group' }>;
  pathname: string;
  isOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  linkBadges: Readonly<Record<string, ReactNode>>;
}): ReactElement {
  const panelId = groupPanelId(entry.id);
  const nameId = `${panelId}-name`;
  const holdsCurrent = entry.links.some((link) => isCurrentPage(link.path, pathname));
  return (
    <li className="col-span-6 xl:relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn(itemClass, 'hidden xl:flex', holdsCurrent && currentClass)}
      >
        {entry.barLabel ?? entry.label}
        {isOpen ? (
          <ChevronUp className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
      {/* The mobile menu's heading; on wide screens the button above shows the group. */}
      <p
        id={nameId}
        className="mt-2 border-t border-slate-100 px-3 pt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase xl:hidden"
      >
        {entry.label}
      </p>
      <ul
        id={panelId}
        aria-labelledby={nameId}
        className={cn(
          'grid grid-cols-2 gap-x-2',
          'xl:absolute xl:top-full xl:left-0 xl:z-50 xl:mt-1 xl:w-64 xl:grid-cols-1 xl:rounded-xl xl:border xl:border-slate-200 xl:bg-white xl:p-2 xl:shadow-lg',
          isOpen ? 'xl:grid' : 'xl:hidden',
        )}
      >
        {entry.links.map((link) => (
          <li key={link.path}>
            <NavItemLink
              path={link.path}
              label={link.label}
              pathname={pathname}
              onNavigate={onNavigate}
              badge={linkBadges[link.path]}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
