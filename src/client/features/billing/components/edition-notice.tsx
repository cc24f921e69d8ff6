/**
 * Shown instead of a feature this edition lacks: the Wellness edition has no uploads,
 * advanced analysis, provider integration, unlimited access or risk assessment. The link goes
 * to the Health edition's pricing page.
 */
import { useId, type ReactElement } from 'react';
import { FEATURE_NAMES, type FeatureKey } from '#shared/domain/plans';

/** The Health edition runs on the host whose first label is `health`. */
export function healthEditionUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> | null = typeof window === 'undefined'
    ? null
    : window.location,
): string {
  if (!location) return path;
  const labels = location.hostname.split('.');
  const host =
    labels.length >= 3 ? ['health', ...labels.slice(1)].join('.') : `health.${location.hostname}`;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}${path}`;
}

export function EditionNotice({
  feature,
  headingLevel = 2,
}: {
  feature: FeatureKey;
  headingLevel?: 2 | 3;
}): ReactElement {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {FEATURE_NAMES[feature]} is part of the Health edition
      </Heading>
      <p className="mt-2 text-sm text-slate-700">
        This site runs the Wellness edition of Wellnest, for general wellness information.{' '}
        {FEATURE_NAMES[feature]} is offered only in the Health edition.
      </p>
      <a
        href={healthEditionUrl('/pricing')}
        className="mt-3 inline-block text-sm font-semibold text-teal-800 underline underline-offset-4"
      >
        See Health edition plans
      </a>
    </section>
  );
}
