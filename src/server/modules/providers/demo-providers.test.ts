import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import {
  DEMO_NAME_PREFIX,
  DEMO_PROVIDERS,
  removeDemoProviders,
  seedDemoProviders,
} from './demo-providers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('npm run seed:demo', () => {
  it('adds labelled sample listings once, and removes only them', async () => {
    const { db } = t.testDb.database;
    expect((await get(t.app, '/api/providers')).json().providers).toEqual([]);
    expect(await seedDemoProviders(db)).toBe(DEMO_PROVIDERS.length);
    expect(await seedDemoProviders(db)).toBe(0);
    const listed = (await get(t.app, '/api/providers')).json().providers as {
      name: string;
      demo: boolean;
      verified: boolean;
    }[];
    expect(listed).toHaveLength(DEMO_PROVIDERS.length);
    for (const provider of listed) {
      expect(provider.name.startsWith(DEMO_NAME_PREFIX)).toBe(true);
      expect(provider).toMatchObject({ demo: true, verified: false });
    }
    expect(await removeDemoProviders(db)).toBe(DEMO_PROVIDERS.length);
    expect((await get(t.app, '/api/providers')).json().providers).toEqual([]);
  });
});
