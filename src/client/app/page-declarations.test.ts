/**
 * ARCHITECTURE.md's walk-throughs stay true (ADR 119): 'A client area, and adding a page' shows the
 * daily log's route entry and declaration as they are in their files, and a page declared the way
 * it says, in a throwaway area, is picked up by every reader of the declarations; what the
 * collectors refuse fails; and every file the two walk-throughs ('Adding a feature' too) name
 * exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writesRefreshing } from '#client/lib/invalidation';
import type { PageDataTable } from '#shared/contracts/page-data.contract';
import { architectureSection } from '../../../tests/setup/architecture-doc';
import { collectWithArea, realAreas } from '../../../tests/setup/page-declarations';
import { declarePages, sharedPageData, type PageArea } from './page-declaration';
import { areasOf, collectPages, FIRST_DATA } from './page-declarations';
import * as pageRequests from './page-requests';
import { COMMUNITY_DECLARATIONS } from './routes/community/community-declarations';
import { TRACKING_META } from './routes/tracking/tracking-declarations';

const PAGE_WALKTHROUGH = architectureSection('A client area, and adding a page');
const FEATURE_WALKTHROUGH = architectureSection('Adding a feature');

/** Each ```ts block of a section whose first line names its file: the file and the code. */
function blocksOf(text: string): { file: string; code: string }[] {
  return [...text.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, file, code]) => ({
    file: file!,
    code: code!,
  }));
}

/** Code without comment lines and with whitespace collapsed, to find a block in its file. */
const bare = (code: string) =>
  code
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/([[({]) /g, '$1')
    .replace(/ ([\])}])/g, '$1')
    .trim();

describe('the walk-through of adding a page', () => {
  const blocks = blocksOf(PAGE_WALKTHROUGH);

  it("shows the daily log's route entry and declaration as they are in their files", () => {
    expect(blocks.map((block) => block.file)).toEqual([
      'src/client/app/routes/tracking/tracking-routes.ts',
      'src/client/app/routes/tracking/tracking-declarations.ts',
    ]);
    for (const { file, code } of blocks) {
      for (const part of code.split(/\n(?=\S)/).filter((line) => line.trim()))
        expect(bare(readFileSync(file, 'utf8')), `${file}: ${part}`).toContain(bare(part));
    }
    expect(FIRST_DATA['/log']).toBe('dailyLog');
  });

  /** The walk-through's declaration, read as code: a page's entry in its area's declarations. */
  function declaredAsShown(): Record<string, unknown> {
    const entry = blocks[1]!.code.trim().replace(/,$/, '');
    const names = ['TRACKING_META', ...Object.keys(pageRequests)];
    // The walk-through's own text, read as the code it shows (with the names its file imports).
    const read = new Function(...names, `return { ${entry} };`) as (
      ...values: unknown[]
    ) => Record<string, unknown>;
    return read(TRACKING_META, ...Object.values(pageRequests));
  }

  /** A throwaway area with one new page declared as the walk-through shows, under a new key. */
  function throwawayArea(): PageArea {
    const [declaration] = Object.values(declaredAsShown());
    const pages = declarePages({
      sleepDiary: declaration as Parameters<typeof declarePages>[0][string],
    });
    return {
      name: 'walkthrough',
      routes: [
        { path: '/sleep-diary', declaration: 'sleepDiary' },
        { path: '/dashboard/sleep-diary', declaration: 'sleepDiary' },
      ],
      pages,
    };
  }

  it('a page declared that way in a new area is picked up with its meta, first data and views', () => {
    // Beside the real pages, which all come out unchanged (collectWithArea holds that).
    const pages = collectWithArea(throwawayArea());
    const page = pages.ofPath.get('/sleep-diary');
    // Its head tags at both of its paths.
    expect(page?.meta).toBe(TRACKING_META.dailyLog);
    expect(pages.ofPath.get('/dashboard/sleep-diary')).toBe(page);
    // Its line in routes.json, and the first data the server answers by that name.
    expect(pages.firstData['/sleep-diary']).toBe('sleepDiary');
    const data = (pages.data as PageDataTable).sleepDiary;
    expect(data?.firstRequests({ params: {}, date: '2026-11-26' })).toEqual([
      '/api/daily-log/2026-11-26',
    ]);
    expect(data?.thenRequests?.({ params: {}, date: '2026-11-26' }, {})).toEqual([
      '/api/symptoms/options',
    ]);
    // The writes that refresh it.
    expect(writesRefreshing(page?.views ?? [])).toEqual(
      expect.arrayContaining(['tracking', 'medication']),
    );
  });

  it('refuses a route without its declaration, a declaration no route names, a key twice, two first data under one name', () => {
    const area = throwawayArea();
    const routesNaming = (declaration: string) => [{ path: '/sleep-diary', declaration }];
    expect(() => collectPages([{ ...area, routes: routesNaming('sleepDiry') }])).toThrow(
      "/sleep-diary: walkthrough declares no page 'sleepDiry'",
    );
    expect(() =>
      collectPages([
        {
          ...area,
          routes: [...area.routes, { path: '/x', declaration: 'sleepDiary' }],
          pages: { ...area.pages, ...declarePages({ unused: { meta: TRACKING_META.mood } }) },
        },
      ]),
    ).toThrow("walkthrough: no route names the page 'unused'");
    const tracking = realAreas().find((candidate) => candidate.name === 'tracking')!;
    const twice = {
      ...area,
      pages: declarePages({ dailyLog: { meta: TRACKING_META.mood } }),
      routes: routesNaming('dailyLog'),
    };
    expect(() => collectPages([tracking, twice])).toThrow(
      "the page 'dailyLog' is declared in tracking and walkthrough",
    );
    const shared = (name: string) => sharedPageData(name, { firstRequests: () => [] });
    const clash = {
      ...area,
      pages: declarePages({
        a: { meta: TRACKING_META.mood, data: shared('same') },
        b: { meta: TRACKING_META.mood, data: shared('same') },
      }),
      routes: [
        { path: '/a', declaration: 'a' },
        { path: '/b', declaration: 'b' },
      ],
    };
    expect(() => collectPages([clash])).toThrow("two first data are named 'same'");
    // A routes file with no declarations beside it.
    expect(() =>
      areasOf(
        { './routes/walkthrough/walkthrough-routes.ts': { WALKTHROUGH_ROUTES: area.routes } },
        {},
      ),
    ).toThrow('has no <area>-declarations.ts beside it');
  });
});

describe('first data of prerendered pages', () => {
  it('are answered only where a signed-in visitor is sent the shell', () => {
    // /community is prerendered for guests and rendered for a member with their list.
    expect(FIRST_DATA['/community']).toBe('community');
    const { community } = COMMUNITY_DECLARATIONS;
    expect(
      community.data?.firstRequests({
        params: {},
        date: '2026-12-05',
        search: '?q=sleep&topic=diet',
      }),
    ).toEqual([
      '/api/community/topics',
      '/api/community/threads?topic=diet&q=sleep',
      '/api/community/me',
    ]);
    // A prerendered page with no such rule gets none: its HTML is the same for everyone.
    const area: PageArea = {
      name: 'throwaway',
      routes: [{ path: '/static-page', declaration: 'staticPage', prerender: true }],
      pages: declarePages({
        staticPage: {
          meta: TRACKING_META.dailyLog,
          data: { firstRequests: () => ['/api/community/topics'] },
        },
      }),
    };
    expect(collectPages([area]).firstData).toEqual({});
  });
});

describe('the walk-throughs name files that exist', () => {
  /** Every backticked repository path in a text, with its placeholders read as a real example. */
  function pathsIn(text: string, example: Record<string, string>): string[] {
    const read = (path: string) =>
      path.replace(/<(\w+)>/g, (_, name: string) => example[name] ?? `<${name}>`);
    const repositoryPaths = [...text.matchAll(/`((?:src|tests|scripts)\/[^`\s]+)`/g)];
    // A module's own files, named by their feature ('<feature>.routes.ts').
    const moduleFiles = [...text.matchAll(/`(<feature>[.-][\w.-]+\.ts)`/g)];
    return [
      ...repositoryPaths.map(([, path]) => read(path!)),
      ...moduleFiles.map(([, file]) => read(`src/server/modules/<feature>/${file!}`)),
    ];
  }

  it.each([
    ['Adding a feature', FEATURE_WALKTHROUGH, { feature: 'nutrition' }],
    [
      'A client area, and adding a page',
      PAGE_WALKTHROUGH,
      { feature: 'tracking', area: 'tracking' },
    ],
  ] as const)('%s', (_name, text, example) => {
    const paths = pathsIn(text, example);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) expect(existsSync(path.replace(/\/$/, '')), path).toBe(true);
  });
});
