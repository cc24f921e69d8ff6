/**
 * One oil: the safety panel first, then what it is traditionally used for with the evidence for
 * each use stated honestly, what the oil is (botanical name, chemotype, part, method, main
 * constituents), and every source. A signed-in user can keep it as a favourite.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FlaskConical, Heart } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import type { OilDetail } from '#shared/contracts/aromatherapy.contract';
import { useAddFavoriteOil } from '../api/add-favorite-oil';
import { aromatherapyErrorMessage } from '../api/aromatherapy-error-message';
import { useFavoriteOils } from '../api/list-favorite-oils';
import { useRemoveFavoriteOil } from '../api/remove-favorite-oil';
import { formatPercent } from '../lib/labels';
import { CitedSources } from './cited-sources';
import { EvidenceLevelBadge, EvidenceLevelLegend } from './evidence';
import { OilSafetyPanel } from './oil-safety-panel';

function FavoriteButton({ oil }: { oil: OilDetail }): ReactElement {
  const favorites = useFavoriteOils();
  const add = useAddFavoriteOil();
  const remove = useRemoveFavoriteOil();
  const isFavorite = favorites.data?.some((favorite) => favorite.oil.id === oil.id) ?? false;
  const isBusy = add.isPending || remove.isPending || favorites.isPending;
  const error = add.error ?? remove.error;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        aria-pressed={isFavorite}
        disabled={isBusy}
        onClick={() => (isFavorite ? remove.mutate(oil.id) : add.mutate(oil.id))}
      >
        <Heart
          className={isFavorite ? 'h-4 w-4 fill-red-600 text-red-600' : 'h-4 w-4'}
          aria-hidden="true"
        />
        {isFavorite ? 'In your favourites' : 'Add to favourites'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {aromatherapyErrorMessage(error)}
        </p>
      )}
    </div>
  );
}

export function OilDetailView({
  oil,
  returnTo,
}: {
  oil: OilDetail;
  returnTo: string;
}): ReactElement {
  const { isSignedIn } = useAuth();
  return (
    <div className="space-y-6">
      <OilSafetyPanel oil={oil} returnTo={returnTo} />

      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={`/aromatherapy?oil=${encodeURIComponent(oil.id)}`}
          className={buttonVariants({ variant: 'primary' })}
        >
          <FlaskConical className="h-4 w-4" aria-hidden="true" />
          Use it in a blend
        </Link>
        {isSignedIn && <FavoriteButton oil={oil} />}
      </div>

      <section aria-labelledby="oil-uses-heading" className="space-y-3">
        <h2 id="oil-uses-heading" className="text-xl font-semibold text-slate-900">
          What people use it for
        </h2>
        <p className="text-sm text-slate-700">
          These are uses, not promises: most rest on tradition. No essential oil is a substitute for
          care from a clinician.
        </p>
        <ul aria-label={`Uses of ${oil.name}`} className="space-y-2">
          {oil.uses.map((use) => (
            <li
              key={`${use.category}-${use.use}`}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{use.category}</span>
                <EvidenceLevelBadge level={use.evidence} />
              </p>
              <p className="mt-1 text-slate-800">{use.use}</p>
              <CitedSources sources={[use.source]} compact className="mt-1.5" />
            </li>
          ))}
        </ul>
        <details className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-900">
            What the evidence levels mean
          </summary>
          <div className="mt-3">
            <EvidenceLevelLegend />
          </div>
        </details>
      </section>

      <section aria-labelledby="oil-about-heading" className="space-y-3">
        <h2 id="oil-about-heading" className="text-xl font-semibold text-slate-900">
          About the oil
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-medium text-slate-700">Botanical name</dt>
          <dd className="text-slate-900 italic">{oil.botanical_name}</dd>
          {oil.chemotype && (
            <>
              <dt className="font-medium text-slate-700">Chemotype</dt>
              <dd className="text-slate-900">{oil.chemotype}</dd>
            </>
          )}
          <dt className="font-medium text-slate-700">Part and method</dt>
          <dd className="text-slate-900">
            {oil.part}, {oil.method}
            {oil.method === 'expressed' && ' (cold-pressed peel: keeps its furocoumarins)'}
          </dd>
          <dt className="font-medium text-slate-700">Categories</dt>
          <dd className="text-slate-900">{oil.categories.join(', ')}</dd>
        </dl>
        <h3 className="text-base font-semibold text-slate-900">Main constituents</h3>
        <ul className="space-y-1 text-sm text-slate-800">
          {oil.constituents.map((constituent) => (
            <li key={constituent.name}>
              {constituent.name}:{' '}
              {constituent.percent_min === constituent.percent_max
                ? formatPercent(constituent.percent_min)
                : `${constituent.percent_min}-${formatPercent(constituent.percent_max)}`}
            </li>
          ))}
        </ul>
        <CitedSources sources={[oil.constituents_source]} compact />
      </section>

      <section aria-labelledby="oil-sources-heading" className="space-y-2">
        <h2 id="oil-sources-heading" className="text-xl font-semibold text-slate-900">
          Sources
        </h2>
        <CitedSources sources={oil.sources} />
      </section>
    </div>
  );
}
