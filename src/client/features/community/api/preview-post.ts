/** POST /api/community/preview: a draft rendered and sanitised exactly as a post will be. */
import { useMutation } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';

export async function previewPost(body: string): Promise<string> {
  const answer = await requestChecked(
    COMMUNITY_PATHS.preview,
    () => import('#shared/contracts/community.contract').then((c) => c.previewResponseSchema),
    { method: 'POST', body: { body } },
  );
  return answer.body_html;
}

export function usePreviewPost() {
  return useMutation({ mutationFn: previewPost, retry: false });
}
