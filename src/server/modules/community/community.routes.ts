/**
 * The community API (paths and fields are the contract's, ADR 040). Reading is public;
 * writing needs a session and a display name; editing and deleting a post is its author's alone
 * (another's id answers 404); moderation answers 404 to everyone not in ADMIN_EMAILS.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  BURST_LIMIT,
  COMMUNITY_MESSAGES,
  FOLLOW_TARGET_TYPES,
  FREE_DAILY_POSTS,
  HELD_FIRST_POSTS,
  NEW_ACCOUNT_DAILY_REPLIES,
  NEW_ACCOUNT_DAILY_THREADS,
  createPostRequestSchema,
  createThreadRequestSchema,
  createdResponseSchema,
  followResponseSchema,
  meQuerySchema,
  meResponseSchema,
  moderationPostRequestSchema,
  moderationPostResponseSchema,
  moderationQueueResponseSchema,
  modlogQuerySchema,
  modlogResponseSchema,
  previewRequestSchema,
  previewResponseSchema,
  profileRequestSchema,
  profileResponseSchema,
  reactionRequestSchema,
  reactionResponseSchema,
  reportRequestSchema,
  reportResponseSchema,
  silenceRequestSchema,
  silenceResponseSchema,
  threadResponseSchema,
  threadsQuerySchema,
  threadsResponseSchema,
  topicsResponseSchema,
  updatePostRequestSchema,
  updatePostResponseSchema,
  watchedWordsSchema,
} from '#shared/contracts/community.contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error';
import type { CommunityService } from './community.service';
import {
  EDIT_LIMIT,
  EDIT_LIMIT_CODE,
  EDIT_WINDOW_MINUTES,
  editLimitMessage,
} from './posting-rules';
import type { ZodApp } from '#server/lib/zod-app';
import { readRoute } from '#server/lib/read-route';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';
import { keyByAccount } from '#server/lib/caller-limits';

const TAGS = ['community'];

export interface CommunityRouteDeps {
  service: CommunityService;
  /** Per-minute cap on each writing route per client (the service's burst limit is per person). */
  writesPerMinute: number;
}

const bodyText = z.string({ error: COMMUNITY_MESSAGES.emptyBody });
const threadBody = createThreadRequestSchema.extend({
  topic_id: z.string({ error: COMMUNITY_MESSAGES.topicNotFound }).max(100),
  title: z.string({ error: COMMUNITY_MESSAGES.titleLength }),
  body: bodyText,
});
const postBody = createPostRequestSchema.extend({ body: bodyText });
const updateBody = updatePostRequestSchema.extend({ body: bodyText });
const followParams = z.object({ type: z.enum(FOLLOW_TARGET_TYPES), id: z.string().max(100) });
const reactionParams = z.object({ id: z.string().max(100), kind: z.string().max(20) });

const POSTING_NOTE = `Needs a display name (409 DISPLAY_NAME_REQUIRED). A person's first ${HELD_FIRST_POSTS} posts are held for a moderator (status 'held', seen only by them and admins). Watched words block (400 WATCHED_WORD_BLOCKED), hold or flag (published, and in the moderation queue). Text naming self-harm, suicide or a medical emergency answers 409 CRISIS_CHECK with details.panel (emergency numbers 911, 999, 112; crisis lines 988 US, 116 123 UK Samaritans) unless the body has crisis_acknowledged: true; then it is posted and quietly flagged for a moderator's follow-up, never labelled in public. Limits: ${BURST_LIMIT} posts a minute for everyone (429 POST_BURST_LIMIT); accounts under 24 hours old ${NEW_ACCOUNT_DAILY_THREADS} threads and ${NEW_ACCOUNT_DAILY_REPLIES} replies a UTC day; the free plan ${FREE_DAILY_POSTS} posts a day, paid (unlimited_community) no cap (429 POST_LIMIT_REACHED). Silenced: 403 SILENCED with details.until. Markdown-lite (bold, italics, lists, links) up to 5,000 characters, rendered and sanitised on the server.`;

/** What the communityRoutes groups share: the deps and what is built from them once. */
function communityRoutesKit({ service, writesPerMinute }: CommunityRouteDeps) {
  const writeLimit = { rateLimit: { max: writesPerMinute, timeWindow: '1 minute' } };
  const writer = { access: 'user', ...writeLimit } as const;
  // Route limits run after the actor gate, so the person is known: edits are counted per account.
  const editor = {
    access: 'user',
    rateLimit: {
      max: EDIT_LIMIT,
      timeWindow: `${EDIT_WINDOW_MINUTES} minutes`,
      keyGenerator: keyByAccount('community-edit'),
      // An AppError, so the error handler answers its own words (not the generic 429 text).
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new AppError(429, EDIT_LIMIT_CODE, editLimitMessage(context.ttl / 1000)),
    },
  } as const;
  return { service, writesPerMinute, writeLimit, writer, editor };
}
type CommunityRoutesKit = ReturnType<typeof communityRoutesKit>;

export function communityRoutes(deps: CommunityRouteDeps): FastifyPluginAsyncZod {
  const kit = communityRoutesKit(deps);
  return async (app) => {
    threadRoutes(app, kit);
    postRoutes(app, kit);
    memberOwnRoutes(app, kit);
  };
}

/** Topics and threads: listing, starting and reading one. */
function threadRoutes(app: ZodApp, { service, writer }: CommunityRoutesKit): void {
  const member = memberRoutes(app);
  const open = openRoutes(app);
  readRoute(
    app,
    '/api/community/topics',
    {
      config: { access: 'public', readsOnly: true },
      schema: {
        tags: TAGS,
        summary: 'The community topics (public)',
        description:
          'The seeded categories, in their display order: `{topics: [{id, slug, name}]}`.',
        response: { 200: topicsResponseSchema },
      },
    },
    async () => service.topics(),
  );

  open.read(
    '/api/community/threads',
    {
      config: { access: 'public', readsOnly: true },
      schema: {
        tags: TAGS,
        summary: 'Threads, latest activity first (public)',
        description:
          'Published threads, plus the caller’s own held ones. `topic` is a topic slug or id (404 TOPIC_NOT_FOUND when unknown), `q` searches titles and published posts, newest match first (a thread by its last activity when its title matches, else by its newest matching post; among the newest 100 matching posts and titles), `cursor` is the previous page’s next_cursor (20 a page). A search that cannot finish within its time limit answers 503 SEARCH_TIMEOUT.',
        querystring: threadsQuerySchema,
        response: {
          200: threadsResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (actor, { query }) => service.listThreads(actor, query),
  );

  member.post(
    '/api/community/threads',
    {
      config: writer,
      schema: {
        tags: TAGS,
        summary: 'Start a thread',
        description: `\`{topic_id, title (3-150 characters), body, crisis_acknowledged?}\` → 201 \`{id, thread_id, status: 'published'|'held', notice, is_treatment, disclaimer}\`. A thread that names a medicine, supplement or treatment carries 'Educational only — not medical advice'. ${POSTING_NOTE}`,
        body: threadBody,
        response: {
          201: createdResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (actor, request, reply) =>
      reply.status(201).send(await service.createThread(actor, request.body)),
  );

  open.read(
    '/api/community/threads/:id',
    {
      config: { access: 'public', readsOnly: true },
      schema: {
        tags: TAGS,
        summary: 'A thread with its posts (public)',
        description:
          'Held posts are shown only to their author and admins; hidden and deleted posts are a placeholder without content (body_html null). Posts naming two or more substances the knowledge base knows carry annotations from the interaction checker (severity and source). A held thread is visible to its author and admins only (404 otherwise).',
        params: idParamsSchema,
        response: { 200: threadResponseSchema, 404: apiErrorSchema },
      },
    },
    async (actor, { params }) => service.thread(actor, params.id),
  );

  member.post(
    '/api/community/threads/:id/posts',
    {
      config: writer,
      schema: {
        tags: TAGS,
        summary: 'Reply to a thread',
        description: `\`{body, crisis_acknowledged?}\` → 201 \`{id, thread_id, status, notice, is_treatment, disclaimer}\`. 404 for a thread the caller cannot see. ${POSTING_NOTE}`,
        params: idParamsSchema,
        body: postBody,
        response: {
          201: createdResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (actor, request, reply) =>
      reply.status(201).send(await service.createReply(actor, request.params.id, request.body)),
  );
}

/** A post: its edit and removal, reactions and reports. */
function postRoutes(app: ZodApp, { service, writer, editor }: CommunityRoutesKit): void {
  const member = memberRoutes(app);
  member.patch(
    '/api/community/posts/:id',
    {
      config: editor,
      schema: {
        tags: TAGS,
        summary: 'Edit your own post',
        description: `\`{body, title?, crisis_acknowledged?}\` (title only for the post that opens its thread). Another person’s post, or a hidden or deleted one, answers 404. The crisis check and watched words apply as when posting (a holding word sends it back to the moderators). At most ${EDIT_LIMIT} edits in ${EDIT_WINDOW_MINUTES} minutes per account (429 ${EDIT_LIMIT_CODE} with retry-after).`,
        params: idParamsSchema,
        body: updateBody,
        response: {
          200: updatePostResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (actor, request) => service.updatePost(actor, request.params.id, request.body),
  );

  member.delete(
    '/api/community/posts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Delete your own post',
        description:
          '204. Its words are erased and a placeholder stays; an opening post with no replies by others takes its thread with it. Another person’s post answers 404.',
        params: idParamsSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (actor, request, reply) => {
      await service.deletePost(actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  member.post(
    '/api/community/posts/:id/reactions',
    {
      config: writer,
      schema: {
        tags: TAGS,
        summary: 'React to a post (helpful, support, thanks)',
        description:
          '`{kind}`; once per kind and person (repeating is harmless). Answers the post’s counts and your reactions. 404 for a post that is not published.',
        params: idParamsSchema,
        body: reactionRequestSchema,
        response: {
          200: reactionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (actor, request) => service.react(actor, request.params.id, request.body.kind),
  );

  member.delete(
    '/api/community/posts/:id/reactions/:kind',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Take back your reaction',
        description: 'Answers the post’s counts and your remaining reactions.',
        params: reactionParams,
        response: { 200: reactionResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (actor, request) => service.unreact(actor, request.params.id, request.params.kind),
  );

  member.post(
    '/api/community/posts/:id/reports',
    {
      config: writer,
      schema: {
        tags: TAGS,
        summary: 'Report a post to the moderators',
        description:
          '`{reason}` (3-500 characters) → 201 `{id}`. Reporting the same post again while your report is open answers the same id. The report goes to the moderation queue; who reported is never public.',
        params: idParamsSchema,
        body: reportRequestSchema,
        response: {
          201: reportResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (actor, request, reply) =>
      reply.status(201).send(await service.report(actor, request.params.id, request.body.reason)),
  );
}

/** Follows, the member dashboard and display name, the preview and the public modlog. */
function memberOwnRoutes(app: ZodApp, { service, writer }: CommunityRoutesKit): void {
  const member = memberRoutes(app);
  for (const method of ['put', 'delete'] as const)
    member[method](
      '/api/community/follows/:type/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: method === 'put' ? 'Follow a topic or thread' : 'Stop following',
          description:
            method === 'put'
              ? '`type` is topic or thread. New threads in followed topics and new replies in followed threads appear in GET /api/community/me notifications. 404 for a topic or thread that does not exist or you cannot see.'
              : 'Answers `{following: false}` whether or not you followed it.',
          params: followParams,
          response: {
            200: followResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (actor, request) =>
        service.follow(actor, request.params.type, request.params.id, method === 'put'),
    );

  member.read(
    '/api/community/me',
    {
      config: { access: 'user', readsOnly: true },
      schema: {
        tags: TAGS,
        summary: 'Your community dashboard',
        description:
          'Your display name (null until chosen), whether a moderator paused your posting, whether your plan is unlimited, your threads (held ones included), replies to you, followed topics and threads, and notifications: new replies in followed threads and new threads in followed topics since `since` (ISO time; at most the last 7 days, never before you followed).',
        querystring: meQuerySchema,
        response: { 200: meResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (actor, { query }) => service.me(actor, query.since),
  );

  member.put(
    '/api/community/profile',
    {
      config: writer,
      schema: {
        tags: TAGS,
        summary: 'Choose your display name',
        description:
          '3-30 characters: letters, digits, spaces, dots, underscores, hyphens; unique case-insensitively (409 DISPLAY_NAME_TAKEN). A name containing your e-mail address’s local part or your real name answers 400 DISPLAY_NAME_PERSONAL unless `allow_personal: true`. Needed before posting.',
        body: profileRequestSchema,
        response: {
          200: profileResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (actor, request) => service.setDisplayName(actor, request.body),
  );

  member.post(
    '/api/community/preview',
    {
      config: { ...writer, readsOnly: true },
      schema: {
        tags: TAGS,
        summary: 'Render a draft as it will be posted',
        description:
          '`{body}` → `{body_html}`: the same Markdown-lite renderer and sanitiser as posting; nothing is stored.',
        body: previewRequestSchema,
        response: { 200: previewResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (_actor, request) => service.preview(request.body.body),
  );

  app.get(
    '/api/community/modlog',
    {
      config: { access: 'public', readsOnly: true },
      schema: {
        tags: TAGS,
        summary: 'The public moderation log',
        description:
          'Every moderation action, newest first: what was done (approve, hide, delete, silence, watched_words) to which post or thread, why and when. Never who acted or whom a silence was for (target_id null).',
        querystring: modlogQuerySchema,
        response: { 200: modlogResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.modlog(request.query.cursor),
  );
}

/** Moderation: declared admin, so 404 for everyone not signed in with an ADMIN_EMAILS address. */
export function communityModerationRoutes({ service }: CommunityRouteDeps): FastifyPluginAsyncZod {
  const note = 'Admins only (ADMIN_EMAILS); everyone else, signed in or not, gets 404.';
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/community/moderation/queue',
      {
        config: { access: 'admin', readsOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Admins: the moderation queue',
          description: `Held posts, open reports (with the post), crisis-flagged posts awaiting a gentle follow-up, and published posts a watched word flagged. ${note}`,
          response: { 200: moderationQueueResponseSchema, 404: apiErrorSchema },
        },
      },
      async () => service.queue(),
    );

    member.post(
      '/api/community/moderation/posts/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Admins: approve, hide or delete a post',
          description: `\`{action: 'approve'|'hide'|'delete'|'resolve_crisis', reason}\`. Hide and delete need a reason. An opening post takes its thread with it. Approving publishes a held post and dismisses open reports. Every action but resolve_crisis (a private follow-up) is written to the public modlog. ${note}`,
          params: idParamsSchema,
          body: moderationPostRequestSchema,
          response: { 200: moderationPostResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (_actor, request) =>
        service.moderatePost(request.params.id, request.body.action, request.body.reason),
    );

    member.post(
      '/api/community/moderation/users/:id/silence',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Admins: pause a person’s posting for some hours',
          description: `\`{hours (1-720), reason}\` → \`{until}\`. They can still read; posting answers 403 SILENCED. The modlog records the silence and its reason, not the person. ${note}`,
          params: idParamsSchema,
          body: silenceRequestSchema,
          response: { 200: silenceResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (_actor, request) =>
        service.silence(request.params.id, request.body.hours, request.body.reason),
    );

    member.get(
      '/api/community/moderation/watched-words',
      {
        config: { access: 'admin', readsOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Admins: the watched words',
          description: `Each word or phrase with its action: block (the post is refused), hold (it waits for a moderator) or flag (published and queued for review). ${note}`,
          response: { 200: watchedWordsSchema, 404: apiErrorSchema },
        },
      },
      async () => service.watchedWords(),
    );

    member.put(
      '/api/community/moderation/watched-words',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Admins: replace the watched words',
          description: `The whole list (at most 500; repeated words kept once, case-insensitively). Matching is whole-word and case-insensitive. ${note}`,
          body: watchedWordsSchema,
          response: { 200: watchedWordsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (_actor, request) => service.replaceWatchedWords(request.body.words),
    );
  };
}
