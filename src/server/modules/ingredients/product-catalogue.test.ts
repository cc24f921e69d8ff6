/**
 * A fresh install finds real products by barcode with no network: the shipped Open Food Facts
 * extract is loaded at start, once however often the app starts, labelled with its source and
 * licence, and never replaces a member's product.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INGREDIENT_MESSAGES, productResponseSchema } from '#shared/contracts/ingredients.contract';
import { labelCounts } from '#shared/domain/label-counts';
import { createTestApp, get, post, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { importCatalogue, readProductSeed, seedProductCatalogue } from './product-catalogue';
import { products } from './ingredients.table';

let t: TestApp;
beforeAll(async () => {
  // No OFF_API_URL, and any attempt to reach the network fails the test.
  vi.stubGlobal('fetch', () => {
    throw new Error('A fresh install must not need the network to find a seeded product');
  });
  t = await createTestApp();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

const paidUser = async () => {
  const user = await newUserWithId(t.app, 'catalogue');
  await makePaid(t.testDb.database, user.id);
  return user;
};

const rowsFor = async (barcode: string) => {
  const result = await t.testDb.database.db.execute(
    sql`select count(*)::int as n from products where barcode = ${barcode}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number;
  }[];
  return rows[0]!.n;
};

describe('the product catalogue on a fresh install', () => {
  it('finds a seeded barcode offline, labelled Open Food Facts (ODbL), analysed with one count', async () => {
    expect(t.config.OFF_API_URL).toBeFalsy();
    const user = await paidUser();
    const response = await get(t.app, '/api/products/3017620422003', user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const product = productResponseSchema.parse(response.json());
    expect(product).toMatchObject({
      barcode: '3017620422003',
      name: 'Nutella 400 g',
      brand: 'Ferrero',
      source: 'open-food-facts',
      licence: 'ODbL',
      status: 'approved',
    });
    const counts = labelCounts(product.analysis.ingredients);
    expect(counts.ingredients).toBe(8);
    expect(product.analysis.summary.unknown).toBe(counts.notAssessed);
    expect(
      product.analysis.ingredients.find((item) => item.text === 'hazelnuts 13%'),
    ).toMatchObject({ percent: 13, kinds: expect.arrayContaining(['allergen']) });
  });

  it('finds every seeded product, and a UPC-A code in its 13-digit form', async () => {
    const user = await paidUser();
    for (const seeded of readProductSeed()) {
      const response = await get(t.app, `/api/products/${seeded.barcode}`, user.cookie);
      expect(response.statusCode, seeded.name).toBe(200);
      expect(response.json()).toMatchObject({ name: seeded.name, source: 'open-food-facts' });
    }
    const upc = await get(t.app, '/api/products/0737628064502', user.cookie);
    expect(upc.json()).toMatchObject({ barcode: '737628064502', brand: 'Thai Kitchen' });
  });

  it('loads once however often the app starts', async () => {
    const again = await seedProductCatalogue(t.testDb.database.db);
    expect(again.added).toBe(0);
    expect(again.kept).toBe(readProductSeed().length);
    expect(await rowsFor('3017620422003')).toBe(1);
  });

  it('never adds a second product for a seeded barcode, nor replaces a member’s', async () => {
    const user = await paidUser();
    const duplicate = await post(
      t.app,
      '/api/products',
      { barcode: '5449000000996', name: 'Cola', ingredients_text: 'water' },
      user.cookie,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: 'PRODUCT_EXISTS',
      message: INGREDIENT_MESSAGES.productExists,
    });

    // A member's reviewed product keeps its text when a newer export names the same barcode.
    const barcode = '4006381333931';
    await t.testDb.database.db.insert(products).values({
      barcode,
      name: 'Member bar',
      ingredients_text: 'oats',
      status: 'approved',
      submitted_by: user.id,
      reviewed_at: new Date(),
    });
    const member = await importCatalogue(
      t.testDb.database.db,
      [{ barcode, name: 'Export bar', brand: 'X', kind: 'food', ingredients_text: 'sugar' }],
      { update: true },
    );
    expect(member).toEqual({ added: 0, updated: 0, kept: 1 });
    expect((await get(t.app, `/api/products/${barcode}`, user.cookie)).json()).toMatchObject({
      name: 'Member bar',
      source: 'local',
      licence: null,
    });

    // The catalogue's own row is rewritten from newer data only when asked.
    const newer = {
      barcode: '8076800195057',
      name: 'Spaghetti n.5 (new pack)',
      brand: 'Barilla',
      kind: 'food' as const,
      ingredients_text: 'Durum wheat semolina, water.',
    };
    expect(await importCatalogue(t.testDb.database.db, [newer])).toMatchObject({ updated: 0 });
    expect(await importCatalogue(t.testDb.database.db, [newer], { update: true })).toMatchObject({
      updated: 1,
    });
    expect((await get(t.app, '/api/products/8076800195057', user.cookie)).json()).toMatchObject({
      name: 'Spaghetti n.5 (new pack)',
      source: 'open-food-facts',
    });
  });

  it('is Wellness Pro’s: a free member is refused before the catalogue is read', async () => {
    const free = await newUserWithId(t.app, 'catalogue');
    const response = await get(t.app, '/api/products/3017620422003', free.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'barcode_scan' });
  });
});
