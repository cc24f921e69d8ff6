import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  linkTargets,
  markdownToPlainText,
  parseInline,
  parseMarkdown,
  renderMarkdownHtml,
  safeLinkTarget,
  type MarkdownInline,
} from './markdown';

const REL = 'nofollow ugc noopener';
const post = (text: string) => renderMarkdownHtml(text, { mailto: true, rel: REL });
const answer = (text: string) =>
  renderMarkdownHtml(text, { code: true, internalLinks: true, isAppPath: () => true, rel: REL });

/** Every tag is one we write; anchors carry only href and rel, other tags no attribute. */
function expectOnlyOurTags(
  html: string,
  allowed = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(allowed, `tag ${name} in ${html}`).toContain(name!.toLowerCase());
    if (name === 'a' && attributes) expect(attributes).toMatch(/^ href="[^"<>]*" rel="[^"<>]*"$/);
    else expect(attributes?.trim() ?? '', `attributes on ${name}`).toBe('');
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

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('HTML output', () => {
  it('never links a hostile target, in a Markdown link, an autolink or bare', () => {
    for (const target of HOSTILE_TARGETS) {
      for (const text of [`[click](${target})`, `<${target}>`, `see ${target} now`]) {
        const html = answer(text);
        expect(html, text).not.toMatch(/<a |href=/);
        expectOnlyOurTags(html, ['p', 'br', 'strong', 'em', 'code', 'a']);
      }
    }
  });

  it('keeps raw HTML, event handlers and entities as text', () => {
    for (const text of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '**<b onclick=x>** <svg/onload=alert(1)>',
      '`<script>` and\n```\n<iframe src=x></iframe>\n```',
      '# <h1>title</h1>',
      '- <li>item</li>',
      '&lt;script&gt;',
    ]) {
      const html = answer(text);
      expect(html, text).not.toMatch(/<(script|img|svg|iframe|h1|b )/i);
      expectOnlyOurTags(html, ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'code', 'pre']);
    }
    expect(post('&lt;')).toBe('<p>&amp;lt;</p>');
  });

  it('cannot break out of an href with quotes or angle brackets', () => {
    for (const text of [
      '[x](https://a.example/"onmouseover=alert(1))',
      "[x](https://a.example/'onmouseover=alert(1))",
      'https://a.example/"><script>alert(1)</script>',
      '<https://a.example/"onmouseover=x>',
    ]) {
      const html = post(text);
      expect(html, text).not.toMatch(/"\s*onmouseover|<script/);
      expectOnlyOurTags(html);
    }
  });

  it('writes code, fences and headings only when asked', () => {
    expect(answer('Use `ng/mL`')).toBe('<p>Use <code>ng/mL</code></p>');
    expect(post('Use `ng/mL`')).toBe('<p>Use `ng/mL`</p>');
    expect(answer('## Iron\n```\n**not bold**\n```')).toBe(
      '<p><strong>Iron</strong></p><pre><code>**not bold**</code></pre>',
    );
    expect(post('## Iron')).toBe('<p>## Iron</p>');
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
      expectOnlyOurTags(html);
      // The characters of the pairs too deep to make stay as text.
      expect(markdownToPlainText(deep).replace(/[^*_]/g, '').length).toBeGreaterThan(0);
    }
  });
});

describe('the tree', () => {
  const text = (nodes: readonly MarkdownInline[]): string =>
    nodes.map((node) => ('children' in node ? text(node.children) : node.text)).join('');

  it('keeps an unsafe link’s words and drops its address', () => {
    expect(parseInline('[click here](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'click here' },
    ]);
  });

  it('puts no link inside a link', () => {
    const [link] = parseInline('[see https://a.example/x and /upload](https://b.example/)', {
      internalLinks: true,
      isAppPath: () => true,
    });
    expect(link).toMatchObject({ type: 'link', target: { href: 'https://b.example/' } });
    expect(JSON.stringify((link as { children: unknown }).children)).not.toContain('"link"');
  });

  it('links only the app paths it is told are pages, after a space or a bracket', () => {
    const options = { isAppPath: (path: string) => path === '/upload' };
    const links = linkTargets('Go to /upload, not /nowhere; 95 mg/dL and 1/2 tablet.', options);
    expect(links).toEqual([{ kind: 'internal', href: '/upload' }]);
  });

  it('keeps a bare address’s closing bracket only when it opened one', () => {
    expect(linkTargets('(see https://en.wikipedia.org/wiki/Iron_(element)).')).toEqual([
      { kind: 'external', href: 'https://en.wikipedia.org/wiki/Iron_(element)' },
    ]);
  });

  it('numbers ordered lists from their first number', () => {
    expect(parseMarkdown('3. third\n4. fourth')).toMatchObject([
      { type: 'list', ordered: true, start: 3 },
    ]);
    expect(
      text((parseMarkdown('- a\n  continued')[0] as { items: MarkdownInline[][] }).items[0]!),
    ).toBe('a continued');
  });

  it('reads as plain text without markers', () => {
    expect(markdownToPlainText('**Sleep** tips: [this](https://a.example)\n- one\n- _two_')).toBe(
      'Sleep tips: this one two',
    );
  });
});
