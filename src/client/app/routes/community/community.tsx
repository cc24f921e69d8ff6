/**
 * /community (public): search, the topics (followable once signed in), and the latest threads in
 * all topics or the chosen one. Visitors read; starting a thread needs an account.
 */
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button, buttonVariants } from '#client/components/ui/button';
import { useCommunityMe } from '#client/features/community/api/get-me';
import { useThreads } from '#client/features/community/api/get-threads';
import { useTopics } from '#client/features/community/api/get-topics';
import { useSetFollow } from '#client/features/community/api/set-follow';
import { ThreadList } from '#client/features/community/components/thread-list';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import { threadsQuerySchema, type Topic } from '#shared/contracts/community.contract';
import { MAX_SEARCH_QUERY } from '#shared/domain/community-terms';
import { CommunityPageLayout, LINK_CLASS } from './community-page-layout';

function FollowTopicButton({
  topic,
  isFollowing,
}: {
  topic: Topic;
  isFollowing: boolean;
}): ReactElement {
  const follow = useSetFollow('topic', topic.id);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-pressed={isFollowing}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!isFollowing)}
    >
      {isFollowing ? `Following ${topic.name}` : `Follow ${topic.name}`}
    </Button>
  );
}

/** The query as the threads list sends it: trimmed, within the contract's length. */
const searchFields = threadsQuerySchema.pick({ q: true });

function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (q: string) => void;
}): ReactElement {
  const form = useContractForm<typeof searchFields, { q: string }>({
    schema: searchFields,
    defaultValues: { q: initial },
    toInput: ({ q }) => ({ q: q.trim() }),
    messages: { q: `A search is at most ${MAX_SEARCH_QUERY} characters.` },
  });
  const error = form.error('q');
  return (
    <form
      role="search"
      onSubmit={form.handleSubmit(({ q }) => onSearch(q ?? ''))}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex-1 space-y-1">
        <label htmlFor="community-search" className="block font-medium text-slate-900">
          Search the community
        </label>
        <input
          id="community-search"
          type="search"
          maxLength={MAX_SEARCH_QUERY}
          {...form.register('q')}
          {...form.invalidProps('q', 'community-search-error')}
          className="h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900"
        />
        {error && (
          <p id="community-search-error" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

export default function CommunityPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const topicSlug = params.get('topic') ?? '';
  const q = params.get('q') ?? '';
  const { isSignedIn } = useAuth();
  const topics = useTopics();
  const me = useCommunityMe();
  const threads = useThreads({ topic: topicSlug || undefined, q: q || undefined });
  const currentTopic = topics.data?.find((topic) => topic.slug === topicSlug);
  const followed = new Set(me.data?.followed_topics.map((topic) => topic.id) ?? []);
  const list = threads.items;

  function update(next: { topic?: string; q?: string }) {
    const merged = new URLSearchParams();
    const topic = next.topic ?? topicSlug;
    const query = next.q ?? q;
    if (topic) merged.set('topic', topic);
    if (query) merged.set('q', query);
    setParams(merged);
  }

  const listHeading = q
    ? `Threads matching “${q}”${currentTopic ? ` in ${currentTopic.name}` : ''}`
    : currentTopic
      ? `Latest in ${currentTopic.name}`
      : 'Latest threads';

  return (
    <CommunityPageLayout
      title="Community"
      metaPath="/community"
      lead={
        <p>
          Talk with other members about sleep, food, movement, wellbeing and living with a
          condition. You post under a name you choose, and moderators keep it kind. If you are in
          danger, call your local emergency number (911, 999 or 112).
        </p>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        {isSignedIn ? (
          <Link
            to={`/community/new${topicSlug ? `?topic=${encodeURIComponent(topicSlug)}` : ''}`}
            className={cn(buttonVariants())}
          >
            Start a thread
          </Link>
        ) : (
          <p className="text-slate-800">
            <Link to="/login" className={LINK_CLASS}>
              Sign in
            </Link>{' '}
            or{' '}
            <Link to="/login?tab=register" className={LINK_CLASS}>
              create a free account
            </Link>{' '}
            to post. Reading is open to everyone.
          </p>
        )}
      </div>
      <SearchForm key={q} initial={q} onSearch={(query) => update({ q: query })} />
      <section aria-labelledby="topics-heading" className="space-y-3">
        <h2 id="topics-heading" className="text-lg font-semibold text-slate-900">
          Topics
        </h2>
        {topics.isError ? (
          <SectionErrorCard onRetry={() => void topics.refetch()} />
        ) : topics.isPending ? (
          <p role="status" className="text-slate-600">
            Loading topics...
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            <li>
              <button
                type="button"
                aria-pressed={topicSlug === ''}
                onClick={() => update({ topic: '' })}
                className={cn(
                  'min-h-11 w-full rounded-xl border px-3 text-left font-medium focus-visible:outline-2 focus-visible:outline-teal-700',
                  topicSlug === ''
                    ? 'border-teal-700 bg-teal-50 text-teal-900'
                    : 'border-slate-200 bg-white text-slate-900',
                )}
              >
                All topics
              </button>
            </li>
            {topics.data.map((topic) => (
              <li key={topic.id} className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  aria-pressed={topicSlug === topic.slug}
                  onClick={() => update({ topic: topic.slug })}
                  className={cn(
                    'min-h-11 flex-1 rounded-xl border px-3 text-left font-medium focus-visible:outline-2 focus-visible:outline-teal-700',
                    topicSlug === topic.slug
                      ? 'border-teal-700 bg-teal-50 text-teal-900'
                      : 'border-slate-200 bg-white text-slate-900',
                  )}
                >
                  {topic.name}
                </button>
                {isSignedIn && me.data && (
                  <FollowTopicButton topic={topic} isFollowing={followed.has(topic.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="threads-heading" className="space-y-3">
        <h2 id="threads-heading" className="text-lg font-semibold text-slate-900">
          {listHeading}
        </h2>
        {threads.isError ? (
          <SectionErrorCard onRetry={threads.refetch} />
        ) : threads.isPending ? (
          <p role="status" className="text-slate-600">
            Loading threads...
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
            {q ? 'No threads match your search.' : 'No threads here yet. Why not start one?'}
          </p>
        ) : (
          <ThreadList threads={list} />
        )}
        {threads.hasNextPage && (
          <Button
            variant="secondary"
            disabled={threads.isFetchingNextPage}
            onClick={threads.fetchNextPage}
          >
            {threads.isFetchingNextPage ? 'Loading...' : 'Show more threads'}
          </Button>
        )}
      </section>
    </CommunityPageLayout>
  );
}
