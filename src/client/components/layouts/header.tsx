/**
 * Site header: logo, primary navigation (signed-in and signed-out
 * variants), the AI chat toggle, Sign Out or Login, a collapsible menu below md, and the
 * subtitle bar. While the session is loading it shows the signed-out variant, which is what the
 * prerendered public pages contain, so hydration matches.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogOut, Menu, MessageCircle, X } from 'lucide-react';
import { useAuth } from '#client/lib/auth';
import { useSignOut } from '#client/lib/use-sign-out';
import { cn } from '#client/lib/cn';
import { SubtitleBar } from './subtitle-bar';

/** The chat panel (a later feature) listens for this event on window. */
export const CHAT_TOGGLE_EVENT = 'wellnest:toggle-chat';
export const PRIMARY_NAV_ID = 'primary-navigation';
const MENU_ID = 'primary-navigation-menu';

interface NavItem {
  to: string;
  label: string;
}

export function navItemsFor(signedIn: boolean): NavItem[] {
  return signedIn
    ? [
        { to: '/', label: 'Home' },
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/community', label: 'Community' },
      ]
    : [
        { to: '/', label: 'Home' },
        { to: '/how-it-works', label: 'How It Works' },
        { to: '/about', label: 'About' },
        { to: '/pricing', label: 'Pricing' },
      ];
}

const itemClass =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:min-h-9';

export function Logo(): ReactElement {
  return (
    <Link
      to="/"
      aria-label="Wellnest home"
      className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900"
    >
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path
          d="M32 50s-16-9.6-16-22a9 9 0 0 1 16-5.6A9 9 0 0 1 48 28c0 12.4-16 22-16 22z"
          fill="#fff"
        />
        <path d="M32 22v16M24 30h16" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span>Wellnest</span>
    </Link>
  );
}

export interface HeaderProps {
  /** Signed-in extras from features (the plan badge), composed by the app shell. */
  accountExtras?: ReactNode;
}

export function Header({ accountExtras }: HeaderProps = {}): ReactElement {
  const { isLoading, isSignedIn } = useAuth();
  const signedIn = !isLoading && isSignedIn;
  const { pathname } = useLocation();
  // The menu is open only on the path where it was opened, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const { signOut, isSigningOut } = useSignOut();
  const isMenuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);

  async function handleSignOut(): Promise<void> {
    closeMenu();
    await signOut();
  }

  return (
    <header className="relative z-40 bg-white shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <nav
          id={PRIMARY_NAV_ID}
          aria-label="Primary"
          tabIndex={-1}
          className="rounded-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isMenuOpen) closeMenu();
          }}
        >
          <button
            type="button"
            className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
            Menu
          </button>
          <ul
            id={MENU_ID}
            className={cn(
              'absolute inset-x-0 top-full flex-col gap-1 border-t border-slate-200 bg-white px-4 py-3 shadow-md',
              'md:static md:flex md:flex-row md:items-center md:border-0 md:p-0 md:shadow-none',
              isMenuOpen ? 'flex' : 'hidden',
            )}
          >
            {navItemsFor(signedIn).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    cn(itemClass, isActive && 'bg-teal-50 text-teal-800')
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {signedIn ? (
              <>
                {accountExtras && <li className="flex items-center">{accountExtras}</li>}
                <li>
                  <button
                    type="button"
                    aria-label="Open AI chat assistant"
                    className={cn(itemClass, 'w-full')}
                    onClick={() => {
                      closeMenu();
                      window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT));
                    }}
                  >
                    <MessageCircle className="h-4 w-4" aria-hidden="true" />
                    AI chat
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    className={cn(itemClass, 'w-full')}
                    disabled={isSigningOut}
                    aria-busy={isSigningOut}
                    onClick={() => void handleSignOut()}
                  >
                    <LogOut className="h-4 w-4" aria-hidden="true" />
                    Sign Out
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link
                  to="/login"
                  onClick={closeMenu}
                  className="flex min-h-11 items-center justify-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 md:ml-2 md:min-h-9"
                >
                  Login
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <SubtitleBar />
    </header>
  );
}
