/**
 * One post: who wrote it and when, its sanitised content (or the placeholder for a hidden or
 * deleted post), 'Waiting for a moderator' on one's own held post (and one's own edit waiting beside
 * the approved text), Wellnest's checker notes on the
 * medicines and supplements it names, reactions, and reporting for signed-in members.
 */
import { useState, type ReactElement } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { CommunityPost, PostAnnotation } from '#shared/contracts/community.contract';
import { REACTION_KINDS, REACTION_LABELS } from '#shared/domain/community-terms';
import { describeCommunityError } from '../api/community-error';
import { useToggleReaction } from '../api/toggle-reaction';
import { formatWhen } from '../lib/format-when';
import { HeldBadge } from './held-badge';
import { OwnPostActions } from './own-post-actions';
import { PostBody } from './post-body';
import { ReportForm } from './report-form';

function Annotations({ annotations }: { annotations: PostAnnotation[] }): ReactElement {
  return (
    <ul className="space-y-2">
      {annotations.map((annotation) => (
        <li
          key={annotation.text}
          className={cn(
            'flex gap-2 rounded-xl border p-3 text-sm text-slate-900',
            annotation.severity === 'major'
              ? 'border-red-300 bg-red-50'
              : 'border-amber-300 bg-amber-50',
          )}
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            {annotation.text}{' '}
            {annotation.source.url ? (
              <a
                href={annotation.source.url}
                rel="noopener noreferrer"
                target="_blank"
                className="font-medium text-teal-800 underline underline-offset-2"
              >
                {annotation.source.title}
              </a>
            ) : (
              <span className="text-slate-700">({annotation.source.title})</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Reactions({ post, canReact }: { post: CommunityPost; canReact: boolean }): ReactElement {
  const toggle = useToggleReaction(post.id);
  return (
    <div className="space-y-1">
      <ul className="flex flex-wrap gap-2" aria-label="Reactions">
        {REACTION_KINDS.map((kind) => {
          const isMine = post.my_reactions.includes(kind);
          const label = `${REACTION_LABELS[kind]} (${post.reactions[kind]})`;
          return (
            <li key={kind}>
              {canReact ? (
                <button
                  type="button"
                  aria-pressed={isMine}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ kind, isOn: !isMine })}
                  className={cn(
                    'min-h-9 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-700',
                    isMine
                      ? 'border-teal-700 bg-teal-50 font-semibold text-teal-900'
                      : 'border-slate-300 bg-white text-slate-800',
                  )}
                >
                  {label}
                </button>
              ) : (
                <span className="text-sm text-slate-700">{label}</span>
              )}
            </li>
          );
        })}
      </ul>
      {toggle.error && (
        <p role="alert" className="text-sm text-red-800">
          {describeCommunityError(toggle.error).message}
        </p>
      )}
    </div>
  );
}

export function PostCard({
  post,
  isSignedIn,
}: {
  post: CommunityPost;
  isSignedIn: boolean;
}): ReactElement {
  const [isReporting, setReporting] = useState(false);
  const isVisible =
    post.body_html !== null && (post.status === 'published' || post.status === 'held');
  return (
    <article
      aria-label={`${post.is_first ? 'Post' : 'Reply'} by ${post.author_name}`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold text-slate-900">{post.author_name}</span>
        <span className="text-sm text-slate-600">
          <time dateTime={post.created_at}>{formatWhen(post.created_at)}</time>
          {post.edited_at && ' · edited'}
        </span>
        {post.status === 'held' && <HeldBadge />}
      </header>
      {post.status === 'held' && !post.is_first && post.placeholder && (
        <p className="text-sm text-slate-700">{post.placeholder}</p>
      )}
      {isVisible && post.body_html !== null ? (
        <PostBody html={post.body_html} />
      ) : (
        <p className="text-slate-600 italic">{post.placeholder}</p>
      )}
      {isVisible && post.annotations.length > 0 && <Annotations annotations={post.annotations} />}
      {post.pending_edit && (
        <section
          aria-label="Your edit, waiting for a moderator"
          className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3"
        >
          <p role="status" className="text-sm font-medium text-slate-900">
            {post.pending_edit.notice}
          </p>
          {post.pending_edit.title && (
            <p className="text-sm text-slate-800">New title: {post.pending_edit.title}</p>
          )}
          <PostBody html={post.pending_edit.body_html} />
        </section>
      )}
      {post.status === 'published' && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Reactions post={post} canReact={isSignedIn && !post.is_own} />
          {isSignedIn && !post.is_own && !isReporting && (
            <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
              Report
            </Button>
          )}
        </div>
      )}
      {isReporting && <ReportForm postId={post.id} onClose={() => setReporting(false)} />}
      {post.is_own && isVisible && post.body !== null && <OwnPostActions post={post} />}
    </article>
  );
}
