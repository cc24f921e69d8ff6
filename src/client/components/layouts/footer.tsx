/** Site footer: the spec's twelve links, the safety statement, copyright 2024. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EmergencyLine } from './emergency-line';

interface FooterGroup {
  title: string;
  links: { to: string; label: string }[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { to: '/', label: 'Home' },
      { to: '/features', label: 'Features' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/sample-report', label: 'Sample Report' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/community', label: 'Community' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/legal', label: 'Legal' },
      { to: '/compliance-center', label: 'Compliance Center' },
    ],
  },
];

export const COPYRIGHT = '© 2024 Wellnest. All rights reserved.';

export function Footer(): ReactElement {
  return (
    <footer className="border-t border-slate-200 bg-white text-slate-700">
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
                  <li key={link.to}>
                    <Link
                      to={link.to}
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
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600">{COPYRIGHT}</p>
      </div>
    </footer>
  );
}
