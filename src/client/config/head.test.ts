import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '#client/app/route-table';
import { ADMIN_PATHS } from '../app/routes/admin/admin-routes';
import { COMMUNITY_ADMIN_PATHS } from '../app/routes/community/community-routes';
import { buildHead, renderHeadTags, renderShellHeadTags, serializeJsonLd } from './head';
import { metaFor, PAGE_META } from '#client/app/page-declarations';
import type { PageMeta } from './page-meta-types';

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null'),
  );
}

describe('renderHeadTags', () => {
  it('renders title, description, robots, canonical and social tags with %APP_URL%', () => {
    const html = renderHeadTags('/about', metaFor('/about'));
    expect(html).toContain(`<title>${PAGE_META['/about']?.title}</title>`);
    expect(html).toContain('<meta name="robots" content="index,follow" />');
    expect(html).toContain('<link rel="canonical" href="%APP_URL%/about" />');
    expect(html).toContain('<meta property="og:url" content="%APP_URL%/about" />');
    expect(html).toContain('<meta property="og:site_name" content="Wellnest" />');
    expect(html).toContain('<meta property="og:image" content="%APP_URL%/favicon.svg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  });

  it('escapes HTML in text and attributes', () => {
    const meta: PageMeta = {
      title: 'A <b>bold</b> & "quoted" title',
      description: `It's <script>alert(1)</script>`,
      robots: 'index,follow',
    };
    const html = renderHeadTags('/x', meta);
    expect(html).toContain(
      '<title>A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; title</title>',
    );
    expect(html).toContain('content="It&#39;s &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert');
  });

  it('escapes < inside JSON-LD so a string cannot close the script element', () => {
    const html = renderHeadTags('/x', {
      title: 't',
      description: 'd',
      robots: 'index,follow',
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script');
    expect(jsonLdBlocks(html)).toEqual([
      { '@type': 'Thing', name: '</script><script>alert(1)</script>' },
    ]);
    expect(serializeJsonLd({ a: '<' })).toBe('{"a":"\\u003c"}');
  });

  it('gives the landing page Organization, SoftwareApplication, WebSite and FAQPage structured data', () => {
    const html = renderHeadTags('/', metaFor('/'));
    expect(html).toContain('<link rel="canonical" href="%APP_URL%/" />');
    const blocks = jsonLdBlocks(html) as Array<Record<string, unknown>>;
    expect(blocks.map((block) => block['@type'])).toEqual([
      'Organization',
      'SoftwareApplication',
      'WebSite',
      'FAQPage',
    ]);
    const app = blocks[1] as {
      applicationCategory: string;
      offers: Array<{ name: string; price: string; priceCurrency: string }>;
    };
    expect(app.applicationCategory).toBe('HealthApplication');
    expect(
      app.offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency]),
    ).toEqual([
      ['Free Wellness', '0', 'USD'],
      ['Wellness Pro', '19', 'USD'],
    ]);
    const site = blocks[2] as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe('%APP_URL%/search?q={search_term_string}');
    const faq = blocks[3] as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
    expect(faq.mainEntity[0]?.name).toBe('Is Wellnest a medical device?');
    expect(html).not.toMatch(/3\.4M/);
  });

  it('points duplicate paths at one canonical URL', () => {
    expect(renderHeadTags('/privacy', metaFor('/privacy'))).toContain(
      'href="%APP_URL%/privacy-policy"',
    );
    expect(renderHeadTags('/terms', metaFor('/terms'))).toContain(
      'href="%APP_URL%/terms-of-service"',
    );
  });

  it('swaps the placeholder for a real origin when asked (client-side navigation)', () => {
    const model = buildHead('/', metaFor('/'), 'https://wellnest.example');
    expect(model.tags.find((tag) => tag.key.value === 'canonical')?.value).toBe(
      'https://wellnest.example/',
    );
    expect(model.jsonLd.join('')).not.toContain('%APP_URL%');
  });

  it('renders a noindex shell head without a canonical link', () => {
    const html = renderShellHeadTags();
    expect(html).toContain('content="noindex,nofollow"');
    expect(html).not.toContain('canonical');
  });
});

describe('page meta', () => {
  it('has an entry for every route, indexing public pages only', () => {
    for (const route of APP_ROUTES) {
      const meta = PAGE_META[route.path];
      expect(meta, route.path).toBeDefined();
      const isPrivate =
        route.access === 'protected' ||
        [
          '/login',
          '/register',
          '/auth',
          '/dashboard',
          '/upgrade/:feature',
          '/subscription-cancel',
          '/shared/:token', // a private link's summary
          ...ADMIN_PATHS,
          ...COMMUNITY_ADMIN_PATHS,
        ].includes(route.path);
      expect(meta?.robots, route.path).toBe(isPrivate ? 'noindex,nofollow' : 'index,follow');
    }
  });

  it('normalises paths and falls back to a noindex default', () => {
    expect(metaFor('/about/?ref=x')).toBe(PAGE_META['/about']);
    expect(metaFor('/no-such-page').robots).toBe('noindex,nofollow');
  });
});
