/**
 * Access-matrix fixtures for the community. A post is editable and deletable by its author alone:
 * another user's PATCH or DELETE answers 404 and changes nothing. Threads, topics and the modlog
 * are public reading; replying, reacting, reporting and following act on shared content (anyone
 * signed in may, on what they can see); moderation is declared admin (404 to everyone not an admin).
 */
import { get, post, put } from '../test-app';
import type { AccessContext, Fixture, ModuleAccess } from './access-fixture';

let names = 0;

export const communityAccess: ModuleAccess = {
  // The context's fields are getters read when a fixture runs, so never destructure it here.
  fixtures: (context: AccessContext) => {
    const fixtures: Record<string, Fixture> = {
      '/api/community/posts/:id': {
        create: async () => {
          names += 1;
          const named = await put(
            context.app,
            '/api/community/profile',
            { display_name: `Owner ${names} ${Date.now() % 1_000_000}` },
            context.owner.cookie,
          );
          if (named.statusCode !== 200) throw new Error(named.body);
          const topics = await get(context.app, '/api/community/topics');
          const topicId = (topics.json() as { topics: { id: string }[] }).topics[0]!.id;
          const thread = await post(
            context.app,
            '/api/community/threads',
            { topic_id: topicId, title: 'Owner thread', body: 'Owner words about warfarin' },
            context.owner.cookie,
          );
          if (thread.statusCode !== 201) throw new Error(thread.body);
          const threadId = (thread.json() as { id: string }).id;
          const view = await get(
            context.app,
            `/api/community/threads/${threadId}`,
            context.owner.cookie,
          );
          const postId = (view.json() as { posts: { id: string }[] }).posts[0]!.id;
          return {
            url: `/api/community/posts/${postId}`,
            id: postId,
            ownerView: `/api/community/threads/${threadId}`,
          };
        },
        list: '/api/community/me',
        payload: { body: 'An intruder rewrites this' },
      },
    };
    return fixtures;
  },
  publicRoutes: [
    'GET /api/community/topics',
    'GET /api/community/threads',
    'GET /api/community/threads/:id',
    'GET /api/community/modlog',
  ],
  notOwnedParams: {
    '/api/community/threads/:id':
      'a thread is shared content: published ones are public, held ones are shown only to their author and admins (404 otherwise)',
    '/api/community/threads/:id/posts':
      'replying to a thread anyone can see is what the community is for; a thread the caller cannot see answers 404',
    '/api/community/posts/:id/reactions':
      'anyone signed in reacts to a published post; their reaction is their own row',
    '/api/community/posts/:id/reactions/:kind':
      'takes back only the caller’s own reaction to a published post',
    '/api/community/posts/:id/reports':
      'anyone signed in reports a published post; the report is their own row',
    '/api/community/follows/:type/:id':
      'a public topic or visible thread; the follow is the caller’s own row',
    '/api/community/moderation/posts/:id':
      'any post, for ADMIN_EMAILS users only; everyone else gets 404',
    '/api/community/moderation/users/:id/silence':
      'any member, for ADMIN_EMAILS users only; everyone else gets 404',
  },
};
