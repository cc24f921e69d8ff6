/**
 * The post body as the composer and the edit form check it before sending: not blank, and at most
 * MAX_POST_BODY characters, in the sentences the server answers with. The request contracts take
 * the text as it is, since the server's own check also decides the crisis panel and held posts.
 */
import { z } from 'zod';
import { COMMUNITY_MESSAGES, MAX_POST_BODY } from '#shared/domain/community-terms';

export const postBodyField = z
  .string()
  .refine((body) => body.trim() !== '', COMMUNITY_MESSAGES.emptyBody)
  .refine((body) => body.length <= MAX_POST_BODY, COMMUNITY_MESSAGES.bodyTooLong);
