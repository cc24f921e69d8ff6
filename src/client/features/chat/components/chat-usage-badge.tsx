/** 'Free: {n} left' for free users, 'Unlimited' for paid ones; nothing until usage is known. */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { CHAT_MESSAGES, type ChatUsage } from '#shared/contracts/chat.contract';

export function ChatUsageBadge({ usage }: { usage: ChatUsage | undefined }): ReactElement | null {
  if (!usage) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        usage.unlimited
          ? 'bg-teal-700 text-white'
          : 'bg-teal-50 text-teal-900 ring-1 ring-teal-200',
      )}
    >
      {usage.unlimited ? CHAT_MESSAGES.unlimited : CHAT_MESSAGES.freeLeft(usage.remainingFree)}
    </span>
  );
}
