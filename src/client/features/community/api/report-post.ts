/** POST /api/community/posts/:id/reports: tell the moderators about a post, with a reason (201). */
import { useMutation } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';

export async function reportPost(postId: string, reason: string): Promise<string> {
  const answer = await requestChecked(
    COMMUNITY_PATHS.postReports(encodeURIComponent(postId)),
    () => import('#shared/contracts/community.contract').then((c) => c.reportResponseSchema),
    { method: 'POST', body: { reason } },
  );
  return answer.id;
}

export function useReportPost(postId: string) {
  return useMutation({ mutationFn: (reason: string) => reportPost(postId, reason), retry: false });
}
