/**
 * /community/modlog (public, as Lemmy's): every moderation action, what and why, never by or to
 * whom. Crisis follow-ups are care, not moderation, and never appear here.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button } from '#client/components/ui/button';
import { useModlog } from '#client/features/community/api/get-modlog';
import { formatWhen } from '#client/features/community/lib/format-when';
import type { ModlogEntry } from '#shared/contracts/community.contract';
import type { ModlogAction } from '#shared/domain/community-terms';
import { CommunityPageLayout, LINK_CLASS } from './community-page-layout';

const ACTION_LABELS: Record<ModlogAction, string> = {
  approve: 'Approved',
  hide: 'Hidden',
  delete: 'Deleted',
  silence: 'Member paused',
  watched_words: 'Watched words updated',
  edit_held: 'Edit waiting for a moderator',
  edit_rejected: 'Edit not approved',
};

function Target({ entry }: { entry: ModlogEntry }): ReactElement {
  if (entry.target_type === 'thread' && entry.target_id)
    return (
      <Link to={`/community/threads/${encodeURIComponent(entry.target_id)}`} className={LINK_CLASS}>
        a thread
      </Link>
    );
  if (entry.target_type === 'post') return <>a post</>;
  if (entry.target_type === 'user') return <>a member</>;
  return <>the watched-words list</>;
}

export default function ModlogPage(): ReactElement {
  const modlog = useModlog();
  const entries = modlog.items;
  return (
    <CommunityPageLayout
      title="Moderation log"
      lead={
        <p>
          Every action our moderators take, in public: what was done and why. It never says who
          wrote a post, who reported it or who moderated it.
        </p>
      }
    >
      {modlog.isError ? (
        <SectionErrorCard onRetry={modlog.refetch} />
      ) : modlog.isPending ? (
        <p role="status" className="text-slate-600">
          Loading the log...
        </p>
      ) : entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          No moderation actions yet.
        </p>
      ) : (
        <ol
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
          aria-label="Moderation actions"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-1 p-4">
              <p className="text-slate-900">
                <span className="font-semibold">{ACTION_LABELS[entry.action]}</span>:{' '}
                <Target entry={entry} />
              </p>
              {entry.reason && (
                <p className="text-sm break-words text-slate-800">Reason: {entry.reason}</p>
              )}
              <p className="text-sm text-slate-600">
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {modlog.hasNextPage && (
        <Button
          variant="secondary"
          disabled={modlog.isFetchingNextPage}
          onClick={modlog.fetchNextPage}
        >
          {modlog.isFetchingNextPage ? 'Loading...' : 'Show older actions'}
        </Button>
      )}
    </CommunityPageLayout>
  );
}
