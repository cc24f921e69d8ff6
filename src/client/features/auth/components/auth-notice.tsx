/** Banners on the auth screens: errors are alerts, everything else a polite status. */
import { CircleCheck, CircleX, Info } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-teal-200 bg-teal-50 text-teal-900',
};

const ICONS = { error: CircleX, success: CircleCheck, info: Info };

interface AuthNoticeProps {
  tone: Tone;
  title?: string;
  children?: ReactNode;
  className?: string;
  id?: string;
}

export function AuthNotice({
  tone,
  title,
  children,
  className,
  id,
}: AuthNoticeProps): ReactElement {
  const Icon = ICONS[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-3 text-sm', TONES[tone], className)}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
