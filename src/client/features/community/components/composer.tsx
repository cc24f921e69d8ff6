/**
 * The composer, for a new thread (topic, title, body) or a reply (body): write or preview (the
 * server renders the preview exactly as it will publish it), with the display-name step first, a
 * pause or a limit said plainly, and the private crisis panel when the server asks for it.
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  CRISIS_PANEL,
  createThreadRequestSchema,
  type CreatedResponse,
  type Topic,
} from '#shared/contracts/community.contract';
import {
  COMMUNITY_MESSAGES,
  MAX_POST_BODY,
  MAX_TITLE,
  MIN_TITLE,
} from '#shared/domain/community-terms';
import { describeCommunityError, isCrisisCheck } from '../api/community-error';
import { useCreatePost } from '../api/create-post';
import { useCreateThread } from '../api/create-thread';
import { useCommunityMe } from '../api/get-me';
import { usePreviewPost } from '../api/preview-post';
import { CrisisPanel } from './crisis-panel';
import { DisplayNameForm } from './display-name-form';
import { PostBody } from './post-body';
import { postBodyField } from '../lib/post-fields';
import { formatInteger } from '#shared/domain/en-us-format';

/** A reply's fields: the body alone counts (the topic and title fields are not shown). */
const replyFields = createThreadRequestSchema
  .pick({ topic_id: true, title: true, body: true })
  .extend({ body: postBodyField });
/** A new thread's: a title of MIN_TITLE to MAX_TITLE characters as well. */
const threadFields = replyFields.extend({
  title: z
    .string()
    .trim()
    .min(MIN_TITLE, COMMUNITY_MESSAGES.titleLength)
    .max(MAX_TITLE, COMMUNITY_MESSAGES.titleLength),
});

type ComposerProps =
  | {
      mode: 'thread';
      topics: Topic[];
      initialTopicId?: string;
      onPosted: (result: CreatedResponse) => void;
    }
  | { mode: 'reply'; threadId: string; onPosted: (result: CreatedResponse) => void };

const FIELD = 'w-full rounded-lg border border-slate-300 px-3 text-slate-900';

export function Composer(props: ComposerProps): ReactElement {
  const me = useCommunityMe();
  const form = useContractForm({
    schema: props.mode === 'thread' ? threadFields : replyFields,
    defaultValues: {
      topic_id: props.mode === 'thread' ? (props.initialTopicId ?? props.topics[0]?.id ?? '') : '',
      title: '',
      body: '',
    },
  });
  const body = form.watch('body');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [isCrisisOpen, setCrisisOpen] = useState(false);
  const [didStepBack, setDidStepBack] = useState(false);
  const createThread = useCreateThread();
  const createPost = useCreatePost(props.mode === 'reply' ? props.threadId : '');
  const preview = usePreviewPost();
  const send = props.mode === 'thread' ? createThread : createPost;
  const failure =
    send.error && !isCrisisCheck(send.error) ? describeCommunityError(send.error) : null;
  const idPrefix = props.mode === 'thread' ? 'thread' : 'reply';

  if (me.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    );
  if (me.data && me.data.display_name === null) return <DisplayNameForm />;
  if (me.data?.silenced_until)
    return (
      <p
        role="status"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
      >
        {COMMUNITY_MESSAGES.silenced(new Date(me.data.silenced_until).toLocaleString())}
      </p>
    );

  function post(isAcknowledged: boolean) {
    const extra = isAcknowledged ? { crisis_acknowledged: true } : {};
    const handlers = {
      onSuccess: (result: CreatedResponse) => {
        setCrisisOpen(false);
        form.reset({ topic_id: form.getValues('topic_id'), title: '', body: '' });
        setTab('write');
        props.onPosted(result);
      },
      onError: (error: unknown) => setCrisisOpen(isCrisisCheck(error)),
    };
    const { topic_id, title, body: text } = form.getValues();
    if (props.mode === 'thread')
      createThread.mutate({ topic_id, title: title.trim(), body: text, ...extra }, handlers);
    else createPost.mutate({ body: text, ...extra }, handlers);
  }

  const submit = form.handleSubmit(() => post(false));

  if (isCrisisOpen)
    return (
      <CrisisPanel
        panel={CRISIS_PANEL}
        isPosting={send.isPending}
        onPostAnyway={() => post(true)}
        onDontPost={() => {
          setCrisisOpen(false);
          setDidStepBack(true);
          send.reset();
        }}
      />
    );

  const error = form.error('title') ?? form.error('body') ?? failure?.message ?? null;
  return (
    <form
      onSubmit={(event) => {
        setDidStepBack(false);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
      aria-label={props.mode === 'thread' ? 'New thread' : 'Reply'}
    >
      {me.data?.display_name && (
        <p className="text-sm text-slate-700">
          Posting as <span className="font-semibold text-slate-900">{me.data.display_name}</span>
        </p>
      )}
      {didStepBack && (
        <p
          role="status"
          className="rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-slate-900"
        >
          Nothing was posted. Your words are still here, only for you. The emergency numbers are at
          the foot of every page whenever you need them.
        </p>
      )}
      {props.mode === 'thread' && (
        <>
          <div className="space-y-1">
            <label htmlFor="thread-topic" className="block font-medium text-slate-900">
              Topic
            </label>
            <select
              id="thread-topic"
              {...form.register('topic_id')}
              className={cn(FIELD, 'h-11 bg-white')}
            >
              {props.topics.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {topic.name}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="thread-title" className="block font-medium text-slate-900">
              Title
            </label>
            <input
              id="thread-title"
              {...form.register('title')}
              maxLength={MAX_TITLE + 20}
              className={cn(FIELD, 'h-11')}
            />
          </div>
        </>
      )}
      <div className="space-y-2">
        <div role="tablist" aria-label="Write or preview" className="flex gap-2">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${idPrefix}-panel-${name}`}
              onClick={() => {
                setTab(name);
                if (name === 'preview' && body.trim() !== '') preview.mutate(body);
              }}
              className={cn(
                'min-h-10 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-700',
                tab === name
                  ? 'bg-teal-700 text-white'
                  : 'border border-slate-300 bg-white text-slate-900',
              )}
            >
              {name === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${idPrefix}-panel-write`}
          aria-labelledby={`${idPrefix}-tab-write`}
          hidden={tab !== 'write'}
          className="space-y-1"
        >
          <label htmlFor={`${idPrefix}-body`} className="block font-medium text-slate-900">
            {props.mode === 'thread' ? 'Your post' : 'Your reply'}
          </label>
          <textarea
            id={`${idPrefix}-body`}
            {...form.register('body')}
            rows={props.mode === 'thread' ? 8 : 5}
            aria-describedby={`${idPrefix}-body-hint`}
            className={cn(FIELD, 'py-2')}
          />
          <p id={`${idPrefix}-body-hint`} className="text-sm text-slate-600">
            {formatInteger(body.length)} of {formatInteger(MAX_POST_BODY)} characters. **bold**,
            *italics*, lists starting with “- ” or “1. ”, and [links](https://…).
          </p>
        </div>
        <div
          role="tabpanel"
          id={`${idPrefix}-panel-preview`}
          aria-labelledby={`${idPrefix}-tab-preview`}
          hidden={tab !== 'preview'}
          className="min-h-24 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3"
        >
          {body.trim() === '' ? (
            <p className="text-slate-600">Nothing to preview yet.</p>
          ) : preview.isPending ? (
            <p role="status" className="text-slate-600">
              Rendering the preview...
            </p>
          ) : preview.isError ? (
            <p role="alert" className="text-red-800">
              {describeCommunityError(preview.error).message}
            </p>
          ) : preview.data !== undefined ? (
            <PostBody html={preview.data} />
          ) : null}
        </div>
      </div>
      {error && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{error}</p>
          {failure?.kind === 'limit' && failure.isDailyCap && (
            <p className="mt-1 text-sm">
              <Link to="/pricing" className="font-semibold underline underline-offset-2">
                See Wellness Pro for unlimited community
              </Link>
            </p>
          )}
        </div>
      )}
      {failure?.kind === 'display-name' && <DisplayNameForm />}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Posting...' : props.mode === 'thread' ? 'Post thread' : 'Post reply'}
      </Button>
    </form>
  );
}
