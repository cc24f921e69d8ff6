/**
 * GET /api/search. Community threads and products are read by PostgreSQL full-text search (ADR
 * 087): this file runs on PGlite and on PostgreSQL, so both engines are held to the same answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, type SearchResponse } from '#shared/contracts/search.contract';
import { communityPosts, communityThreads, communityTopics } from '#server/db/schema';
import { importCatalogue } from '#server/modules/ingredients/index';
import {
  createSignedInUser,
  createTestApp,
  get,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { SEARCH_RATE } from './search.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = (q: string, cookie?: string, address = '10.1.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });

const group = (body: SearchResponse, kind: string) => body.groups.find((g) => g.kind === kind);

describe('GET /api/search', () => {
  it('finds warfarin signed out, by name and by brand, linking to the checker', async () => {
    const response = await search('warfarin');
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResponse>();
    const substances = group(body, 'substances')!;
    expect(substances.label).toBe('Medicines and supplements');
    expect(substances.results[0]).toMatchObject({
      id: 'warfarin',
      href: '/interactions?add=Warfarin',
    });
    expect(substances.results[0]!.summary).toMatch(/^Medicine\./);
    // No typo matches beside a literal one ('margarine' is two edits from 'warfarin').
    expect(substances.results.map((r) => r.id)).not.toContain('cooking-oils');
    expect(substances.results.every((r) => /warfarin/i.test(r.title + r.summary))).toBe(true);
    // A typo alone still finds it.
    expect(group((await search('warfrin')).json(), 'substances')!.results[0]!.id).toBe('warfarin');
    const brand = group((await search('coumadin')).json(), 'substances')!;
    expect(brand.results[0]!.title).toMatch(/Warfarin/);
  });

  it('finds lavender among oils and remedies, each linking to its own page', async () => {
    const body = (await search('lavender')).json<SearchResponse>();
    const oils = group(body, 'oils')!;
    expect(oils.results.length).toBeGreaterThan(0);
    for (const result of oils.results) expect(result.href).toBe(`/essential-oils/${result.id}`);
    expect(oils.results.some((r) => /lavender/i.test(r.title))).toBe(true);
    expect(body.total).toBe(body.groups.reduce((n, g) => n + g.results.length, 0));
    // Kinds come in the page's order and only when they have results.
    const order = ['substances', 'oils', 'remedies', 'foods', 'recipes', 'biomarkers', 'claims'];
    const kinds = body.groups.map((g) => g.kind);
    expect(kinds).toEqual(order.filter((k) => kinds.includes(k as never)));
    for (const g of body.groups) expect(g.results.length).toBeGreaterThan(0);
  });

  it('searches foods, recipes and lab markers', async () => {
    const foods = group((await search('spinach')).json(), 'foods')!;
    expect(foods.results[0]!.href).toBe('/diet');
    const markers = group((await search('ferritin')).json(), 'biomarkers')!;
    expect(markers.results[0]).toMatchObject({ title: 'Ferritin', href: '/markers-education' });
    const body = (await search('salad')).json<SearchResponse>();
    const recipes = group(body, 'recipes');
    expect(recipes?.results.length).toBeGreaterThan(0);
    for (const r of recipes!.results) expect(r.href).toBe(`/recipes/${encodeURIComponent(r.id)}`);
  });

  it('finds published community threads by title or post, ranked, each once, never a held one', async () => {
    const db = t.testDb.database.systemDb;
    const [topic] = await db.select().from(communityTopics).limit(1);
    const thread = async (title: string, bodies: string[], status: 'published' | 'held') => {
      const [row] = await db
        .insert(communityThreads)
        .values({ topic_id: topic!.id, title, status })
        .returning({ id: communityThreads.id });
      for (const body of bodies)
        await db
          .insert(communityPosts)
          .values({ thread_id: row!.id, body, body_html: body, status });
      return row!.id;
    };
    const inTitle = await thread(
      'Magnesium glycinate helped my sleeping',
      ['Two months now.', 'Same here, magnesium at night.'],
      'published',
    );
    const inPost = await thread('Evening routines', ['I take magnesium before bed.'], 'published');
    const held = await thread('Magnesium scam?', ['held for review'], 'held');
    await thread('Walking groups', ['Nothing about minerals.'], 'published');

    const body = (await search('magnes')).json<SearchResponse>();
    const threads = group(body, 'threads')!;
    expect(threads.label).toBe('Community threads');
    const ids = threads.results.map((r) => r.id);
    // A prefix matches ('magnes' is magnesium); the title match ranks above a post's mention.
    expect(ids).toEqual([inTitle, inPost]);
    expect(ids).not.toContain(held);
    expect(threads.results[0]).toMatchObject({
      title: 'Magnesium glycinate helped my sleeping',
      href: `/community/threads/${inTitle}`,
    });
    expect(threads.results[0]!.summary).toMatch(/^Community thread in .+: 1 reply$/);
    // Stemmed: 'sleep' finds 'sleeping'; every word must match.
    expect(
      group((await search('sleep magnesium')).json(), 'threads')!.results.map((r) => r.id),
    ).toEqual([inTitle]);
    expect(group((await search('sleep walking')).json(), 'threads')).toBeUndefined();
    // Once hidden, it is gone from search.
    await db
      .update(communityThreads)
      .set({ status: 'hidden' })
      .where(eq(communityThreads.id, inPost));
    expect(group((await search('magnesium')).json(), 'threads')!.results.map((r) => r.id)).toEqual([
      inTitle,
    ]);
  });

  it('finds approved catalogue products by name, brand or ingredient, one result a barcode', async () => {
    await importCatalogue(t.testDb.database.db, [
      {
        barcode: '4000000000017',
        name: 'Oat crunch granola',
        brand: 'Morning Fields',
        kind: 'food',
        ingredients_text: 'oats, honey, almonds',
      },
      {
        barcode: '4000000000024',
        name: 'Honey almond bar',
        brand: 'Trail',
        kind: 'food',
        ingredients_text: 'almonds, honey, oats',
      },
      {
        barcode: '4000000000031',
        name: 'Lip balm',
        brand: 'Granola Girl',
        kind: 'cosmetic',
        ingredients_text: 'beeswax',
      },
    ]);
    const body = (await search('granola')).json<SearchResponse>();
    const products = group(body, 'products')!;
    expect(products.label).toBe('Products');
    // The name outranks the brand.
    expect(products.results.map((r) => r.id)).toEqual(['4000000000017', '4000000000031']);
    expect(products.results[0]).toMatchObject({
      title: 'Oat crunch granola (Morning Fields)',
      href: '/product-fact-checker?barcode=4000000000017',
    });
    // An ingredient finds both bars, each once.
    const almonds = group((await search('almond')).json(), 'products')!.results.map((r) => r.id);
    expect(almonds).toEqual(['4000000000024', '4000000000017']);
    expect(new Set(almonds).size).toBe(almonds.length);
    // Punctuation is never read as query syntax.
    expect((await search("granola & | ! ( ' :*")).statusCode).toBe(200);
  });

  it('answers an empty result for nonsense, and 400 with a clear message outside 2 to 100 characters', async () => {
    const none = (await search('qqxxzzqq')).json<SearchResponse>();
    expect(none).toEqual({ q: 'qqxxzzqq', groups: [], total: 0 });
    const short = await search(' a ');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(SEARCH_MESSAGES.tooShort);
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(SEARCH_MESSAGES.tooLong);
    expect((await get(t.app, '/api/search')).statusCode).toBe(400);
  });

  it('limits visitors more than signed-in users', async () => {
    const address = '10.1.9.9';
    for (let i = 0; i < SEARCH_RATE.visitor; i++)
      expect((await search('zinc', undefined, address)).statusCode).toBe(200);
    expect((await search('zinc', undefined, address)).statusCode).toBe(429);
    const { cookie } = await createSignedInUser(t.app, 'search-user@example.com');
    expect((await search('zinc', cookie, '10.1.9.10')).statusCode).toBe(200);
  });
});
