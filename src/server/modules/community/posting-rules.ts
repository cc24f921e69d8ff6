/**
 * The rules every new post and edit meets before it is written: the poster has a display name and
 * is not silenced, the private crisis check and the blocking watched words, the burst, new-account
 * and free-plan limits, and which posts wait for a moderator.
 */
import {
  BURST_LIMIT,
  BURST_WINDOW_SECONDS,
  COMMUNITY_ERROR_CODES as CODES,
  COMMUNITY_MESSAGES as MESSAGES,
  CRISIS_PANEL,
  FREE_DAILY_POSTS,
  HELD_FIRST_POSTS,
  MAX_POST_BODY,
  MAX_TITLE,
  MIN_TITLE,
  NEW_ACCOUNT_DAILY_REPLIES,
  NEW_ACCOUNT_DAILY_THREADS,
  NEW_ACCOUNT_HOURS,
  TREATMENT_DISCLAIMER,
  type CreatedResponse,
} from '#shared/contracts/community.contract';
import { parseCalendarDate, utcToday } from '#shared/domain/dates';
import { AppError, validationError } from '#server/lib/app-error';
import { actorCan, type Actor } from '#server/plugins/actor';
import { HOUR_MS, type CommunityContext } from './community-shared';
import { FLAGGED_PREFIX, type CommunityRepository, type NewPost } from './community.repository';
import { findWatchedWord, mentionsCrisis } from './text-safety';

/**
 * Edits a person may make in EDIT_WINDOW_MINUTES, counted per account (not per address) wherever
 * the route limits are counted (Redis with REDIS_URL, so across processes): each edit runs the
 * crisis and word checks and may write to the modlog, so it is limited like posting (ADR 080).
 */
export const EDIT_LIMIT = 10;
export const EDIT_WINDOW_MINUTES = 10;
export const EDIT_LIMIT_CODE = 'EDIT_RATE_LIMIT';
export const editLimitMessage = (seconds: number) =>
  `You're editing very quickly: at most ${EDIT_LIMIT} edits in ${EDIT_WINDOW_MINUTES} minutes. Please try again in ${Math.max(1, Math.ceil(seconds))} seconds.`;

const HELD_REASON = `First posts wait for a moderator (the first ${HELD_FIRST_POSTS}).`;
const LINK_REASON = `Links from accounts under ${NEW_ACCOUNT_HOURS} hours old wait for a moderator.`;

/** The author's transaction under their row lock (the limits are counted inside it). */
export type AuthorTx = Parameters<Parameters<CommunityRepository['withAuthorLock']>[1]>[0];

/** A watched word found in the text, with what it asks of the post. */
export type WordHit = { word: string; action: string } | null;

/** The person posting: the actor, with when their account was made (null counts as new). */
export interface Poster {
  actor: Actor;
  createdAt: Date | null;
}

export async function posterOf({ repository }: CommunityContext, actor: Actor): Promise<Poster> {
  const identity = await repository.memberIdentity(actor.id);
  return { actor, createdAt: identity?.createdAt ?? null };
}

/** Whether the rendered text has a link (the renderer writes the only anchors). */
const hasLink = (bodyHtml: string) => bodyHtml.includes('<a ');

export function validateBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) throw validationError(MESSAGES.emptyBody);
  if (body.length > MAX_POST_BODY) throw validationError(MESSAGES.bodyTooLong);
  return trimmed;
}

export function validateTitle(title: string): string {
  const trimmed = title.replace(/\s+/g, ' ').trim();
  if (trimmed.length < MIN_TITLE || trimmed.length > MAX_TITLE)
    throw validationError(MESSAGES.titleLength);
  return trimmed;
}

/** The plan and the edition include 'unlimited community' (no daily cap). */
export function isUnlimited(actor: Actor): boolean {
  return actorCan(actor, 'unlimited_community');
}

/** A display name is chosen and no moderator has paused the person's posting. */
export async function requirePoster({ repository, now }: CommunityContext, actor: Actor) {
  if (!(await repository.displayName(actor.id)))
    throw new AppError(409, CODES.displayNameRequired, MESSAGES.displayNameRequired);
  const until = await repository.silencedUntil(actor.id, now());
  if (until)
    throw new AppError(403, CODES.silenced, MESSAGES.silenced(until.toISOString()), {
      until: until.toISOString(),
    });
}

/**
 * The words' verdict before anything is written: the crisis panel (unless acknowledged), then a
 * blocking watched word. Returns what the words ask of the post's status.
 */
export async function screen(
  { repository }: CommunityContext,
  text: string,
  acknowledged: boolean | undefined,
): Promise<{ crisis: boolean; hit: WordHit }> {
  const crisis = await mentionsCrisis(text);
  if (crisis && !acknowledged)
    throw new AppError(409, CODES.crisisCheck, MESSAGES.crisisCheck, { panel: CRISIS_PANEL });
  const hit = findWatchedWord(text, await repository.watchedWords());
  if (hit?.action === 'block')
    throw new AppError(400, CODES.blockedWord, MESSAGES.blockedWord(hit.word), {
      word: hit.word,
    });
  return { crisis, hit };
}

export function isNewAccount(poster: Poster, at: Date): boolean {
  return (
    !poster.createdAt || at.getTime() - poster.createdAt.getTime() < NEW_ACCOUNT_HOURS * HOUR_MS
  );
}

/** The daily and burst limits, counted under the author's lock. */
export async function checkLimits(
  tx: AuthorTx,
  poster: Poster,
  kind: 'thread' | 'reply',
  at: Date,
): Promise<void> {
  const { actor } = poster;
  const burst = await tx.postsSince(actor.id, new Date(at.getTime() - BURST_WINDOW_SECONDS * 1000));
  if (burst.all >= BURST_LIMIT)
    throw new AppError(429, CODES.burstLimit, MESSAGES.burstLimit, {
      limit: BURST_LIMIT,
      retry_after_seconds: BURST_WINDOW_SECONDS,
    });
  const dayStart = parseCalendarDate(utcToday(at))!;
  const resetAt = new Date(dayStart.getTime() + 24 * HOUR_MS).toISOString();
  const today = await tx.postsSince(actor.id, dayStart);
  if (isNewAccount(poster, at)) {
    if (kind === 'thread' && today.threads >= NEW_ACCOUNT_DAILY_THREADS)
      throw new AppError(429, CODES.postLimit, MESSAGES.newAccountThreadLimit, {
        limit: NEW_ACCOUNT_DAILY_THREADS,
        reset_at: resetAt,
      });
    if (kind === 'reply' && today.all - today.threads >= NEW_ACCOUNT_DAILY_REPLIES)
      throw new AppError(429, CODES.postLimit, MESSAGES.newAccountReplyLimit, {
        limit: NEW_ACCOUNT_DAILY_REPLIES,
        reset_at: resetAt,
      });
  }
  if (today.all >= FREE_DAILY_POSTS && !isUnlimited(actor))
    throw new AppError(429, CODES.postLimit, MESSAGES.freeDailyLimit, {
      limit: FREE_DAILY_POSTS,
      reset_at: resetAt,
    });
}

/** What the words hold for a moderator, for a new post and an edit alike; null when nothing. */
export function wordHold(poster: Poster, hit: WordHit, bodyHtml: string, at: Date): string | null {
  if (hit?.action === 'hold') return `Watched word: "${hit.word}"`;
  if (!poster.actor.admin && hasLink(bodyHtml) && isNewAccount(poster, at)) return LINK_REASON;
  return null;
}

/** Published, or held: a holding word, a new account's link or a first post; flagged posts go live. */
export async function statusFor(
  tx: AuthorTx,
  poster: Poster,
  hit: WordHit,
  bodyHtml: string,
  at: Date,
): Promise<Pick<NewPost, 'status' | 'status_reason'>> {
  const held = wordHold(poster, hit, bodyHtml, at);
  if (held) return { status: 'held', status_reason: held };
  if (!poster.actor.admin && (await tx.publishedCount(poster.actor.id)) < HELD_FIRST_POSTS)
    return { status: 'held', status_reason: HELD_REASON };
  if (hit?.action === 'flag')
    return { status: 'published', status_reason: `${FLAGGED_PREFIX}watched word "${hit.word}"` };
  return { status: 'published', status_reason: null };
}

export function createdResponse(
  id: string,
  threadId: string,
  status: 'published' | 'held',
  isTreatment: boolean,
): CreatedResponse {
  return {
    id,
    thread_id: threadId,
    status,
    notice: status === 'held' ? MESSAGES.held : null,
    is_treatment: isTreatment,
    disclaimer: isTreatment ? TREATMENT_DISCLAIMER : null,
  };
}
