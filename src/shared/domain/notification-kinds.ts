/**
 * The kinds of notification, apart from the contract's zod schemas so that the header's badges
 * (loaded on every signed-in page) can tell a safety alert without loading zod.
 *
 * 'reminder': sent by the scheduler, stored, marked read by the user. 'community_reply': a reply
 * in a thread the user started or follows (ADR 098), stored the same way. 'interaction' and
 * 'lab_flag': safety alerts on every plan, read from the current cabinet and latest lab report;
 * they stay unread while they hold (a major interaction, a critical result) unless the person
 * dismisses one, which hides it until the fact behind it changes (a medicine re-added, a new report).
 */
export const NOTIFICATION_KINDS = [
  'reminder',
  'community_reply',
  'interaction',
  'lab_flag',
] as const;
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const isSafetyAlert = (notification: { kind: NotificationKind }): boolean =>
  notification.kind === 'interaction' || notification.kind === 'lab_flag';
