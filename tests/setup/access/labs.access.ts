/** Access-matrix fixtures (404 for others, 401 without a session) for the labs module's routes. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '#server/db/client';
import { multipartBody, textLabPdf } from '../../fixtures/labs/text-lab-pdf';
import { TEST_ORIGIN, post, testDatabaseOf } from '../test-app';
import type { AccessContext, Created, Fixture, ModuleAccess } from './access-fixture';

async function uploadReport(app: FastifyInstance, cookie: string): Promise<string> {
  // A one-row text PDF, so the owner's report has a stored file to download.
  const { payload, contentType } = multipartBody(
    { test_type: 'blood' },
    {
      name: 'report.pdf',
      bytes: await textLabPdf(['Glucose   126   H   mg/dL   70 - 99']),
      type: 'application/pdf',
    },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/labs',
    payload,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
  });
  if (response.statusCode !== 201) throw new Error(`lab upload failed: ${response.body}`);
  return response.json().id as string;
}

async function manualReport(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await post(
    app,
    '/api/labs',
    { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 126, unit: 'mg/dL' }] },
    cookie,
  );
  if (response.statusCode !== 201) throw new Error(`lab entry failed: ${response.body}`);
  return response.json().id as string;
}

/** A reading that failed after its upload stopped waiting (its file went missing): listed to its owner. */
async function failedReading(app: FastifyInstance, userId: string): Promise<string> {
  const payload = {
    storage_key: 'lab-files/00000000-0000-4000-8000-000000000001',
    kind: 'pdf',
    user_id: userId,
    test_type: 'blood',
    display_name: 'lost.pdf',
    size: 10,
    sha256: 'c'.repeat(64),
  };
  const result = { code: 'EXTRACTION_FAILED', details: { reason: 'FILE_MISSING' } };
  const [job] = await queryRows<{ id: string }>(
    testDatabaseOf(app).database.systemDb,
    sql`insert into jobs (kind, payload, user_id, status, last_error, result, finished_at)
        values ('lab.extract', ${JSON.stringify(payload)}::jsonb, ${userId}, 'failed',
          'EXTRACTION_FAILED', ${JSON.stringify(result)}::jsonb, now()) returning id`,
  );
  if (!job) throw new Error('the failed reading was not stored');
  return job.id;
}

/** A valid review body, so only ownership can refuse the intruder. */
const REVIEWED_ROWS = { biomarkers: [{ name: 'Glucose', value: 90, unit: 'mg/dL' }] };

function fixture(
  context: AccessContext,
  suffix: string,
  make: 'upload' | 'manual',
  payload?: Record<string, unknown>,
): Fixture {
  return {
    create: async (): Promise<Created> => {
      const id =
        make === 'upload'
          ? await uploadReport(context.app, context.owner.cookie)
          : await manualReport(context.app, context.owner.cookie);
      return { url: `/api/labs/${id}${suffix}`, id, ownerView: `/api/labs/${id}` };
    },
    list: '/api/labs',
    ...(payload ? { payload } : {}),
  };
}

export const labsAccess: ModuleAccess = {
  fixtures: (context) => ({
    '/api/labs/:id': fixture(context, '', 'manual'),
    '/api/labs/:id/biomarkers': fixture(context, '/biomarkers', 'manual', REVIEWED_ROWS),
    '/api/labs/:id/analyze': fixture(context, '/analyze', 'manual', REVIEWED_ROWS),
    '/api/labs/:id/file': fixture(context, '/file', 'upload'),
    '/api/labs/:id/pdf': fixture(context, '/pdf', 'manual'),
    '/api/labs/uploads/:id': {
      create: async (): Promise<Created> => {
        const id = await failedReading(context.app, context.owner.id);
        return { url: `/api/labs/uploads/${id}`, id, ownerView: '/api/labs' };
      },
      list: '/api/labs',
    },
  }),
  publicRoutes: ['GET /api/biomarkers', 'GET /api/labs/sample'],
  notOwnedParams: {},
};
