import type { ReactElement } from 'react';
import { BookOpen, ExternalLink } from 'lucide-react';
import { cn } from '#client/lib/cn';

interface SourceRef {
  title: string;
  url: string;
}

/** Only our own paths and http(s) pages become links: a source is data, not markup. */
export function isSafeSourceUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The references behind an answer or a warning; on paper each link's address is printed after it. */
export function SourceLinks({
  sources,
  className,
}: {
  sources: readonly SourceRef[];
  className?: string;
}): ReactElement | null {
  if (sources.length === 0) return null;
  return (
    <div className={cn('text-sm', className)}>
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <BookOpen className="h-4 w-4 text-teal-700" aria-hidden="true" />
        {sources.length === 1 ? 'Source' : 'Sources'}
      </p>
      <ul className="mt-1 space-y-1">
        {sources.map((source) => (
          <li key={`${source.url}-${source.title}`} className="break-words">
            {isSafeSourceUrl(source.url) ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-baseline gap-1 font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
              >
                {source.title}
                <ExternalLink
                  className="h-3 w-3 shrink-0 self-center print:hidden"
                  aria-hidden="true"
                />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-slate-700">{source.title}</span>
            )}
            <span className="hidden text-xs text-slate-700 print:inline"> ({source.url})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
