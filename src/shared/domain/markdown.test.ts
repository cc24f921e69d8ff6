import { describe, expect, it } from 'vitest';
import { createMarkdown, safeLinkTarget, type MarkdownEnv } from './markdown';
import { XSS_PAYLOADS } from './markdown-xss.fixture';

const POST_OPTIONS = { mailto: true };
const ANSWER_OPTIONS = { code: true, internalLinks: true };
const posts = createMarkdown(POST_OPTIONS);
const answers = createMarkdown(ANSWER_OPTIONS);
const post = (text: string) => posts.render(text);
const answer = (text: string, env: MarkdownEnv = { isAppPath: () => true }) =>
  answers.render(text, env);

const POST_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];
const ANSWER_TAGS = [...POST_TAGS, 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Every tag is one the set-up allows; anchors carry only an href the link policy accepts, ordered
 * lists only their start number, code its language, other tags nothing.
 */
function expectOnlyAllowed(html: string, allowed: string[], options: object) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(allowed, `tag ${name} in ${html}`).toContain(name!.toLowerCase());
    const found = attributes?.trim() ?? '';
    if (name === 'a' && found) {
      const href = /^href="([^"<>]*)"$/.exec(found)?.[1];
      expect(href, `anchor attributes in ${html}`).toBeDefined();
      expect(safeLinkTarget(href!.replace(/&amp;/g, '&'), options), href).not.toBeNull();
    } else if (name === 'ol' && found) expect(found).toMatch(/^start="\d+"$/);
    // A fence's language, escaped (markdown-it's own renderer; the chat ignores it).
    else if (name === 'code' && found) expect(found).toMatch(/^class="language-[^"<>]*"$/);
    else expect(found, `attributes on ${name}`).toBe('');
  }
}

const HOSTILE_TARGETS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox',
  '//evil.example/x',
  '/\\evil.example',
  '/%5Cevil.example',
  'https:evil.example',
  'https://',
  'file:///etc/passwd',
];

describe('the link policy', () => {
  it('allows http(s) everywhere, mailto and in-app paths only when asked', () => {
    expect(safeLinkTarget('https://ods.od.nih.gov/x?a=1&b=2')).toEqual({
      kind: 'external',
      href: 'https://ods.od.nih.gov/x?a=1&b=2',
    });
    expect(safeLinkTarget('mailto:help@example.org')).toBeNull();
    expect(safeLinkTarget('mailto:help@example.org', { mailto: true })).toEqual({
      kind: 'mailto',
      href: 'mailto:help@example.org',
    });
    expect(safeLinkTarget('mailto:nobody', { mailto: true })).toBeNull();
    expect(safeLinkTarget('/upload')).toBeNull();
    expect(safeLinkTarget('/upload?x=1', { internalLinks: true })).toEqual({
      kind: 'internal',
      href: '/upload?x=1',
    });
  });

  it('refuses every other scheme, however it is spelt, and addresses with spaces', () => {
    for (const target of [...HOSTILE_TARGETS, 'https://example.org/a b', 'ftp://example.org'])
      expect(
        safeLinkTarget(target, { mailto: true, internalLinks: true }),
        JSON.stringify(target),
      ).toBeNull();
  });
});

describe('HTML output', () => {
  it('lets no classic XSS payload through, in posts or answers', () => {
    for (const payload of XSS_PAYLOADS) {
      for (const [html, allowed, options] of [
        [post(payload), POST_TAGS, POST_OPTIONS],
        [answer(payload), ANSWER_TAGS, ANSWER_OPTIONS],
      ] as const) {
        expect(html, payload).not.toMatch(
          /<(script|img|svg|iframe|div|details|b )|="\s*javascript:/i,
        );
        expectOnlyAllowed(html, [...allowed], options);
      }
    }
  });

  it('never links a hostile target, in a Markdown link, an autolink or bare', () => {
    for (const target of HOSTILE_TARGETS) {
      for (const text of [`[click](${target})`, `<${target}>`, `see ${target} now`]) {
        const html = answer(text);
        expect(html, text).not.toMatch(/<a |href=/);
        expectOnlyAllowed(html, ANSWER_TAGS, ANSWER_OPTIONS);
      }
    }
  });

  it('keeps a refused link as the text that was written', () => {
    expect(post('[click here](javascript:alert(1))')).toBe(
      '<p>[click here](javascript:alert(1))</p>\n',
    );
  });

  it('keeps entities as written, escaped', () => {
    expect(post('&lt;')).toBe('<p>&amp;lt;</p>\n');
  });

  it('writes code, fences and headings only when asked', () => {
    expect(answer('Use `ng/mL`')).toBe('<p>Use <code>ng/mL</code></p>\n');
    expect(post('Use `ng/mL`')).toBe('<p>Use `ng/mL`</p>\n');
    expect(answer('## Iron\n```\n**not bold**\n```')).toBe(
      '<h2>Iron</h2>\n<pre><code>**not bold**\n</code></pre>\n',
    );
    expect(post('## Iron')).toBe('<p>## Iron</p>\n');
  });

  it('leaves out what neither side shows: images, quotes, tables, rules, fuzzy links', () => {
    for (const text of [
      '![alt](https://a.example/x.png)',
      '> quoted',
      '| a |\n|---|\n| b |',
      'above\n\n---',
      'mail a@b.example or see www.example.org',
      '~~struck~~',
    ])
      expectOnlyAllowed(post(text), ['p', 'br', 'a'], POST_OPTIONS);
    expect(post('![alt](https://a.example/x.png)')).toContain('!<a href="https://a.example/x.png"');
  });

  it('bounds how deep emphasis nests, keeping every character', () => {
    const deepest = (html: string) => {
      let depth = 0;
      let max = 0;
      for (const [tag] of html.matchAll(/<\/?(strong|em)>/g)) {
        depth += tag.startsWith('</') ? -1 : 1;
        max = Math.max(max, depth);
      }
      return max;
    };
    for (const deep of [
      `${'*'.repeat(200)}core${'*'.repeat(200)}`,
      `${'_'.repeat(99)}core${'_'.repeat(99)}`,
      `${'**_'.repeat(200)}core${'_**'.repeat(200)}`,
    ]) {
      const html = post(deep);
      expect(html).toContain('core');
      expect(deepest(html)).toBeLessThanOrEqual(8);
      expect(deepest(html)).toBeGreaterThan(0);
      expectOnlyAllowed(html, POST_TAGS, POST_OPTIONS);
      // The markers of the pairs too deep to make stay as text.
      expect(html.replace(/<[^>]+>/g, '').replace(/[^*_]/g, '').length).toBeGreaterThan(0);
    }
  });
});

describe('links', () => {
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

  it('puts no link inside a link', () => {
    const html = answer('[see https://a.example/x and /upload](https://b.example/)');
    expect(hrefs(html)).toEqual(['https://b.example/']);
  });

  it('links only the app paths it is told are pages, after a space or a bracket', () => {
    const html = answer('Go to /upload, not /nowhere; 95 mg/dL and 1/2 tablet.', {
      isAppPath: (path) => path === '/upload',
    });
    expect(html).toBe(
      '<p>Go to <a href="/upload">/upload</a>, not /nowhere; 95 mg/dL and 1/2 tablet.</p>\n',
    );
    expect(hrefs(answer('Go to /upload', {}))).toEqual([]);
    expect(hrefs(post('Go to /upload'))).toEqual([]);
  });

  it('keeps a bare address’s closing bracket only when it opened one', () => {
    expect(hrefs(post('(see https://en.wikipedia.org/wiki/Iron_(element)).'))).toEqual([
      'https://en.wikipedia.org/wiki/Iron_(element)',
    ]);
  });

  it('keeps only the href of a link (no title)', () => {
    expect(post('[x](https://a.example/ "a title")')).toBe(
      '<p><a href="https://a.example/">x</a></p>\n',
    );
  });
});

describe('blocks', () => {
  it('numbers ordered lists from their first number and reads • bullets', () => {
    expect(post('3. third\n4. fourth')).toBe(
      '<ol start="3">\n<li>third</li>\n<li>fourth</li>\n</ol>\n',
    );
    expect(post('• one\n• two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
    expect(post('- a\n  continued')).toBe('<ul>\n<li>a<br>\ncontinued</li>\n</ul>\n');
  });

  it('keeps the text of deeply nested lists and of what follows them', () => {
    const html = post(`${'- '.repeat(30)}deep\n\nafter`);
    expect(html).toContain('deep');
    expect(html).toContain('<p>after</p>');
  });
});
