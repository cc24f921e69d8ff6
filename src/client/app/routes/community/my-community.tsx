/**
 * /dashboard/community (signed in): the member's community name, notifications (new posts in what
 * they follow), their threads (held ones marked), replies to them, and what they follow.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useCommunityMe } from '#client/features/community/api/get-me';
import { DisplayNameForm } from '#client/features/community/components/display-name-form';
import { ThreadList } from '#client/features/community/components/thread-list';
import { formatWhen } from '#client/features/community/lib/format-when';
import type { MeResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_MESSAGES } from '#shared/domain/community-terms';
import { CommunityPageLayout, LINK_CLASS } from './community-page-layout';
import { formatCount } from '#shared/domain/plural';

const threadPath = (id: string) => `/community/threads/${encodeURIComponent(id)}`;

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): ReactElement {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }): ReactElement {
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{children}</p>
  );
}

function Content({ me }: { me: MeResponse }): ReactElement {
  return (
    <>
      {me.display_name === null ? (
        <DisplayNameForm />
      ) : (
        <p className="text-slate-800">
          You post as <span className="font-semibold text-slate-900">{me.display_name}</span>.
          {me.unlimited ? ' Your plan includes unlimited community posting.' : ''}
        </p>
      )}
      {me.silenced_until && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
        >
          {COMMUNITY_MESSAGES.silenced(formatWhen(me.silenced_until))}
        </p>
      )}
      <Section id="notifications-heading" title="Notifications">
        {me.notifications.length === 0 ? (
          <Empty>Nothing new in the threads and topics you follow.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {me.notifications.map((note) => (
              <li key={`${note.kind}-${note.thread_id}`} className="p-4 text-slate-900">
                <Link to={threadPath(note.thread_id)} className={LINK_CLASS}>
                  {note.thread_title}
                </Link>
                <p className="text-sm text-slate-700">
                  {note.kind === 'thread_reply'
                    ? `${formatCount(note.count, 'new reply', 'new replies')}`
                    : `New thread in ${note.topic?.name ?? 'a topic you follow'}`}{' '}
                  · {formatWhen(note.latest_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="my-threads-heading" title="My threads">
        {me.threads.length === 0 ? (
          <Empty>
            You have not started a thread yet.{' '}
            <Link to="/community/new" className={LINK_CLASS}>
              Start one
            </Link>
          </Empty>
        ) : (
          <ThreadList threads={me.threads} />
        )}
      </Section>
      <Section id="replies-heading" title="Replies to me">
        {me.replies_to_me.length === 0 ? (
          <Empty>No replies to your posts yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {me.replies_to_me.map((reply) => (
              <li key={reply.post_id} className="space-y-1 p-4">
                <Link to={threadPath(reply.thread_id)} className={LINK_CLASS}>
                  {reply.thread_title}
                </Link>
                <p className="text-sm break-words text-slate-800">
                  {reply.author_name}: {reply.excerpt}
                </p>
                <p className="text-sm text-slate-600">{formatWhen(reply.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="followed-heading" title="What I follow">
        {me.followed_topics.length === 0 && me.followed_threads.length === 0 ? (
          <Empty>
            You follow nothing yet. Follow topics on the{' '}
            <Link to="/community" className={LINK_CLASS}>
              community page
            </Link>{' '}
            to hear about new threads.
          </Empty>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {me.followed_topics.map((topic) => (
              <li key={topic.id}>
                <Link
                  to={`/community?topic=${encodeURIComponent(topic.slug)}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-teal-800"
                >
                  Topic: {topic.name}
                </Link>
              </li>
            ))}
            {me.followed_threads.map((thread) => (
              <li key={thread.id}>
                <Link
                  to={threadPath(thread.id)}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-teal-800"
                >
                  Thread: {thread.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export default function MyCommunityPage(): ReactElement {
  const me = useCommunityMe();
  return (
    <CommunityPageLayout
      title="My community"
      lead={
        <p>Your threads, the replies to you, and news from the topics and threads you follow.</p>
      }
    >
      {me.isError ? (
        <SectionErrorCard onRetry={() => void me.refetch()} />
      ) : me.isPending ? (
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      ) : (
        <Content me={me.data} />
      )}
    </CommunityPageLayout>
  );
}
