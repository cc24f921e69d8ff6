/**
 * What a failed community request means for the page, with a clear sentence for each status: the
 * server's own message where it has one (bad input, a block, a limit, a pause), and plain words
 * otherwise. A crisis check (409) is not an error to the person: the composer handles it first.
 */
import { ApiError } from '#client/lib/api-client';
import { COMMUNITY_ERROR_CODES } from '#shared/domain/community-terms';

export const COMMUNITY_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export type CommunityFailure =
  | { kind: 'sign-in'; message: string }
  | { kind: 'display-name'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'limit'; message: string; isDailyCap: boolean }
  | { kind: 'message'; message: string };

export function isCrisisCheck(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.code === COMMUNITY_ERROR_CODES.crisisCheck
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function describeCommunityError(error: unknown): CommunityFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: COMMUNITY_FALLBACK_MESSAGE };
  switch (error.status) {
    case 0:
      return { kind: 'message', message: error.message };
    case 401:
      return { kind: 'sign-in', message: 'Please sign in to post: a free account is enough.' };
    case 404:
      return {
        kind: 'not-found',
        message:
          error.code === COMMUNITY_ERROR_CODES.topicNotFound
            ? error.message
            : 'This thread or post no longer exists, or it is not visible to you.',
      };
    case 409:
      return error.code === COMMUNITY_ERROR_CODES.displayNameRequired
        ? { kind: 'display-name', message: error.message }
        : { kind: 'message', message: error.message };
    case 429:
      return {
        kind: 'limit',
        message: error.message,
        isDailyCap: error.code === COMMUNITY_ERROR_CODES.postLimit,
      };
    default:
      // 400 (bad input, a blocked word), 403 (a moderator's pause) and the rest: the server's sentence.
      return {
        kind: 'message',
        message: error.status < 500 ? error.message : COMMUNITY_FALLBACK_MESSAGE,
      };
  }
}
