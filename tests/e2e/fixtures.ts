/**
 * The `test` every browser spec imports: each worker runs its own server (app-server.ts), the
 * page's baseURL points at it, and signed-in users come from the API instead of the sign-in form
 * (only account-journey.spec.ts fills that form in, because that is what it tests).
 */
import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { dataRoot, startServer, templateDir } from './app-server';
import {
  becomePaidThroughApi,
  createVerifiedAccount,
  seedTrackerDay,
  signInThroughApi,
  uniqueEmail,
} from './helpers';

export { expect };

/** Who a test's browser context is: a visitor, or this worker's shared free or paid user. */
export type Account = 'visitor' | 'free' | 'paid';
type SignedIn = Exclude<Account, 'visitor'>;
type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface SignUpOptions {
  prefix?: string;
  firstName?: string;
  paid?: boolean;
}

interface WorkerFixtures {
  server: { url: string };
  /**
   * Storage states of the worker's shared users, made on first use and reused by every test that
   * only reads: each has a day of tracker data, and the paid one a lab report.
   */
  workerAccounts: { storageState: (account: SignedIn) => Promise<StorageState> };
}

interface TestFixtures {
  account: Account;
  /** The app's origin, for the Origin header Better Auth and the billing routes check on POST. */
  origin: string;
  /**
   * A brand-new verified user, signed in on this page's context through the API: for tests that
   * change their user's data, so they never see another test's.
   */
  signUp: (options?: SignUpOptions) => Promise<string>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern; empty means none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startServer(join(dataRoot(), `worker-${workerInfo.workerIndex}`), {
        copyFrom: templateDir(),
      });
      await provide({ url: server.url });
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  workerAccounts: [
    async ({ server, playwright }, provide) => {
      const made = new Map<SignedIn, Promise<StorageState>>();
      const make = async (account: SignedIn): Promise<StorageState> => {
        const request = await playwright.request.newContext({ baseURL: server.url });
        try {
          const email = uniqueEmail(`worker-${account}`);
          await createVerifiedAccount(request, server.url, email);
          await signInThroughApi(request, server.url, email);
          // Pages are checked in their filled state: that is where most of their markup is.
          await seedTrackerDay(request, server.url);
          if (account === 'paid') {
            await becomePaidThroughApi(request, server.url);
            // One stored report, so /labs/:id has a real id to open (routes-smoke.spec.ts).
            const report = await request.post('/api/labs', {
              headers: { origin: server.url },
              data: {
                test_type: 'blood',
                biomarkers: [{ name: 'Glucose', value: 92, unit: 'mg/dL' }],
              },
            });
            expect(report.status()).toBe(201);
          }
          return await request.storageState();
        } finally {
          await request.dispose();
        }
      };
      await provide({
        storageState: (account) => {
          if (!made.has(account)) made.set(account, make(account));
          return made.get(account)!;
        },
      });
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  account: ['visitor', { option: true }],

  baseURL: async ({ server }, provide) => provide(server.url),

  origin: async ({ server }, provide) => provide(server.url),

  storageState: async ({ account, workerAccounts }, provide) =>
    provide(account === 'visitor' ? undefined : await workerAccounts.storageState(account)),

  signUp: async ({ page, origin }, provide) => {
    await provide(async ({ prefix = 'user', firstName = 'Robin', paid = false } = {}) => {
      const email = uniqueEmail(prefix);
      await createVerifiedAccount(page.request, origin, email, firstName);
      await signInThroughApi(page.request, origin, email);
      if (paid) await becomePaidThroughApi(page.request, origin);
      return email;
    });
  },
});
