/** Access-matrix fixtures for the assistant's conversations. */
import { post } from '../test-app';
import type { AccessContext, ModuleAccess } from './access-fixture';

export const chatAccess: ModuleAccess = {
  fixtures: (context: AccessContext) => ({
    '/api/chat/conversations/:id': {
      create: async () => {
        const response = await post(
          context.app,
          '/api/chat',
          { message: 'What is melatonin?', conversationHistory: [] },
          context.owner.cookie,
        );
        const id = response.json().conversationId as string;
        return {
          url: `/api/chat/conversations/${id}`,
          id,
          ownerView: `/api/chat/conversations/${id}`,
        };
      },
      list: '/api/chat/conversations',
    },
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
