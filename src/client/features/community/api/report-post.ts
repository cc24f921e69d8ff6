/** POST /api/community/posts/:id/reports: tell the moderators about a post, with a reason (201). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { COMMUNITY_PATHS, reportResponseSchema } from '#shared/contracts/community.contract';

export async function reportPost(postId: string, reason: string): Promise<string> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.postReports(encodeURIComponent(postId)), {
    method: 'POST',
    body: { reason },
  });
  return reportResponseSchema.parse(body).id;
}

export function useReportPost(postId: string) {
  return useMutation({ mutationFn: (reason: string) => reportPost(postId, reason), retry: false });
}
