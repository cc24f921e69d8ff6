import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from '#client/app/route-table';
import {
  SEARCH_LINKS,
  SEARCH_MESSAGES,
  type SearchResponse,
} from '#shared/contracts/search.contract';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { SIGNED_IN_NAV } from '#client/app/signed-in-navigation';
import { matchPages } from './page-matches';
import SearchPage from './search';

const violations = () => axeViolations();

const WARFARIN: SearchResponse = {
  q: 'warfarin',
  total: 1,
  groups: [
    {
      kind: 'substances',
      label: 'Medicines and supplements',
      results: [
        {
          id: 'warfarin',
          title: 'Warfarin',
          summary: 'Medicine. A blood thinner.',
          href: '/interactions?add=Warfarin',
        },
      ],
    },
  ],
};

describe('/search', () => {
  it('shows the results grouped by kind, each linking to its page, with the matching pages', async () => {
    renderWithProviders(<SearchPage />, {
      path: '/search?q=warfarin',
      api: { 'GET /api/search': { body: WARFARIN } },
    });
    const group = await screen.findByRole('region', { name: /Medicines and supplements/ });
    expect(within(group).getByRole('link', { name: 'Warfarin' })).toHaveAttribute(
      'href',
      '/interactions?add=Warfarin',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('warfarin');
    // The interaction checker's own page matches 'warfarin'? Only if its meta says so; pages
    // come last either way.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/Medicines and supplements/);
    expect(await violations()).toEqual([]);
  });

  it('finds pages by their title in the browser', async () => {
    renderWithProviders(<SearchPage />, {
      path: '/search?q=essential oils',
      api: { 'GET /api/search': { body: { q: 'essential oils', total: 0, groups: [] } } },
    });
    const pages = await screen.findByRole('region', { name: /Pages/ });
    expect(within(pages).getByRole('link', { name: /Essential Oils Library/ })).toHaveAttribute(
      'href',
      '/essential-oils',
    );
  });

  it('says so when nothing matches, and refuses a one-letter search with the message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, {
      path: '/search?q=qqxxzz',
      api: { 'GET /api/search': { body: { q: 'qqxxzz', total: 0, groups: [] } } },
    });
    expect(await screen.findByRole('heading', { name: /No results for/ })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'a{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.tooShort);
    expect(await violations()).toEqual([]);
  });

  it('searches the trimmed query, and the box follows the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, {
      path: '/search',
      api: { 'GET /api/search': { body: { q: 'lavender', total: 0, groups: [] } } },
    });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, '  lavender {Enter}');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Search results for \u2018lavender\u2019',
      }),
    ).toBeInTheDocument();
    // The box takes the address's query once the page has moved there, which a loaded CI
    // machine rendered after the results' heading.
    await waitFor(() => expect(box).toHaveValue('lavender'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with no query, shows the box and asks nothing', async () => {
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search Wellnest' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});

describe('matchPages', () => {
  it('lists a page once, under its canonical path (Privacy Policy was listed twice)', () => {
    const privacy = matchPages('privacy')!.results.filter((r) => /Privacy Policy/.test(r.title));
    expect(privacy.map((r) => r.href)).toEqual(['/privacy-policy']);
    for (const q of ['privacy', 'terms', 'oils', 'health', 'lab']) {
      const hrefs = matchPages(q, SIGNED_IN_NAV)?.results.map((r) => r.href) ?? [];
      expect(new Set(hrefs).size, q).toBe(hrefs.length);
      const titles = matchPages(q, SIGNED_IN_NAV)?.results.map((r) => r.title) ?? [];
      expect(new Set(titles).size, q).toBe(titles.length);
    }
  });

  it("finds a member's tools by prefix, title words first; a visitor only public pages", () => {
    const member = matchPages('habit', SIGNED_IN_NAV)!.results;
    expect(member[0]!.href).toBe('/habits');
    expect(matchPages('habit')?.results.map((r) => r.href) ?? []).not.toContain('/habits');
    const cabinet = matchPages('medicine cab', SIGNED_IN_NAV)!.results;
    expect(cabinet[0]!.href).toBe('/safety/cabinet');
    // A tool whose route names its own menu place is found as the menu's others are.
    expect(matchPages('dose history', SIGNED_IN_NAV)!.results[0]!.href).toBe('/dose-history');
  });
});

describe('SEARCH_LINKS', () => {
  it('links every kind to a route that exists', () => {
    for (const [kind, path] of Object.entries(SEARCH_LINKS)) {
      const concrete = path.replace(':id', 'some-id');
      expect(findRoute(concrete), `${kind} → ${path}`).toBeDefined();
    }
    expect(APP_ROUTES.some((route) => route.path === '/search')).toBe(true);
  });
});
