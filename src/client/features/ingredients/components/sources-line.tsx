/**
 * The sources behind one flag, warning or verdict on one line: a web page is a link, a printed
 * reference (url null) is named as text.
 */
import type { ReactElement } from 'react';
import { isSafeSourceUrl } from '#client/components/ui/source-links';
import { cn } from '#client/lib/cn';
import type { CitedSource } from '#shared/contracts/ingredients.contract';

export function SourcesLine({
  sources,
  className,
}: {
  sources: readonly CitedSource[];
  className?: string;
}): ReactElement | null {
  const unique = [
    ...new Map(sources.map((source) => [source.url ?? source.title, source])).values(),
  ];
  if (unique.length === 0) return null;
  return (
    <p className={cn('text-xs break-words text-slate-700', className)}>
      <span className="font-semibold">{unique.length === 1 ? 'Source: ' : 'Sources: '}</span>
      {unique.map((source, index) => (
        <span key={source.url ?? source.title}>
          {index > 0 && '; '}
          {source.url !== null && isSafeSourceUrl(source.url) ? (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
            >
              {source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <cite className="not-italic">{source.title}</cite>
          )}
        </span>
      ))}
    </p>
  );
}
