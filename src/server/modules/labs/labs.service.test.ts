import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LAB_ERROR_CODES, LAB_MESSAGES } from '#shared/contracts/labs.contract';
import { createBiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import { testActor } from '../../../../tests/setup/actor';
import { createLabsService, type LabsServiceDeps } from './labs.service';

/** Fails the test that reaches it: the service must refuse before it needs this. */
const unexpected = (what: string) => (): never => {
  throw new Error(`labs service: ${what} is not expected for an id the actor does not own`);
};

/** A store where the actor has no report and no failed reading: every id is someone else's or unknown. */
function serviceWithNothing() {
  const asked: string[] = [];
  const storage: ObjectStorage = {
    kind: 'local',
    put: unexpected('storage.put'),
    get: unexpected('storage.get'),
    getBuffer: unexpected('storage.getBuffer'),
    delete: unexpected('storage.delete'),
    ping: unexpected('storage.ping'),
    close: unexpected('storage.close'),
  };
  const deps: LabsServiceDeps = {
    repository: {
      insert: unexpected('repository.insert'),
      insertOnce: unexpected('repository.insertOnce'),
      find: async (userId: string) => {
        asked.push(userId);
        return null;
      },
      list: unexpected('repository.list'),
      fileInfo: unexpected('repository.fileInfo'),
      file: async (userId: string) => {
        asked.push(userId);
        return null;
      },
      updateRows: unexpected('repository.updateRows'),
      findByStorageKey: unexpected('repository.findByStorageKey'),
      delete: async (userId: string) => {
        asked.push(userId);
        return { deleted: false, storageKey: null };
      },
      saveAnalysis: unexpected('repository.saveAnalysis'),
      latestAnalyses: unexpected('repository.latestAnalyses'),
      history: unexpected('repository.history'),
    },
    reference: createBiomarkerReference([]),
    storage,
    readings: {
      reserve: unexpected('readings.reserve'),
      enqueue: unexpected('readings.enqueue'),
      settle: unexpected('readings.settle'),
    },
    uploads: {
      unfinishedFor: unexpected('uploads.unfinishedFor'),
      dismiss: async (_kind: string, _id: string, userId: string) => {
        asked.push(userId);
        return false;
      },
    },
    personalInfo: unexpected('personalInfo'),
    chatModel: 'none',
    log: pino({ level: 'silent' }),
  };
  return { service: createLabsService(deps), asked };
}

describe('labs service: another user’s or an unknown id', () => {
  const notFound = {
    statusCode: 404,
    code: LAB_ERROR_CODES.notFound,
    message: LAB_MESSAGES.notFound,
  };

  it('is refused by the service with the one 404 body, reading as the actor', async () => {
    const { service, asked } = serviceWithNothing();
    const actor = testActor('reader');
    const id = '00000000-0000-4000-8000-000000000000';
    await expect(service.get(actor, id)).rejects.toMatchObject(notFound);
    await expect(service.updateRows(actor, id, [])).rejects.toMatchObject(notFound);
    await expect(service.analyze(actor, id)).rejects.toMatchObject(notFound);
    await expect(service.file(actor, id)).rejects.toMatchObject(notFound);
    await expect(service.remove(actor, id)).rejects.toMatchObject(notFound);
    await expect(service.dismissUpload(actor, id)).rejects.toMatchObject(notFound);
    expect(new Set(asked)).toEqual(new Set(['reader']));
  });
});
