/**
 * Chat usage and conversations. Usage is the count of `ai_health_chat` rows in security_audit_log
 * for the UTC day, minus refunds: a chat whose model call failed is refunded with an
 * `ai_health_chat_refund` row, because audit rows are never updated or deleted. Reserving takes the
 * user's row lock first, so concurrent chats of one user count one at a time.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { lockAccountForUpdate } from '#server/modules/auth/index';
import { createAuditLog } from '#server/modules/audit/index';
import { CHAT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import { chatConversations, chatMessages } from './chat.table';

export const CHAT_ACTION = CHAT_AUDIT_ACTIONS.chat;
export const CHAT_REFUND_ACTION = CHAT_AUDIT_ACTIONS.refund;

export interface UtcDay {
  start: Date;
  end: Date;
}

export function utcDay(now: Date): UtcDay {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

type Executor = Pick<Db, 'select' | 'insert'>;

async function usedToday(db: Executor, userId: string, day: UtcDay): Promise<number> {
  const log = createAuditLog(db);
  const [used, refunded] = await Promise.all([
    log.countActions(userId, CHAT_ACTION, day.start, day.end),
    log.countActions(userId, CHAT_REFUND_ACTION, day.start, day.end),
  ]);
  return Math.max(0, used - refunded);
}

export function createChatRepository(db: Db) {
  return {
    usedToday: (userId: string, day: UtcDay) => usedToday(db, userId, day),

    /** Counts one chat unless `limit` is reached; null limit means unlimited (still counted). */
    async reserve(
      userId: string,
      day: UtcDay,
      limit: number | null,
      at: Date,
    ): Promise<{ allowed: boolean; used: number }> {
      return db.transaction(async (tx) => {
        await lockAccountForUpdate(tx, userId);
        const used = await usedToday(tx, userId, day);
        if (limit !== null && used >= limit) return { allowed: false, used };
        await createAuditLog(tx).appendUsage({
          userId,
          action: CHAT_ACTION,
          resourceType: 'chat',
          createdAt: at,
        });
        return { allowed: true, used: used + 1 };
      });
    },

    async refund(userId: string, at: Date): Promise<void> {
      await createAuditLog(db).appendUsage({
        userId,
        action: CHAT_REFUND_ACTION,
        resourceType: 'chat',
        createdAt: at,
      });
    },

    async ownedConversation(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.user_id, userId)));
      return row ?? null;
    },

    async createConversation(userId: string, title: string, at: Date) {
      const [row] = await db
        .insert(chatConversations)
        .values({ user_id: userId, title, created_at: at, updated_at: at })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async appendMessages(
      userId: string,
      conversationId: string,
      messages: { role: 'user' | 'assistant'; content: string; at: Date }[],
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(chatMessages).values(
          messages.map((m) => ({
            conversation_id: conversationId,
            user_id: userId,
            role: m.role,
            content: m.content,
            created_at: m.at,
          })),
        );
        await tx
          .update(chatConversations)
          .set({
            message_count: sql`${chatConversations.message_count} + ${messages.length}`,
            updated_at: messages[messages.length - 1]?.at ?? new Date(),
          })
          .where(
            and(eq(chatConversations.id, conversationId), eq(chatConversations.user_id, userId)),
          );
      });
    },

    listConversations(userId: string) {
      return db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.user_id, userId))
        .orderBy(desc(chatConversations.updated_at))
        .limit(100);
    },

    messages(userId: string, conversationId: string) {
      return db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.conversation_id, conversationId), eq(chatMessages.user_id, userId)),
        )
        .orderBy(asc(chatMessages.created_at), asc(chatMessages.id));
    },

    async deleteConversation(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.user_id, userId)))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
