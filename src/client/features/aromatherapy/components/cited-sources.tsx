/**
 * The sources behind a fact or a warning: a web page becomes a link; a printed reference (its
 * `url` is null: Tisserand & Young, the IFRA standards) is named as text.
 */
import type { ReactElement } from 'react';
import { BookOpen, ExternalLink } from 'lucide-react';
import { isSafeSourceUrl } from '#client/components/ui/source-links';
import { cn } from '#client/lib/cn';
import type { CitedSource } from '#shared/contracts/aromatherapy.contract';

export function CitedSourceLink({ source }: { source: CitedSource }): ReactElement {
  if (source.url === null || !isSafeSourceUrl(source.url))
    return <cite className="text-slate-700 not-italic">{source.title}</cite>;
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words text-teal-800 underline underline-offset-2 hover:text-teal-900"
    >
      {source.title}
      <ExternalLink
        className="ml-1 inline h-3 w-3 shrink-0 align-baseline print:hidden"
        aria-hidden="true"
      />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Each source once (by URL, or by title for printed ones). */
export function uniqueCitedSources(sources: readonly CitedSource[]): CitedSource[] {
  const seen = new Map<string, CitedSource>();
  for (const source of sources) seen.set(source.url ?? source.title, source);
  return [...seen.values()];
}

export function CitedSources({
  sources,
  className,
  compact = false,
}: {
  sources: readonly CitedSource[];
  className?: string;
  /** One line, 'Source: …', for a single fact. */
  compact?: boolean;
}): ReactElement | null {
  const unique = uniqueCitedSources(sources);
  if (unique.length === 0) return null;
  if (compact)
    return (
      <p className={cn('text-xs text-slate-700', className)}>
        <span className="font-semibold">{unique.length === 1 ? 'Source: ' : 'Sources: '}</span>
        {unique.map((source, index) => (
          <span key={source.url ?? source.title}>
            {index > 0 && '; '}
            <CitedSourceLink source={source} />
          </span>
        ))}
      </p>
    );
  return (
    <div className={cn('text-sm', className)}>
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <BookOpen className="h-4 w-4 text-teal-700" aria-hidden="true" />
        {unique.length === 1 ? 'Source' : 'Sources'}
      </p>
      <ul className="mt-1 space-y-1">
        {unique.map((source) => (
          <li key={source.url ?? source.title} className="break-words">
            <CitedSourceLink source={source} />
          </li>
        ))}
      </ul>
    </div>
  );
}
