/**
 * /community/threads/:id (public): the thread's posts, 'Educational only — not medical advice' on
 * a thread about treatments, following it, and the reply composer for signed-in members. A held
 * post shows only to its author (and admins), marked 'Waiting for a moderator'.
 */
import { useState, type ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button } from '#client/components/ui/button';
import { describeCommunityError, isNotFound } from '#client/features/community/api/community-error';
import { useThread } from '#client/features/community/api/get-thread';
import { useSetFollow } from '#client/features/community/api/set-follow';
import { Composer } from '#client/features/community/components/composer';
import { HeldBadge } from '#client/features/community/components/held-badge';
import { PostCard } from '#client/features/community/components/post-card';
import { useAuth } from '#client/lib/auth';
import type { ThreadResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_MESSAGES } from '#shared/domain/community-terms';
import { COMMUNITY_DECLARATIONS } from './community-declarations';
import { CommunityPageLayout, LINK_CLASS } from './community-page-layout';

const META = COMMUNITY_DECLARATIONS.thread.meta;

function FollowThreadButton({ thread }: { thread: ThreadResponse['thread'] }): ReactElement {
  const follow = useSetFollow('thread', thread.id);
  return (
    <div className="space-y-1">
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={thread.following}
        disabled={follow.isPending}
        onClick={() => follow.mutate(!thread.following)}
      >
        {thread.following ? 'Following this thread' : 'Follow this thread'}
      </Button>
      {follow.error && (
        <p role="alert" className="text-sm text-red-800">
          {describeCommunityError(follow.error).message}
        </p>
      )}
    </div>
  );
}

function ReplySection({ threadId }: { threadId: string }): ReactElement {
  const { isSignedIn } = useAuth();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="reply-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="reply-heading" className="text-lg font-semibold text-slate-900">
        Reply
      </h2>
      {notice && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900"
        >
          {notice}
        </p>
      )}
      {isSignedIn ? (
        <Composer
          mode="reply"
          threadId={threadId}
          onPosted={(result) =>
            setNotice(
              result.status === 'held'
                ? (result.notice ?? COMMUNITY_MESSAGES.held)
                : 'Your reply is posted.',
            )
          }
        />
      ) : (
        <p className="text-slate-800">
          <Link to="/login" className={LINK_CLASS}>
            Sign in
          </Link>{' '}
          or{' '}
          <Link to="/login?tab=register" className={LINK_CLASS}>
            create a free account
          </Link>{' '}
          to reply.
        </p>
      )}
    </section>
  );
}

export default function ThreadPage(): ReactElement {
  const { id = '' } = useParams();
  const { isSignedIn } = useAuth();
  const query = useThread(id);

  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <CommunityPageLayout
        title={missing ? 'Thread not found' : 'Community thread'}
        metaPath="/community/threads/:id"
        lead={
          <p>
            {missing
              ? 'This thread does not exist, was removed, or is waiting for a moderator.'
              : 'The thread could not be loaded.'}{' '}
            <Link to="/community" className={LINK_CLASS}>
              Back to the community
            </Link>
          </p>
        }
      >
        {!missing && <SectionErrorCard onRetry={() => void query.refetch()} />}
      </CommunityPageLayout>
    );
  }
  if (!query.data)
    return (
      <CommunityPageLayout title="Community thread" metaPath="/community/threads/:id">
        <p role="status" className="text-slate-600">
          Loading the thread...
        </p>
      </CommunityPageLayout>
    );

  const { thread, posts } = query.data;
  return (
    <CommunityPageLayout
      title={thread.title}
      meta={{ ...META, title: `${thread.title} | Wellnest Community` }}
      lead={
        <p>
          In{' '}
          <Link
            to={`/community?topic=${encodeURIComponent(thread.topic.slug)}`}
            className={LINK_CLASS}
          >
            {thread.topic.name}
          </Link>{' '}
          · started by {thread.author_name}
        </p>
      }
    >
      {thread.disclaimer && (
        <p className="rounded-xl border border-sky-300 bg-sky-50 p-3 font-medium text-slate-900">
          {thread.disclaimer}
        </p>
      )}
      {thread.status === 'held' && (
        <div className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <HeldBadge />
          <p>{COMMUNITY_MESSAGES.held}</p>
        </div>
      )}
      {isSignedIn && <FollowThreadButton thread={thread} />}
      <section aria-label="Posts" className="space-y-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} isSignedIn={isSignedIn} />
        ))}
      </section>
      {thread.status === 'published' && <ReplySection threadId={thread.id} />}
    </CommunityPageLayout>
  );
}
