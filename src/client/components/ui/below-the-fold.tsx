/**
 * Renders its children once their place comes near the screen, so a section lower on the page
 * does not load its data (or its code) with the first screen. The space it holds meanwhile is kept
 * while a lazy section's code downloads, so nothing below jumps. In a browser without
 * IntersectionObserver it renders at once.
 */
import { Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** How far below the screen a section starts loading, so it is ready when scrolled to. */
export const BELOW_THE_FOLD_MARGIN = '200px';

export function BelowTheFold({
  children,
  placeholderHeight,
}: {
  children: ReactNode;
  /** The space held meanwhile, near the section's height. */
  placeholderHeight: string;
}): ReactElement {
  // A page rendered on the server (ADR 111) holds the space, as the browser's first render does.
  const [isNear, setIsNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isNear || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: BELOW_THE_FOLD_MARGIN },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [isNear]);
  const space = (
    <div ref={placeholder} aria-hidden="true" style={{ minHeight: placeholderHeight }} />
  );
  if (isNear) return <Suspense fallback={space}>{children}</Suspense>;
  return space;
}
