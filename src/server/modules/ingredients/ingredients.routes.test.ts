import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_DAILY_PRODUCT_CHECKS,
  INGREDIENT_MESSAGES,
  MAX_LABEL_TEXT,
  analyzeResponseSchema,
  productResponseSchema,
  type AnalyzeResponse,
  type AnalyzedIngredient,
  type ClaimCheckResponse,
  type ProductResponse,
} from '#shared/contracts/ingredients.contract';
import {
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { freshEan13 } from '../../../../tests/setup/access/ingredients.access';

const ADMIN = 'ingredients-admin@example.com';
const JOURNEY = 'Water, sugar, peanut oil, E102, sodium benzoate, vitamin K1, citric acid';

let t: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '1000', ADMIN_EMAILS: ADMIN });
  admin = await createSignedInUser(t.app, ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const ok = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBeLessThan(300);

async function userWith(
  profile: { allergies?: string[]; medicines?: string[]; diet?: string; paid?: boolean } = {},
) {
  const user = await newUserWithId(t.app, 'ingredients');
  if (profile.allergies)
    ok(
      await put(
        t.app,
        '/api/profile/sections/medical_history',
        { allergies: profile.allergies },
        user.cookie,
      ),
    );
  if (profile.diet)
    ok(
      await put(
        t.app,
        '/api/profile/sections/dietary_info',
        { dietType: profile.diet },
        user.cookie,
      ),
    );
  for (const name of profile.medicines ?? [])
    ok(await post(t.app, '/api/medications', { name }, user.cookie));
  if (profile.paid) await makePaid(t.testDb.database, user.id);
  return user;
}

const analyze = (body: unknown, cookie?: string) =>
  post(t.app, '/api/ingredients/analyze', body, cookie);
const item = (result: AnalyzeResponse, text: string): AnalyzedIngredient => {
  const found = result.ingredients.find((entry) => entry.text === text);
  if (!found) throw new Error(`no ${text} in ${result.ingredients.map((e) => e.text).join(', ')}`);
  return found;
};

describe('POST /api/ingredients/analyze', () => {
  it('a visitor gets every ingredient explained, with no personal warnings', async () => {
    const response = await analyze({ text: JOURNEY });
    expect(response.statusCode, response.body).toBe(200);
    const result = analyzeResponseSchema.parse(response.json());
    expect(result.personalized).toBe(false);
    expect(result.ingredients.map((entry) => entry.text)).toEqual(JOURNEY.split(', '));
    for (const entry of result.ingredients) expect(entry.personal).toEqual([]);
    const e102 = item(result, 'E102');
    expect(e102).toMatchObject({ name: 'Tartrazine', id: 'additive:e102', e_number: 'E102' });
    expect(e102.flags[0]).toMatchObject({
      level: 'info',
      text: 'EFSA (2009): ADI 7.5 mg/kg body weight a day.',
    });
    expect(e102.flags[0]!.sources.length).toBeGreaterThan(0);
    const benzoate = item(result, 'sodium benzoate');
    expect(benzoate).toMatchObject({ id: 'additive:e211', e_number: 'E211' });
    expect(benzoate.flags[0]!.text).toMatch(/^EFSA \(2016\): ADI 5 mg\/kg body weight a day/);
    expect(item(result, 'peanut oil').flags).toContainEqual(
      expect.objectContaining({
        level: 'info',
        text: 'Contains peanuts (a major allergen in the US and EU)',
      }),
    );
  });

  it('the main journey: allergic to peanuts, on warfarin', async () => {
    const user = await userWith({ allergies: ['peanuts'], medicines: ['warfarin'] });
    const response = await analyze({ text: JOURNEY }, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as AnalyzeResponse;
    expect(result.personalized).toBe(true);
    const oil = item(result, 'peanut oil');
    expect(oil.personal).toContainEqual(
      expect.objectContaining({ reason: 'allergy', level: 'avoid' }),
    );
    const k1 = item(result, 'vitamin K1');
    expect(k1.id).toBe('substance:vitamin-k');
    const medicine = k1.personal.find((warning) => warning.reason === 'medicine');
    expect(medicine).toMatchObject({ level: 'caution' });
    expect(medicine!.text).toContain('warfarin');
    expect(medicine!.sources.map((source) => source.url)).toContain(
      'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    );
    expect(item(result, 'E102').flags[0]!.text).toMatch(/^EFSA \(2009\)/);
    expect(result.summary.avoid).toBeGreaterThanOrEqual(1);
    expect(result.summary.caution).toBeGreaterThanOrEqual(1);
  });

  it('names a cabinet medicine it could not match as unchecked, with the closest names', async () => {
    const user = await userWith({ medicines: ['warfarin', 'Sortisone'] });
    const result = (
      await analyze({ text: 'sugar, vitamin K1, citric acid' }, user.cookie)
    ).json() as AnalyzeResponse;
    expect(result.unchecked_medicines).toEqual([
      {
        name: 'Sortisone',
        suggestions: expect.arrayContaining([expect.objectContaining({ id: 'cortisone' })]),
      },
    ]);
    // The medicine it did match is still checked against the label.
    expect(item(result, 'vitamin K1').personal).toContainEqual(
      expect.objectContaining({ reason: 'medicine' }),
    );
    const visitor = (await analyze({ text: 'sugar' })).json() as AnalyzeResponse;
    expect(visitor.unchecked_medicines).toEqual([]);
  });

  it('checks the diet on every plan: gelatine is not vegan', async () => {
    const user = await userWith({ diet: 'vegan' });
    const result = (
      await analyze({ text: 'sugar, gelatine, citric acid' }, user.cookie)
    ).json() as AnalyzeResponse;
    expect(item(result, 'gelatine').personal).toContainEqual(
      expect.objectContaining({ reason: 'diet', level: 'avoid' }),
    );
    expect(item(result, 'citric acid').personal).toEqual([]);
  });

  it('lists what it does not know, and reads cosmetic labels', async () => {
    const result = (
      await analyze({ text: 'zorbitex-9, Aqua/Water/Eau, Limonene', kind: 'cosmetic' })
    ).json() as AnalyzeResponse;
    expect(result.kind).toBe('cosmetic');
    expect(item(result, 'zorbitex-9')).toMatchObject({ id: null, name: 'zorbitex-9', kinds: [] });
    expect(result.summary.unknown).toBe(1);
    expect(item(result, 'Limonene').kinds).toContain('fragrance_allergen');
  });

  it("refuses empty, missing and over-long text in the contract's words", async () => {
    for (const body of [{ text: '' }, { text: '  \n ' }, {}, { text: 42 }]) {
      const response = await analyze(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: INGREDIENT_MESSAGES.emptyText,
      });
    }
    const long = await analyze({ text: 'a'.repeat(MAX_LABEL_TEXT + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(INGREDIENT_MESSAGES.textTooLong);
    expect((await analyze({ text: 'a'.repeat(MAX_LABEL_TEXT) })).statusCode).toBe(200);
    expect((await analyze({ text: 'sugar', kind: 'drink' })).statusCode).toBe(400);
  });

  it('answers 400, never 5xx, to bodies that break the schema', async () => {
    const user = await userWith({ paid: true });
    for (const [method, url, body] of [
      ['POST', '/api/ingredients/analyze', { text: ['a'] }],
      ['POST', '/api/claims/check', { text: { a: 1 } }],
      ['PUT', '/api/avoid-list', { items: 'palm oil' }],
      ['PUT', '/api/avoid-list', { items: [{ name: 7 }] }],
      ['POST', '/api/products', { barcode: 4006381333931, name: 'x', ingredients_text: 'a' }],
      ['POST', '/api/products', { barcode: '4006381333931', name: '', ingredients_text: 'a' }],
      [
        'POST',
        '/api/products',
        { barcode: '4006381333931', name: 'x', ingredients_text: 'a', kind: 'drug' },
      ],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body).not.toContain('stack');
    }
  });
});

describe('the daily cap', () => {
  it(`a free user gets ${FREE_DAILY_PRODUCT_CHECKS} checks a day (analysis, claim), then 429`, async () => {
    const user = await userWith();
    const barcode = freshEan13();
    for (let i = 0; i < FREE_DAILY_PRODUCT_CHECKS; i++) {
      const response =
        i % 2 === 0
          ? await analyze({ text: 'sugar' }, user.cookie)
          : await post(
              t.app,
              '/api/claims/check',
              { text: 'vitamin C prevents colds' },
              user.cookie,
            );
      expect(response.statusCode, `check ${i + 1}`).toBeLessThan(429);
    }
    // A barcode lookup is Wellness Pro's: the plan answers before the cap.
    expect((await get(t.app, `/api/products/${barcode}`, user.cookie)).json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      feature: 'barcode_scan',
    });
    for (const response of [
      await analyze({ text: 'sugar' }, user.cookie),
      await post(t.app, '/api/claims/check', { text: 'vitamin C prevents colds' }, user.cookie),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        code: 'CHECK_LIMIT_REACHED',
        message: INGREDIENT_MESSAGES.limitReached(FREE_DAILY_PRODUCT_CHECKS),
      });
    }
    // A refused input is not a check: bad text is refused before counting.
    expect((await analyze({ text: '' }, user.cookie)).statusCode).toBe(400);
  });

  it('a paid user is not capped', async () => {
    const user = await userWith({ paid: true });
    for (let i = 0; i < FREE_DAILY_PRODUCT_CHECKS + 2; i++)
      expect((await analyze({ text: 'sugar' }, user.cookie)).statusCode).toBe(200);
  });
});

describe('/api/avoid-list', () => {
  it('needs a session', async () => {
    expect((await get(t.app, '/api/avoid-list')).statusCode).toBe(401);
    expect((await put(t.app, '/api/avoid-list', { items: [] })).statusCode).toBe(401);
  });

  it('is free to read and paid to change', async () => {
    const free = await userWith();
    expect((await get(t.app, '/api/avoid-list', free.cookie)).json()).toEqual({ items: [] });
    const refused = await put(
      t.app,
      '/api/avoid-list',
      { items: [{ name: 'palm oil' }] },
      free.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'ingredient_safety' });
  });

  it('resolves names, keeps the order, and warns in every analysis', async () => {
    const user = await userWith({ paid: true });
    const saved = await put(
      t.app,
      '/api/avoid-list',
      {
        items: [
          { name: 'Tartrazine' },
          { name: 'palm oil' },
          { name: 'PALM OIL' },
          { name: 'Milk', id: 'bogus' },
        ],
      },
      user.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      items: [
        { name: 'Tartrazine', id: 'additive:e102' },
        // Palm oil is one of the plain label foods: palm fat and '(palm)' are the same record.
        { name: 'palm oil', id: 'food:label-palm-oil' },
        { name: 'Milk', id: expect.stringMatching(/^(?:allergen:milk|substance:milk|food:)/) },
      ],
    });
    expect((await get(t.app, '/api/avoid-list', user.cookie)).json()).toEqual(saved.json());
    const result = (
      await analyze({ text: 'E102, vegetable oils (palm oil, rapeseed oil), sugar' }, user.cookie)
    ).json() as AnalyzeResponse;
    const onList = result.ingredients.map((entry) =>
      entry.personal.some(
        (warning) => warning.reason === 'avoid_list' && warning.level === 'avoid',
      ),
    );
    expect(onList).toEqual([true, false, true, false, false]);
  });

  it('refuses empty and over-long names and lists over 200', async () => {
    const user = await userWith({ paid: true });
    for (const items of [
      [{ name: ' ' }],
      [{ name: 'x'.repeat(121) }],
      Array.from({ length: 201 }, (_, i) => ({ name: `thing ${i}` })),
    ])
      expect((await put(t.app, '/api/avoid-list', { items }, user.cookie)).json()).toEqual({
        code: 'VALIDATION_ERROR',
        message:
          items.length > 1
            ? INGREDIENT_MESSAGES.avoidTooMany
            : items[0]!.name.trim()
              ? INGREDIENT_MESSAGES.avoidNameTooLong
              : INGREDIENT_MESSAGES.avoidEmptyName,
      });
  });
});

describe('/api/products', () => {
  it('needs a session and Wellness Pro (barcode_scan) to look up, typed or scanned, and to add', async () => {
    expect((await get(t.app, `/api/products/${freshEan13()}`)).statusCode).toBe(401);
    const free = await userWith();
    // The page says a lookup needs Wellness Pro; the server holds it, even for a known product.
    const lookup = await get(t.app, '/api/products/3017620422003', free.cookie);
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'barcode_scan' });
    const paid = await userWith({ paid: true });
    expect((await get(t.app, '/api/products/3017620422003', paid.cookie)).statusCode).toBe(200);
    const refused = await post(
      t.app,
      '/api/products',
      { barcode: freshEan13(), name: 'Bar', ingredients_text: 'oats' },
      free.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'barcode_scan' });
  });

  it('refuses a bad barcode with the contract message', async () => {
    const user = await userWith({ paid: true });
    for (const bad of ['4006381333932', '12345', 'abcdefghijklm'])
      for (const response of [
        await get(t.app, `/api/products/${bad}`, user.cookie),
        await post(
          t.app,
          '/api/products',
          { barcode: bad, name: 'Bar', ingredients_text: 'oats' },
          user.cookie,
        ),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'INVALID_BARCODE',
          message: INGREDIENT_MESSAGES.invalidBarcode,
        });
      }
    const empty = await post(
      t.app,
      '/api/products',
      { barcode: freshEan13(), name: 'Bar', ingredients_text: '' },
      user.cookie,
    );
    expect(empty.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: INGREDIENT_MESSAGES.emptyText,
    });
  });

  it('an unknown barcode is 404 PRODUCT_NOT_FOUND (no Open Food Facts configured)', async () => {
    const user = await userWith({ paid: true });
    const response = await get(t.app, '/api/products/4006381333931', user.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: INGREDIENT_MESSAGES.productNotFound,
    });
  });

  it('a submission is its submitter\u2019s until an admin approves it; then everyone\u2019s', async () => {
    const owner = await userWith({ paid: true, allergies: ['milk'] });
    const other = await userWith({ paid: true });
    const barcode = freshEan13();
    const created = await post(
      t.app,
      '/api/products',
      {
        barcode: ` ${barcode.slice(0, 1)}-${barcode.slice(1)} `,
        name: 'Choc bar',
        brand: 'Acme',
        ingredients_text: 'sugar, cocoa butter, whole milk powder',
      },
      owner.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = productResponseSchema.parse(created.json());
    expect(product).toMatchObject({
      barcode,
      name: 'Choc bar',
      brand: 'Acme',
      source: 'local',
      licence: null,
      status: 'pending',
    });
    expect(product.analysis.personalized).toBe(true);
    expect(
      product.analysis.ingredients.find((entry) => entry.text === 'whole milk powder')!.personal,
    ).toContainEqual(expect.objectContaining({ reason: 'allergy', level: 'avoid' }));

    expect((await get(t.app, `/api/products/${barcode}`, owner.cookie)).json()).toMatchObject({
      status: 'pending',
    });
    expect((await get(t.app, `/api/products/${barcode}`, other.cookie)).statusCode).toBe(404);

    // Sending it again corrects the pending entry rather than adding a second.
    const corrected = await post(
      t.app,
      '/api/products',
      { barcode, name: 'Choc bar 2', ingredients_text: 'sugar, cocoa butter' },
      owner.cookie,
    );
    expect(corrected.statusCode).toBe(201);

    const productId = await idOf(barcode);
    for (const cookie of [undefined, other.cookie, owner.cookie])
      expect((await approve(productId, cookie)).statusCode).toBe(404);
    const approved = await approve(productId, admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', name: 'Choc bar 2' });

    const seen = (
      await get(t.app, `/api/products/${barcode}`, other.cookie)
    ).json() as ProductResponse;
    expect(seen).toMatchObject({
      barcode,
      name: 'Choc bar 2',
      status: 'approved',
      source: 'local',
    });
    expect(seen.analysis.ingredients.map((entry) => entry.text)).toEqual(['sugar', 'cocoa butter']);

    const again = await post(
      t.app,
      '/api/products',
      { barcode, name: 'Dup', ingredients_text: 'sugar' },
      owner.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PRODUCT_EXISTS',
      message: INGREDIENT_MESSAGES.productExists,
    });
    const unknown = await approve('00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(unknown.statusCode).toBe(404);
  });
});

const approve = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/approve`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function idOf(barcode: string): Promise<string> {
  const result = await t.testDb.database.db.execute(
    sql`select id from products where barcode = ${barcode}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string;
  }[];
  return rows[0]!.id;
}

describe('POST /api/claims/check', () => {
  it("answers 'vitamin C prevents colds' with its verdict and sources, best first", async () => {
    const response = await post(t.app, '/api/claims/check', {
      text: 'Does vitamin C prevent colds?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ClaimCheckResponse;
    expect(result.message).toBeNull();
    expect(result.matches[0]!.claim.toLowerCase()).toContain('vitamin c');
    expect(result.matches[0]!.sources.length).toBeGreaterThan(0);
    expect(['supported', 'mixed', 'not supported', 'not studied']).toContain(
      result.matches[0]!.verdict,
    );
  });

  it('says so honestly when it has no summary, and refuses empty text', async () => {
    const none = (
      await post(t.app, '/api/claims/check', { text: 'purple zeppelins improve tax returns' })
    ).json() as ClaimCheckResponse;
    expect(none).toEqual({ matches: [], message: INGREDIENT_MESSAGES.noClaimMatch });
    const empty = await post(t.app, '/api/claims/check', { text: '' });
    expect(empty.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: INGREDIENT_MESSAGES.emptyClaim,
    });
    const long = await post(t.app, '/api/claims/check', { text: 'a'.repeat(5001) });
    expect(long.json().message).toBe(INGREDIENT_MESSAGES.claimTooLong);
  });
});

describe('the API docs', () => {
  it('document every ingredient route with its summary, description and answers', async () => {
    const docs = (await get(t.app, '/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          { summary?: string; description?: string; responses?: Record<string, unknown> }
        >
      >;
    };
    const routes: [string, string, string[]][] = [
      ['/api/ingredients/analyze', 'post', ['200', '400', '429']],
      ['/api/claims/check', 'post', ['200', '400', '429']],
      ['/api/avoid-list', 'get', ['200', '401']],
      ['/api/avoid-list', 'put', ['200', '400', '401', '403']],
      ['/api/products/{barcode}', 'get', ['200', '400', '401', '403', '404', '429']],
      ['/api/products', 'post', ['201', '400', '401', '403', '409']],
      ['/api/admin/products/{id}/approve', 'post', ['200', '404', '409']],
    ];
    for (const [path, method, codes] of routes) {
      const operation = docs.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      expect(operation!.description).toBeTruthy();
      expect(Object.keys(operation!.responses ?? {})).toEqual(expect.arrayContaining(codes));
    }
  });
});

describe('Open Food Facts and the visitor rate limit', () => {
  let off: TestApp;
  let server: Server;
  const requested: string[] = [];
  // Not in the shipped catalogue, so the live service is asked.
  const FOUND = freshEan13();
  const UPC = '036000291452';
  const FAILING = '4006381333931';
  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === `/api/v2/product/${FOUND}.json`)
        return send(200, {
          status: 1,
          product: {
            product_name: 'Hazelnut spread',
            brands: 'Spreadco, Other',
            ingredients_text:
              'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, cocoa, emulsifier: lecithins (soya), vanillin',
          },
        });
      if (request.url === `/api/v2/product/0${UPC}.json`)
        return send(200, {
          status: 1,
          product: { product_name: '', ingredients_text_en: 'Water, sugar' },
        });
      if (request.url === `/api/v2/product/${FAILING}.json`) return send(500, { error: 'down' });
      return send(404, { status: 0, status_verbose: 'product not found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    off = await createTestApp({
      OFF_API_URL: `http://127.0.0.1:${port}`,
      CHECK_VISITOR_RATE_PER_MINUTE: '2',
    });
  });
  const paidOffUser = async () => {
    const user = await newUserWithId(off.app, 'off');
    await makePaid(off.testDb.database, user.id);
    return user;
  };
  afterAll(async () => {
    await off?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('finds a product there, labelled with its source and licence, analysed for this person', async () => {
    const user = await paidOffUser();
    ok(
      await put(
        off.app,
        '/api/profile/sections/medical_history',
        { allergies: ['hazelnut'] },
        user.cookie,
      ),
    );
    const response = await get(off.app, `/api/products/${FOUND}`, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const product = productResponseSchema.parse(response.json());
    expect(product).toMatchObject({
      barcode: FOUND,
      name: 'Hazelnut spread',
      brand: 'Spreadco',
      source: 'open-food-facts',
      licence: 'ODbL',
    });
    expect(product.analysis.ingredients.map((entry) => entry.name).slice(0, 2)).toEqual([
      'Sugar',
      'palm oil',
    ]);
    expect(
      product.analysis.ingredients.find((entry) => entry.text === 'hazelnuts 13%'),
    ).toMatchObject({ percent: 13 });
    expect(requested).toContain(`/api/v2/product/${FOUND}.json`);
  });

  it('asks for a UPC-A code as EAN-13 and reads ingredients_text_en', async () => {
    const user = await paidOffUser();
    const product = (
      await get(off.app, `/api/products/${UPC}`, user.cookie)
    ).json() as ProductResponse;
    expect(product).toMatchObject({
      barcode: UPC,
      name: 'Unnamed product',
      ingredients_text: 'Water, sugar',
    });
  });

  it('treats not found and failures as not found', async () => {
    const user = await paidOffUser();
    for (const code of ['96385074', FAILING]) {
      const response = await get(off.app, `/api/products/${code}`, user.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('rate-limits visitors per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await off.app.inject({
            method: 'POST',
            url: '/api/ingredients/analyze',
            payload: { text: 'sugar' },
            headers: { origin: TEST_ORIGIN },
            remoteAddress: '203.0.113.9',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
