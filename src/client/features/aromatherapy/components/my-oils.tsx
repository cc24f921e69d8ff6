/**
 * The user's saved blends and favourite oils, each worked out again for them today (the profile
 * and cabinet as they are now), with their warnings; a blend can be reopened in the calculator or
 * deleted, an oil taken out of the favourites.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button, buttonVariants } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { cn } from '#client/lib/cn';
import type { FavoriteOil, SavedBlend } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyErrorMessage } from '../api/aromatherapy-error-message';
import { useDeleteSavedBlend } from '../api/delete-saved-blend';
import { useFavoriteOils } from '../api/list-favorite-oils';
import { useSavedBlends } from '../api/list-saved-blends';
import { useRemoveFavoriteOil } from '../api/remove-favorite-oil';
import { APPLICATION_LABELS, formatPercent } from '../lib/labels';
import { FlagBadges } from './flag-badges';
import { WarningList } from './warning-list';

/** The calculator's address for a saved blend: ?oil=id:drops&carrier=&application=. */
export function blendCalculatorPath(
  blend: Pick<SavedBlend, 'oils' | 'carrier_ml' | 'application'>,
): string {
  const search = new URLSearchParams();
  for (const oil of blend.oils) search.append('oil', `${oil.id}:${oil.drops}`);
  search.set('carrier', String(blend.carrier_ml));
  search.set('application', blend.application);
  return `/aromatherapy?${search.toString()}`;
}

function SavedBlendCard({ blend }: { blend: SavedBlend }): ReactElement {
  const remove = useDeleteSavedBlend();
  const { result } = blend;
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{blend.name}</h3>
          <p className="text-sm text-slate-700">
            {APPLICATION_LABELS[blend.application]} ·{' '}
            {result.per_oil.map((oil) => `${oil.name} ${oil.drops}`).join(', ')} drops in{' '}
            {blend.carrier_ml} ml
          </p>
        </div>
        <DeleteConfirmButton
          triggerLabel={`Delete ${blend.name}`}
          title={`Delete “${blend.name}”?`}
          description="The blend is removed from your saved blends. This cannot be undone."
          confirmLabel="Delete blend"
          busyLabel="Deleting..."
          isBusy={remove.isPending}
          errorMessage={remove.isError ? aromatherapyErrorMessage(remove.error) : null}
          onConfirm={(close) => remove.mutate(blend.id, { onSuccess: close })}
          onClosed={() => remove.reset()}
        />
      </div>
      <p className="text-sm text-slate-800">
        Dilution <strong>{formatPercent(result.dilution_percent)}</strong>
        {result.phototoxic_load > 0 && (
          <>
            {' '}
            · phototoxic load <strong>{Number(result.phototoxic_load.toFixed(2))}</strong> (limit 1)
          </>
        )}{' '}
        ·{' '}
        <span
          className={cn(
            'font-semibold',
            result.within_limits ? 'text-emerald-900' : 'text-red-800',
          )}
        >
          {result.within_limits ? 'within the published limits' : 'outside the published limits'}
        </span>
      </p>
      <WarningList warnings={result.warnings} label={`Warnings for ${blend.name}`} />
      <Link
        to={blendCalculatorPath(blend)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        Open in the calculator
      </Link>
    </li>
  );
}

export function SavedBlendList(): ReactElement {
  const blends = useSavedBlends();
  if (blends.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your blends...
      </p>
    );
  if (blends.isError) return <SectionErrorCard onRetry={() => void blends.refetch()} />;
  if (blends.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        No saved blends yet.{' '}
        <Link
          to="/aromatherapy"
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          Make one in the blend calculator
        </Link>{' '}
        and save it to keep it here.
      </p>
    );
  return (
    <ul aria-label="Saved blends" className="space-y-3">
      {blends.data.map((blend) => (
        <SavedBlendCard key={blend.id} blend={blend} />
      ))}
    </ul>
  );
}

function FavoriteCard({ favorite }: { favorite: FavoriteOil }): ReactElement {
  const remove = useRemoveFavoriteOil();
  const { oil } = favorite;
  return (
    <li className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link
              to={`/essential-oils/${encodeURIComponent(oil.id)}`}
              className="text-teal-800 underline underline-offset-2"
            >
              {oil.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-700 italic">{oil.botanical_name}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(oil.id)}
        >
          Remove from favourites
        </Button>
      </div>
      <FlagBadges flags={oil.flags} oilName={oil.name} />
      {favorite.for_you.length === 0 ? (
        <p className="text-sm text-emerald-900">
          Nothing in your profile, medicine cabinet or avoid-list rules it out.
        </p>
      ) : (
        <WarningList warnings={favorite.for_you} label={`What ${oil.name} means for you`} />
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700">
          {aromatherapyErrorMessage(remove.error)}
        </p>
      )}
    </li>
  );
}

export function FavoriteOilList(): ReactElement {
  const favorites = useFavoriteOils();
  if (favorites.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your favourite oils...
      </p>
    );
  if (favorites.isError) return <SectionErrorCard onRetry={() => void favorites.refetch()} />;
  if (favorites.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        No favourite oils yet. Open an oil in the{' '}
        <Link
          to="/essential-oils"
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          essential oils library
        </Link>{' '}
        and choose Add to favourites.
      </p>
    );
  return (
    <ul aria-label="Favourite oils" className="grid gap-3 md:grid-cols-2">
      {favorites.data.map((favorite) => (
        <FavoriteCard key={favorite.oil.id} favorite={favorite} />
      ))}
    </ul>
  );
}
