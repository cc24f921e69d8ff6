/**
 * What the labs module builds once per app: the reports' service (with its reading queue, whose
 * places are taken in turn within the process) and the audit trail. Its routes and the dashboard
 * summary read through the same ones.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ChatModel } from '#server/lib/chat-model';
import { oncePerApp } from '#server/lib/once-per-app';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import type { Db } from '#server/db/client';
import type { JobQueue } from '#server/modules/jobs/index';
import type { PersonReader } from '#server/modules/profile/index';
import { createLabAudit, type LabAudit } from './lab-audit';
import { createPersonalInfoReader } from './lab-profile-facts';
import { createLabReadingQueue } from './lab-reading-queue';
import { createLabsRepository } from './labs.repository';
import { createLabsService, type LabsService } from './labs.service';

/** What the labs services are built from: the app context's parts they read. */
export interface LabsServicesContext {
  database: { db: Db };
  knowledge: { biomarkers: BiomarkerReference };
  storage: ObjectStorage;
  jobs: JobQueue;
  chatModel: ChatModel;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The one person query (ADR 174): the ranges read its profile's sex and age. */
  person: Pick<PersonReader, 'read'>;
}

export interface LabsServices {
  service: LabsService;
  audit: LabAudit;
}

/** The labs services of this app, built on first use. */
export const labsServicesOf = oncePerApp((context: LabsServicesContext): LabsServices => ({
  service: createLabsService({
    repository: createLabsRepository(context.database.db),
    reference: context.knowledge.biomarkers,
    storage: context.storage,
    readings: createLabReadingQueue({ jobs: context.jobs }),
    uploads: context.jobs,
    personalInfo: createPersonalInfoReader(context.person),
    chatModel: context.chatModel,
    log: context.log,
    now: context.now,
  }),
  audit: createLabAudit(context.database.db, context.now),
}));
