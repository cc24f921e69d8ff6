/**
 * Window events one part of the app sends another without importing it (a leaf module: the
 * header, the chat and the dashboard all import this, never each other).
 */

/** Opens or closes the AI chat panel. */
export const CHAT_TOGGLE_EVENT = 'wellnest:toggle-chat';
