/**
 * The community's rules (ADR 040), one file per responsibility: reading threads
 * (community-threads.ts), writing posts (community-posts.ts) under the posting rules
 * (posting-rules.ts: limits, the private crisis check, what waits for a moderator), reactions,
 * reports and follows (community-engagement.ts), the member's own side (community-members.ts), and
 * moderation with its public log (community-moderation.ts). Methods that act for a person take
 * the actor first; moderation runs only behind admin routes.
 */
import type {
  CreatePostRequest,
  CreateThreadRequest,
  FollowTargetType,
  ModerationPostAction,
  ProfileRequest,
  ReactionKind,
  ThreadsQuery,
  UpdatePostRequest,
  WatchedWord,
} from '#shared/contracts/community.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Actor } from '#server/plugins/actor';
import { follow, react, report, unreact } from './community-engagement';
import { me, preview, setDisplayName } from './community-members';
import {
  moderatePost,
  moderationQueue,
  modlog,
  replaceWatchedWords,
  silence,
  watchedWords,
} from './community-moderation';
import { createReply, createThread, deletePost, updatePost } from './community-posts';
import type { CommunityContext } from './community-shared';
import { listThreads, listTopics, readThread } from './community-threads';
import type { CommunityRepository } from './community.repository';

export interface CommunityServiceDeps {
  repository: CommunityRepository;
  interactions: KnowledgeIndex;
  now?: () => Date;
}

export function createCommunityService(deps: CommunityServiceDeps) {
  const context: CommunityContext = {
    repository: deps.repository,
    interactions: deps.interactions,
    now: deps.now ?? (() => new Date()),
  };
  return {
    // Reading (public; a signed-in viewer also sees their own held threads and posts)
    topics: () => listTopics(context),
    listThreads: (viewer: Actor | null, query: ThreadsQuery) => listThreads(context, viewer, query),
    thread: (viewer: Actor | null, id: string) => readThread(context, viewer, id),
    modlog: (cursor: string | undefined) => modlog(context, cursor),

    // Writing
    createThread: (actor: Actor, input: CreateThreadRequest) => createThread(context, actor, input),
    createReply: (actor: Actor, threadId: string, input: CreatePostRequest) =>
      createReply(context, actor, threadId, input),
    updatePost: (actor: Actor, postId: string, input: UpdatePostRequest) =>
      updatePost(context, actor, postId, input),
    deletePost: (actor: Actor, postId: string) => deletePost(context, actor, postId),
    react: (actor: Actor, postId: string, kind: ReactionKind) =>
      react(context, actor, postId, kind),
    unreact: (actor: Actor, postId: string, kind: string) => unreact(context, actor, postId, kind),
    report: (actor: Actor, postId: string, reason: string) =>
      report(context, actor, postId, reason),
    follow: (actor: Actor, type: FollowTargetType, targetId: string, on: boolean) =>
      follow(context, actor, type, targetId, on),

    // The member's own side
    setDisplayName: (actor: Actor, input: ProfileRequest) => setDisplayName(context, actor, input),
    preview: (body: string) => preview(body),
    me: (actor: Actor, since: string | undefined) => me(context, actor, since),

    // Moderation (declared admin routes only)
    queue: () => moderationQueue(context),
    moderatePost: (postId: string, action: ModerationPostAction, reason: string) =>
      moderatePost(context, postId, action, reason),
    silence: (userId: string, hours: number, reason: string) =>
      silence(context, userId, hours, reason),
    watchedWords: () => watchedWords(context),
    replaceWatchedWords: (words: readonly WatchedWord[]) => replaceWatchedWords(context, words),
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
