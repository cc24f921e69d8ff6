import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_META } from '#client/app/page-meta';
import { DEFAULT_META } from '#client/config/default-page-meta';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { pageTableSource, usePageTable, type PageTable } from './page-table';
import { usePageMeta } from './use-page-meta';

const ONLY_ABOUT: PageTable = {
  metaFor: () => DEFAULT_META,
  isAppPath: (path) => path === '/about',
};

function HeadOf({ path }: { path: string }): ReactElement {
  usePageMeta(path);
  return <p>page</p>;
}

function AboutIsAppPath(): ReactElement {
  const table = usePageTable();
  return <p>{table ? String(table.isAppPath('/about')) : 'loading'}</p>;
}

describe('pageTableSource', () => {
  it('loads the table once however many ask, and hands it out synchronously after', async () => {
    const load = vi.fn(() => Promise.resolve(ONLY_ABOUT));
    const source = pageTableSource(load);
    expect(source.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(ONLY_ABOUT);
    expect(second).toBe(ONLY_ABOUT);
    expect(load).toHaveBeenCalledTimes(1);
    expect(source.loaded()).toBe(ONLY_ABOUT);
  });

  it('tries again after a failed load (offline, a missing chunk)', async () => {
    const load = vi
      .fn<() => Promise<PageTable>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(ONLY_ABOUT);
    const source = pageTableSource(load);
    await expect(source.load()).rejects.toThrow('offline');
    await expect(source.load()).resolves.toBe(ONLY_ABOUT);
    expect(load).toHaveBeenCalledTimes(2);
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

  it('knows which paths are pages of the app', async () => {
    renderWithProviders(<AboutIsAppPath />);
    expect(await screen.findByText('true')).toBeInTheDocument();
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
