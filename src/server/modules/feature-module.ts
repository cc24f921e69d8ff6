/**
 * What app.ts hands to a feature module's `register…Module(app, deps)`: the shared services every
 * module may need, so a new module is wired with one line in app.ts and owns the rest of its
 * wiring (repository → service → routes) in its own `*.module.ts`.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { PlanGate } from '#server/plugins/plan-gate';
import type { SessionReader } from '#server/plugins/session';
import type { Mailer } from '#server/modules/mail/mailer';
import type { ChatModelProvider } from '#server/modules/chat/chat.types';
import type { createProfileRepository } from '#server/modules/profile/profile.repository';
import type { createMedicationsRepository } from '#server/modules/medications/medications.repository';

export interface FeatureModuleDeps {
  config: AppConfig;
  database: Database;
  sessions: SessionReader;
  requirePlan: PlanGate['requirePlan'];
  /** Whether the user's plan is paid now (fails closed). */
  isPaid: (userId: string) => Promise<boolean>;
  knowledge: KnowledgeIndex;
  /** The assistant's model provider, or 'offline' / 'none' when no model is configured. */
  chatModel: ChatModelProvider | 'offline' | 'none';
  mailer: Mailer;
  profiles: ReturnType<typeof createProfileRepository>;
  medications: ReturnType<typeof createMedicationsRepository>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type FeatureModule = (app: FastifyInstance, deps: FeatureModuleDeps) => Promise<void>;
