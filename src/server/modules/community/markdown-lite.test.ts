import { describe, expect, it } from 'vitest';
import { safeLinkTarget } from '#shared/domain/markdown';
import { XSS_PAYLOADS } from '#shared/domain/markdown-xss.fixture';
import { plainExcerpt, renderMarkdownLite } from './markdown-lite';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a']);

/** Every tag in the output is one we write, and every anchor has only href and our rel. */
function expectOnlyOurTags(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `tag ${name} in ${html}`).toBe(true);
    if (name === 'a' && attributes)
      expect(attributes).toMatch(/^ href="[^"<>]*" rel="nofollow ugc noopener"$/);
    else if (!html.includes(`</${name}`) || attributes?.trim())
      expect(attributes?.trim() ?? '', `attributes on ${name}`).toBe('');
  }
}

describe('Markdown-lite: the safe renderer', () => {
  it('renders bold, italics, lists and line breaks', () => {
    expect(renderMarkdownLite('**bold** and *italic* and _also_')).toBe(
      '<p><strong>bold</strong> and <em>italic</em> and <em>also</em></p>',
    );
    expect(renderMarkdownLite('line one\nline two\n\nnext')).toBe(
      '<p>line one<br>line two</p><p>next</p>',
    );
    expect(renderMarkdownLite('- one\n- **two**\n\n1. first\n2. second')).toBe(
      '<ul><li>one</li><li><strong>two</strong></li></ul><ol><li>first</li><li>second</li></ol>',
    );
  });

  it('nests emphasis properly, and leaves unmatched or spaced stars as text', () => {
    expect(renderMarkdownLite('**bold *and italic* text**')).toBe(
      '<p><strong>bold <em>and italic</em> text</strong></p>',
    );
    expect(renderMarkdownLite('*italic **bold** italic*')).toBe(
      '<p><em>italic <strong>bold</strong> italic</em></p>',
    );
    expect(renderMarkdownLite('***both***')).toBe('<p><em><strong>both</strong></em></p>');
    expect(renderMarkdownLite('2 * 3 * 4 and a lone ** here')).toBe(
      '<p>2 * 3 * 4 and a lone ** here</p>',
    );
    expect(renderMarkdownLite('snake_case_name stays')).toBe('<p>snake_case_name stays</p>');
    // Crossed markers never produce crossed tags.
    for (const input of ['**a *b** c*', '*a **b* c**', '_a *b_ c*', '*'.repeat(50) + 'x'])
      expectOnlyOurTags(renderMarkdownLite(input));
    const crossed = renderMarkdownLite('**a *b** c*');
    const opened = crossed.match(/<(strong|em)>/g)?.length ?? 0;
    const closed = crossed.match(/<\/(strong|em)>/g)?.length ?? 0;
    expect(opened).toBe(closed);
  });

  it('escapes raw HTML: script tags and event handlers are text', () => {
    const html = renderMarkdownLite('<script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>',
    );
    expect(html).not.toMatch(/<script|<img/i);
    expectOnlyOurTags(html);
    expectOnlyOurTags(renderMarkdownLite('**<b onclick=x>** <svg/onload=alert(1)>'));
  });

  it('lets no classic XSS payload through: only our tags, only safe http(s) or mailto targets', () => {
    for (const payload of XSS_PAYLOADS) {
      const html = renderMarkdownLite(payload);
      expect(html, payload).not.toMatch(/<(script|img|svg|iframe|div|details|pre|code|h\d)\b/i);
      expectOnlyOurTags(html);
      for (const [, href] of html.matchAll(/href="([^"]*)"/g))
        expect(safeLinkTarget(href!.replace(/&amp;/g, '&'), { mailto: true }), href).not.toBeNull();
    }
  });

  it('links http(s) and mailto with rel="nofollow ugc noopener", nothing else', () => {
    expect(renderMarkdownLite('[NIH](https://ods.od.nih.gov/factsheets/)')).toBe(
      '<p><a href="https://ods.od.nih.gov/factsheets/" rel="nofollow ugc noopener">NIH</a></p>',
    );
    expect(renderMarkdownLite('[mail](mailto:help@example.org)')).toContain(
      '<a href="mailto:help@example.org" rel="nofollow ugc noopener">mail</a>',
    );
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      '//evil.example/x',
      'java\tscript:alert(1)',
    ]) {
      const html = renderMarkdownLite(`[click](${target})`);
      expect(html, target).not.toContain('<a');
      expect(html).not.toMatch(/href/);
    }
    // A quote in the target cannot break out of the attribute.
    const quoted = renderMarkdownLite('[x](https://a.example/"onmouseover=alert(1))');
    expect(quoted).not.toMatch(/" onmouseover|"onmouseover/);
    expectOnlyOurTags(quoted);
  });

  it('autolinks bare addresses, leaving trailing punctuation outside', () => {
    expect(renderMarkdownLite('See https://www.nccih.nih.gov/health. Thanks')).toBe(
      '<p>See <a href="https://www.nccih.nih.gov/health" rel="nofollow ugc noopener">https://www.nccih.nih.gov/health</a>. Thanks</p>',
    );
    expect(renderMarkdownLite('*see https://a.example/x*')).toBe(
      '<p><em>see <a href="https://a.example/x" rel="nofollow ugc noopener">https://a.example/x</a></em></p>',
    );
    expect(renderMarkdownLite('javascript:alert(1) is not linked')).not.toContain('<a');
    expect(renderMarkdownLite('a&b < c')).toBe('<p>a&amp;b &lt; c</p>');
  });

  it('makes plain excerpts without markers', () => {
    expect(plainExcerpt('**Sleep** tips: see [this](https://a.example)\n- one')).toBe(
      'Sleep tips: see this one',
    );
    expect(plainExcerpt('x'.repeat(300)).length).toBe(200);
  });

  it('gives the same excerpt from the opening paragraphs as from the whole post', () => {
    const paragraph = (n: number) =>
      `Paragraph ${n}: **magnesium** before bed helped with [sleep](https://a.example/${n}) _most_ nights.`;
    const posts = [
      Array.from({ length: 40 }, (_, n) => paragraph(n)).join('\n\n'),
      Array.from({ length: 40 }, (_, n) => `- item ${n} with *some* words in it`).join('\n\n'),
      `${'Short opening.\n\n'.repeat(3)}${'long words '.repeat(300)}`,
      `${paragraph(1)}\n\n${paragraph(2)}\n\nSee [the guide][g] for more.\n\n${'filler text '.repeat(80)}\n\n[g]: https://a.example/g`,
      `${'text before the fence '.repeat(40)}\n\n\`\`\`\ncode\n\n${'more code '.repeat(40)}\n\`\`\`\nafter`,
    ];
    const wholePost = (source: string) => {
      const text = renderMarkdownLite(source)
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
      return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
    };
    for (const post of posts) expect(plainExcerpt(post)).toBe(wholePost(post));
  });
});
