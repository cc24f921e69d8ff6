import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from './app-route';
import { prefetchVisibleRoutes, visibleLinkPaths } from './prefetch-visible-routes';

/** Lays out each link at the `data-top` its test gives it (jsdom has no layout). */
function page(html: string): Document {
  document.body.innerHTML = html;
  for (const link of document.querySelectorAll<HTMLElement>('a')) {
    const top = Number(link.dataset.top ?? 0);
    link.getBoundingClientRect = () =>
      ({ top, bottom: top + 44, width: link.dataset.hidden ? 0 : 200 }) as DOMRect;
  }
  return document;
}

describe('visibleLinkPaths', () => {
  it('takes the app links on screen inside main, in page order, without repeats or the current page', () => {
    const doc = page(`
      <header><a href="/pricing" data-top="10">Pricing</a></header>
      <main>
        <a href="/" data-top="50">Home</a>
        <a href="/register" data-top="100">Start</a>
        <a href="/register" data-top="150">Start again</a>
        <a href="https://example.org/" data-top="160">Elsewhere</a>
        <a href="/hidden" data-top="170" data-hidden="1">Hidden</a>
        <a href="/dashboard?demo=true" data-top="200">Demo</a>
        <a href="/sample-report" data-top="300">Sample</a>
        <a href="/about" data-top="5000">Below the fold</a>
      </main>`);
    expect(visibleLinkPaths(doc, 5)).toEqual(['/register', '/dashboard', '/sample-report']);
    expect(visibleLinkPaths(doc)).toEqual(['/register', '/dashboard']);
  });
});

describe('prefetchVisibleRoutes', () => {
  it("loads the visible links' pages one after another, and survives a page that fails", async () => {
    const doc = page(
      '<main><a href="/register" data-top="100">Start</a><a href="/sample-report" data-top="200">Sample</a></main>',
    );
    const order: string[] = [];
    const route = (path: string, fails = false) =>
      ({
        path,
        page: {
          preload: vi.fn(async () => {
            order.push(path);
            if (fails) throw new Error('offline');
          }),
        },
      }) as unknown as AppRoute;
    const routes = {
      '/register': route('/register', true),
      '/sample-report': route('/sample-report'),
    };
    await prefetchVisibleRoutes(doc, (path) => routes[path as keyof typeof routes]);
    expect(order).toEqual(['/register', '/sample-report']);
  });
});
