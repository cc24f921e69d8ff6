/** The chat panel's own numbers and labels (the panel is 500 px high). */
export const CHAT_PANEL_HEIGHT_PX = 500;
export const CHAT_PANEL_LABEL = 'AI wellness chat';
export const CHAT_INPUT_LABEL = 'Message the AI wellness assistant';

/** What the chat shows when the server gives no usable text. */
export const CHAT_FALLBACK_ERROR =
  "I'm having trouble processing your request right now. Please try again.";
export const CHAT_NO_RESPONSE = 'No response data received';

/** Labels for answers that did not come from a model. */
export const PROVIDER_LABELS: Partial<Record<string, string>> = {
  offline: 'Offline assistant',
  safety: 'Safety rule',
};
