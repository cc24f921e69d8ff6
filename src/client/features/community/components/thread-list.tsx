/** A list of thread summaries: title, topic, who started it, replies and last activity. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { ThreadSummary } from '#shared/contracts/community.contract';
import { formatWhen } from '../lib/format-when';
import { HeldBadge } from './held-badge';
import { formatCount } from '#shared/domain/plural';

export function ThreadList({
  threads,
  headingLevel = 3,
}: {
  threads: ThreadSummary[];
  headingLevel?: 2 | 3;
}): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {threads.map((thread) => (
        <li key={thread.id} className="space-y-1 p-4">
          <Heading className="font-semibold break-words text-slate-900">
            <Link
              to={`/community/threads/${encodeURIComponent(thread.id)}`}
              className="text-teal-800 underline-offset-2 hover:underline"
            >
              {thread.title}
            </Link>
          </Heading>
          {thread.status === 'held' && <HeldBadge />}
          {thread.excerpt && <p className="text-sm break-words text-slate-700">{thread.excerpt}</p>}
          <p className="text-sm text-slate-600">
            {thread.topic.name} · started by {thread.author_name} ·{' '}
            {formatCount(thread.reply_count, 'reply', 'replies')} · last post{' '}
            {formatWhen(thread.last_post_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
