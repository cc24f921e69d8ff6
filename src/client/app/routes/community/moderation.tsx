/**
 * /community/moderation (admins only; everyone else: the app's 404 page): reported posts, posts
 * held for approval, crisis follow-ups and flagged posts. Approve, hide or delete with a reason
 * (written to the public modlog, without names), pause a member, or mark a crisis followed up.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button } from '#client/components/ui/button';
import { describeCommunityError } from '#client/features/community/api/community-error';
import { useModerationQueue } from '#client/features/community/api/get-moderation-queue';
import { useModeratePost } from '#client/features/community/api/moderate-post';
import { useWatchedWords } from '#client/features/community/api/get-watched-words';
import { WatchedWordsEditor } from '#client/features/community/components/watched-words-editor';
import { useSilenceUser } from '#client/features/community/api/silence-user';
import { PostBody } from '#client/features/community/components/post-body';
import { formatWhen } from '#client/features/community/lib/format-when';
import { useContractForm } from '#client/lib/use-contract-form';
import { usePageMeta } from '#client/lib/use-page-meta';
import {
  moderationPostRequestSchema,
  silenceRequestSchema,
  type ModerationPost,
  type ModerationQueueResponse,
} from '#shared/contracts/community.contract';
import {
  MAX_MODERATION_REASON,
  MAX_SILENCE_HOURS,
  type ModerationPostAction,
} from '#shared/domain/community-terms';
import { AdminGate, AdminLayout } from '../admin/admin-gate';
import { COMMUNITY_DECLARATIONS } from './community-declarations';
import { LINK_CLASS } from './community-page-layout';

const ACTION_BUTTONS: Record<
  Exclude<ModerationPostAction, 'resolve_crisis' | 'reject_edit'>,
  string
> = {
  approve: 'Approve',
  hide: 'Hide',
  delete: 'Delete',
};

/** The hours as typed, read as a number for the contract to judge ('' is no number at all). */
type SilenceFields = { hours: string; reason: string };

function toSilenceInput({ hours, reason }: SilenceFields): z.input<typeof silenceRequestSchema> {
  return { hours: hours.trim() === '' ? Number.NaN : Number(hours), reason };
}

function SilenceForm({ userId, name }: { userId: string; name: string }): ReactElement {
  const form = useContractForm<typeof silenceRequestSchema, SilenceFields>({
    schema: silenceRequestSchema,
    defaultValues: { hours: '24', reason: '' },
    toInput: toSilenceInput,
    messages: {
      hours: `Pause for 1 to ${MAX_SILENCE_HOURS} whole hours.`,
      reason: 'Say why: the reason is shown in the public modlog.',
    },
  });
  const silence = useSilenceUser();
  const idBase = `silence-${userId}`;
  const reason = form.watch('reason');
  const errors = { hours: form.error('hours'), reason: form.error('reason') };
  if (silence.data)
    return (
      <p role="status" className="text-sm text-slate-800">
        {name} is paused until {formatWhen(silence.data)}.
      </p>
    );
  return (
    <form
      onSubmit={form.handleSubmit((request) => silence.mutate({ userId, ...request }))}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <div className="space-y-1">
        <label htmlFor={`${idBase}-hours`} className="block text-sm font-medium text-slate-900">
          Pause {name} for (hours)
        </label>
        <input
          id={`${idBase}-hours`}
          type="number"
          min={1}
          max={MAX_SILENCE_HOURS}
          {...form.register('hours')}
          {...form.invalidProps('hours', `${idBase}-hours-error`)}
          className="h-9 w-24 rounded-lg border border-slate-300 px-2 text-slate-900"
        />
      </div>
      <div className="min-w-40 flex-1 space-y-1">
        <label htmlFor={`${idBase}-reason`} className="block text-sm font-medium text-slate-900">
          Why (public, without the name)
        </label>
        <input
          id={`${idBase}-reason`}
          maxLength={MAX_MODERATION_REASON}
          {...form.register('reason')}
          {...form.invalidProps('reason', `${idBase}-reason-error`)}
          className="h-9 w-full rounded-lg border border-slate-300 px-2 text-slate-900"
        />
      </div>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={silence.isPending || reason.trim() === ''}
      >
        Pause posting
      </Button>
      {errors.hours && (
        <p id={`${idBase}-hours-error`} className="w-full text-sm font-medium text-red-800">
          {errors.hours}
        </p>
      )}
      {errors.reason && (
        <p id={`${idBase}-reason-error`} className="w-full text-sm font-medium text-red-800">
          {errors.reason}
        </p>
      )}
      {silence.error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {describeCommunityError(silence.error).message}
        </p>
      )}
    </form>
  );
}

/** A moderator's reason: optional, trimmed, within the contract's length. */
const moderationReasonFields = moderationPostRequestSchema.pick({ reason: true });

function QueueItem({
  post,
  reports,
  isCrisis,
}: {
  post: ModerationPost;
  reports: string[];
  isCrisis: boolean;
}): ReactElement {
  const form = useContractForm({ schema: moderationReasonFields, defaultValues: { reason: '' } });
  const moderate = useModeratePost();
  const reasonId = `reason-${post.id}${isCrisis ? '-crisis' : ''}`;
  const reasonError = form.error('reason');
  // Each action button submits the reason with its own action (a crisis item has no reason field).
  const act = (action: ModerationPostAction) =>
    void form.handleSubmit(({ reason }) => moderate.mutate({ postId: post.id, action, reason }))();
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="space-y-1">
        <p className="font-semibold break-words text-slate-900">
          <Link
            to={`/community/threads/${encodeURIComponent(post.thread_id)}`}
            className={LINK_CLASS}
          >
            {post.thread_title}
          </Link>{' '}
          <span className="text-sm font-normal text-slate-700">
            ({post.is_first ? 'opening post' : 'reply'}, {post.status})
          </span>
        </p>
        <p className="text-sm text-slate-700">
          By {post.author_name} · {formatWhen(post.created_at)}
          {post.status_reason ? ` · ${post.status_reason}` : ''}
        </p>
      </div>
      {reports.length > 0 && (
        <ul className="list-disc space-y-1 pl-6 text-sm text-slate-900" aria-label="Report reasons">
          {reports.map((text, index) => (
            <li key={index}>Reported: {text}</li>
          ))}
        </ul>
      )}
      <PostBody html={post.body_html} className="rounded-xl bg-slate-50 p-3" />
      {post.pending_edit && (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-900">
            Edit waiting (the text above stays up until you approve it)
            {post.pending_edit.reason ? ` · ${post.pending_edit.reason}` : ''}
          </p>
          {post.pending_edit.title && (
            <p className="text-sm text-slate-800">New title: {post.pending_edit.title}</p>
          )}
          <PostBody
            html={post.pending_edit.body_html}
            className="rounded-xl border border-amber-300 bg-amber-50 p-3"
          />
        </div>
      )}
      {isCrisis ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-800">
            This post mentions self-harm or an emergency. Reach out gently; nothing public labels
            it.
          </p>
          <Button size="sm" onClick={() => act('resolve_crisis')} disabled={moderate.isPending}>
            Mark as followed up
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-900">
            Reason (shown in the public modlog)
          </label>
          <input
            id={reasonId}
            maxLength={MAX_MODERATION_REASON}
            {...form.register('reason')}
            {...form.invalidProps('reason', `${reasonId}-error`)}
            className="h-9 w-full rounded-lg border border-slate-300 px-2 text-slate-900"
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="text-sm font-medium text-red-800">
              {reasonError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {(Object.keys(ACTION_BUTTONS) as (keyof typeof ACTION_BUTTONS)[]).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={
                  action === 'approve' ? 'primary' : action === 'delete' ? 'danger' : 'secondary'
                }
                disabled={moderate.isPending}
                onClick={() => act(action)}
                aria-label={`${ACTION_BUTTONS[action]}: ${post.thread_title}`}
              >
                {ACTION_BUTTONS[action]}
              </Button>
            ))}
            {post.pending_edit && (
              <Button
                size="sm"
                variant="secondary"
                disabled={moderate.isPending}
                onClick={() => act('reject_edit')}
                aria-label={`Reject edit: ${post.thread_title}`}
              >
                Reject edit
              </Button>
            )}
          </div>
        </div>
      )}
      {moderate.error && (
        <p role="alert" className="text-sm text-red-800">
          {describeCommunityError(moderate.error).message}
        </p>
      )}
      {!isCrisis && post.author_id && (
        <SilenceForm userId={post.author_id} name={post.author_name} />
      )}
    </li>
  );
}

function QueueSection({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: ReactElement[];
}): ReactElement {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="space-y-3">{items}</ul>
      )}
    </section>
  );
}

function Queue({ queue }: { queue: ModerationQueueResponse }): ReactElement {
  // One card per reported post, with every reason.
  const reported = new Map<string, { post: ModerationPost; reasons: string[] }>();
  for (const report of queue.reports) {
    const entry = reported.get(report.post.id) ?? { post: report.post, reasons: [] };
    entry.reasons.push(report.reason);
    reported.set(report.post.id, entry);
  }
  return (
    <>
      <QueueSection
        id="queue-reports"
        title="Reported posts"
        empty="No open reports."
        items={[...reported.values()].map(({ post, reasons }) => (
          <QueueItem key={post.id} post={post} reports={reasons} isCrisis={false} />
        ))}
      />
      <QueueSection
        id="queue-held"
        title="Waiting for approval"
        empty="No posts are waiting."
        items={queue.held.map((post) => (
          <QueueItem key={post.id} post={post} reports={[]} isCrisis={false} />
        ))}
      />
      <QueueSection
        id="queue-crisis"
        title="Gentle follow-up"
        empty="No one to follow up with."
        items={queue.crisis.map((post) => (
          <QueueItem key={post.id} post={post} reports={[]} isCrisis />
        ))}
      />
      <QueueSection
        id="queue-flagged"
        title="Flagged by a watched word"
        empty="No flagged posts."
        items={queue.flagged.map((post) => (
          <QueueItem key={post.id} post={post} reports={[]} isCrisis={false} />
        ))}
      />
    </>
  );
}

function WatchedWords(): ReactElement {
  const words = useWatchedWords();
  if (words.isError) return <SectionErrorCard onRetry={() => void words.refetch()} />;
  if (!words.data)
    return (
      <p role="status" className="text-slate-600">
        Loading the watched words...
      </p>
    );
  return <WatchedWordsEditor initial={words.data} />;
}

export default function ModerationPage(): ReactElement {
  usePageMeta('/community/moderation', COMMUNITY_DECLARATIONS.moderation.meta);
  const query = useModerationQueue();
  return (
    <AdminGate query={query} title="Moderation queue">
      {(queue) => (
        <AdminLayout
          title="Moderation queue"
          intro="Reports, posts held for approval, people to follow up with, and flagged posts. Every approve, hide and delete is in the public moderation log with its reason, never with names."
        >
          <p>
            <Link to="/community/modlog" className={LINK_CLASS}>
              Open the public moderation log
            </Link>
          </p>
          <Queue queue={queue} />
          <WatchedWords />
        </AdminLayout>
      )}
    </AdminGate>
  );
}
