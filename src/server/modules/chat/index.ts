// chat: the assistant (safety rails, quota, offline assistant or a model, streamed answers, conversations); the model's port is in lib/chat-model.ts.
export type { Source } from './chat.types';
export { buildProfileContext, EMPTY_PROFILE_SECTIONS } from './prompt-enhancement';
export { screenMessage } from './safety-rails';
