import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_META } from '#client/app/page-declarations';
import { DEFAULT_META } from '#client/config/default-page-meta';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import type { PageMeta } from '#client/config/page-meta-types';
import { PageTableProvider, usePageTable, type PageTable } from './page-table';
import { usePageMeta } from './use-page-meta';

const OWN_META: PageMeta = { ...DEFAULT_META, title: 'A page with its own meta' };

function HeadOf({ path, meta }: { path: string; meta?: PageMeta }): ReactElement {
  usePageMeta(path, meta);
  return <p>page</p>;
}

function AboutIsAppPath(): ReactElement {
  return <p>{String(usePageTable().isAppPath('/about'))}</p>;
}

/** A page at /somewhere (with its own meta when given) in an app whose table answers `metaFor`. */
function renderPage(metaFor: PageTable['metaFor'], meta?: PageMeta): void {
  const table: PageTable = { metaFor, isAppPath: (path) => path === '/about' };
  render(
    <MemoryRouter>
      <PageTableProvider value={table}>
        <HeadOf path="/somewhere" meta={meta} />
      </PageTableProvider>
    </MemoryRouter>,
  );
}

describe('usePageMeta', () => {
  it("asks the table for the page's own meta and applies it", async () => {
    const metaFor = vi.fn(() => Promise.resolve(OWN_META));
    renderPage(metaFor);
    await waitFor(() => expect(document.title).toBe(OWN_META.title));
    expect(metaFor).toHaveBeenCalledWith('/somewhere');
  });

  it('loads no meta at all for a page that passes its own', async () => {
    const metaFor = vi.fn(() => Promise.resolve(DEFAULT_META));
    renderPage(metaFor, OWN_META);
    await waitFor(() => expect(document.title).toBe(OWN_META.title));
    expect(metaFor).not.toHaveBeenCalled();
  });

  it('keeps the tags as they were when the meta cannot load (offline, a missing chunk)', async () => {
    document.title = 'Before';
    const metaFor = vi.fn(() => Promise.reject(new Error('offline')));
    renderPage(metaFor);
    await waitFor(() => expect(metaFor).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Before');
  });
});

describe('the page table in the app', () => {
  it("sets the title and description of the page from the app's table", async () => {
    renderWithProviders(<HeadOf path="/about" />);
    const about = PAGE_META['/about']!;
    await waitFor(() => expect(document.title).toBe(about.title));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      about.description,
    );
  });

  it('gives an unlisted /dashboard/ page the dashboard title, and an unknown page the default', async () => {
    const { unmount } = renderWithProviders(<HeadOf path="/dashboard/no-such-page" />);
    await waitFor(() => expect(document.title).toBe(PAGE_META['/dashboard']!.title));
    unmount();
    renderWithProviders(<HeadOf path="/no-such-page" />);
    await waitFor(() => expect(document.title).toBe(DEFAULT_META.title));
  });

  it('knows which paths are pages of the app, with nothing to load', () => {
    renderWithProviders(<AboutIsAppPath />);
    expect(screen.getByText('true')).toBeInTheDocument();
  });

  it('outside the app knows no page, so every path gets the default meta', async () => {
    render(
      <MemoryRouter>
        <AboutIsAppPath />
        <HeadOf path="/about" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('false')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(DEFAULT_META.title));
  });
});
