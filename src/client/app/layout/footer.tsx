/**
 * Site footer: the site links (those whose pages exist: `#client/app/navigation`), the safety
 * statement, and the copyright with the current year.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FOOTER_GROUPS } from '#client/app/navigation';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { EmergencyLine } from '#client/components/layouts/emergency-line';

export { FOOTER_GROUPS };

export function copyrightFor(year: number): string {
  return `© ${year} Wellnest. All rights reserved.`;
}

/**
 * The year is read at render. A prerendered page carries its build year; if the build year is not
 * this year, hydration would meet a different text, so the line is keyed on hydration: React keeps
 * the prerendered text while hydrating (no mismatch error) and then mounts it afresh with this year.
 */
function Copyright(): ReactElement {
  const isHydrated = useIsHydrated();
  return (
    <p
      key={isHydrated ? 'live' : 'prerendered'}
      suppressHydrationWarning
      className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600"
    >
      {copyrightFor(new Date().getFullYear())}
    </p>
  );
}

export function Footer(): ReactElement {
  return (
    <footer className="border-t border-slate-200 bg-white text-slate-700 [content-visibility:auto] [contain-intrinsic-size:auto_600px]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div className="space-y-3 text-sm">
          <p className="text-base font-bold text-slate-900">Wellnest</p>
          <p>
            Wellnest provides general wellness information for adults. It is not a medical device
            and is not for diagnosis, treatment or emergencies. The AI may be wrong; always consult
            a qualified health professional.
          </p>
          <EmergencyLine className="text-red-800" />
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-xs font-semibold tracking-wide text-slate-900 uppercase">
                {group.title}
              </h2>
              <ul className="mt-2 space-y-1">
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link
                      to={link.path}
                      className="inline-block rounded py-1 text-sm text-slate-700 hover:text-teal-800 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <Copyright />
      </div>
    </footer>
  );
}
