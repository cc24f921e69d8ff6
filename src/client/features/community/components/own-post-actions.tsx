/**
 * Editing and deleting one's own post: the edit is checked like a new post (the private crisis
 * panel may come first), and deleting asks before it acts.
 */
import { useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  CRISIS_PANEL,
  updatePostRequestSchema,
  type CommunityPost,
} from '#shared/contracts/community.contract';
import { describeCommunityError, isCrisisCheck } from '../api/community-error';
import { useDeletePost } from '../api/delete-post';
import { useUpdatePost } from '../api/update-post';
import { postBodyField } from '../lib/post-fields';
import { CrisisPanel } from './crisis-panel';

const editSchema = updatePostRequestSchema.pick({ body: true }).extend({ body: postBodyField });

export function OwnPostActions({ post }: { post: CommunityPost }): ReactElement {
  const [isEditing, setEditing] = useState(false);
  const form = useContractForm({ schema: editSchema, defaultValues: { body: '' } });
  const [isCrisisOpen, setCrisisOpen] = useState(false);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const fieldId = `edit-${post.id}`;

  function save(isAcknowledged: boolean) {
    update.mutate(
      { body: form.getValues('body'), ...(isAcknowledged ? { crisis_acknowledged: true } : {}) },
      {
        onSuccess: () => {
          setCrisisOpen(false);
          setEditing(false);
        },
        onError: (error) => setCrisisOpen(isCrisisCheck(error)),
      },
    );
  }

  const submit = form.handleSubmit(() => save(false));

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

  if (isEditing) {
    const error =
      form.error('body') ??
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
          {...form.register('body')}
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
          <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
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
        onClick={() => {
          form.reset({ body: post.pending_edit?.body ?? post.body ?? '' });
          setEditing(true);
        }}
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
