/** POST /api/community/preview: a draft rendered and sanitised exactly as a post will be. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { COMMUNITY_PATHS, previewResponseSchema } from '#shared/contracts/community.contract';

export async function previewPost(body: string): Promise<string> {
  const answer = await apiRequest<unknown>(COMMUNITY_PATHS.preview, {
    method: 'POST',
    body: { body },
  });
  return previewResponseSchema.parse(answer).body_html;
}

export function usePreviewPost() {
  return useMutation({ mutationFn: previewPost, retry: false });
}
