/**
 * Editing and deleting one's own post: the edit is checked like a new post (the private crisis
 * panel may come first), and deleting asks before it acts.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import {
  COMMUNITY_MESSAGES,
  CRISIS_PANEL,
  MAX_POST_BODY,
  type CommunityPost,
} from '#shared/contracts/community.contract';
import { describeCommunityError, isCrisisCheck } from '../api/community-error';
import { useDeletePost } from '../api/delete-post';
import { useUpdatePost } from '../api/update-post';
import { CrisisPanel } from './crisis-panel';

export function OwnPostActions({ post }: { post: CommunityPost }): ReactElement {
  const [draft, setDraft] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [isCrisisOpen, setCrisisOpen] = useState(false);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const fieldId = `edit-${post.id}`;

  function save(isAcknowledged: boolean) {
    if (draft === null) return;
    update.mutate(
      { body: draft, ...(isAcknowledged ? { crisis_acknowledged: true } : {}) },
      {
        onSuccess: () => {
          setCrisisOpen(false);
          setDraft(null);
        },
        onError: (error) => setCrisisOpen(isCrisisCheck(error)),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const error =
      draft === null || draft.trim() === ''
        ? COMMUNITY_MESSAGES.emptyBody
        : draft.length > MAX_POST_BODY
          ? COMMUNITY_MESSAGES.bodyTooLong
          : null;
    setLocalError(error);
    if (!error) save(false);
  }

  if (isCrisisOpen)
    return (
      <CrisisPanel
        panel={CRISIS_PANEL}
        isPosting={update.isPending}
        onPostAnyway={() => save(true)}
        onDontPost={() => {
          setCrisisOpen(false);
          update.reset();
        }}
      />
    );

  if (draft !== null) {
    const error =
      localError ??
      (update.error && !isCrisisCheck(update.error)
        ? describeCommunityError(update.error).message
        : null);
    return (
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor={fieldId} className="block font-medium text-slate-900">
          Edit your post
        </label>
        <textarea
          id={fieldId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={5}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setDraft(post.pending_edit?.body ?? post.body ?? '')}
      >
        Edit
      </Button>
      <DeleteConfirmButton
        triggerLabel={post.is_first ? 'Delete my thread' : 'Delete my reply'}
        title={post.is_first ? 'Delete this thread?' : 'Delete this reply?'}
        description={
          post.is_first
            ? 'Your opening post and the thread with it are removed for everyone.'
            : 'Your reply is removed for everyone.'
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={remove.isPending}
        errorMessage={remove.error ? describeCommunityError(remove.error).message : null}
        onConfirm={(close) => remove.mutate(undefined, { onSuccess: close })}
        onClosed={() => remove.reset()}
      />
    </div>
  );
}
