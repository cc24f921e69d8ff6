/** Access-matrix fixtures (404 for others, 401 without a session) for the labs module's routes. */
import type { FastifyInstance } from 'fastify';
import { multipartBody, textLabPdf } from '../../fixtures/labs/text-lab-pdf';
import { TEST_ORIGIN, post } from '../test-app';
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
  }),
  publicRoutes: ['GET /api/biomarkers', 'GET /api/labs/sample'],
  notOwnedParams: {},
};
