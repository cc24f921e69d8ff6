/** The centred card every auth screen sits in, with the page's one h1. */
import type { ReactElement, ReactNode } from 'react';
import { Card } from '#client/components/ui/card';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps): ReactElement {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
      </div>
      <Card className="p-5 sm:p-8">{children}</Card>
    </div>
  );
}
