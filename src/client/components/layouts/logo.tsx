import type { ReactElement } from 'react';
import { Link } from 'react-router';

/** The Wellnest mark and name, linking home; shared by the header and the prerendered frame. */
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
