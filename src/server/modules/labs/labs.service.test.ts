import { describe, expect, it } from 'vitest';
import { LAB_ERROR_CODES, LAB_MESSAGES } from '#shared/contracts/labs.contract';
import { testActor } from '../../../../tests/setup/actor';
import { createLabsService, type LabsServiceDeps } from './labs.service';

/** A store where the actor has no report and no failed reading: every id is someone else's or unknown. */
function serviceWithNothing() {
  const asked: string[] = [];
  const deps = {
    repository: {
      find: async (userId: string) => {
        asked.push(userId);
        return null;
      },
      file: async (userId: string) => {
        asked.push(userId);
        return null;
      },
      delete: async (userId: string) => {
        asked.push(userId);
        return { deleted: false, storageKey: null };
      },
    },
    uploads: {
      dismiss: async (_kind: string, _id: string, userId: string) => {
        asked.push(userId);
        return false;
      },
    },
    log: { warn: () => undefined, error: () => undefined },
  } as unknown as LabsServiceDeps;
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
