import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { safeLinkTarget } from '#shared/domain/markdown';
import { XSS_PAYLOADS } from '#shared/domain/markdown-xss.fixture';
import { linkedUrls, renderChatMarkdown } from './chat-markdown';

const APP_PATHS = new Set(['/upload', '/interaction-analyzer', '/wellness/biomarkers']);
const isAppPath = (path: string) => APP_PATHS.has(path);

function show(text: string) {
  return render(
    <MemoryRouter>
      <div data-testid="answer">{renderChatMarkdown(text, { isAppPath })}</div>
    </MemoryRouter>,
  );
}
const answer = () => screen.getByTestId('answer');
const links = () =>
  [...answer().querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    rel: a.getAttribute('rel'),
    target: a.getAttribute('target'),
  }));

describe('renderChatMarkdown: what a real model writes', () => {
  it('renders paragraphs, bold, italics, inline code and lists as elements', () => {
    show(
      [
        '**Ferritin** is your *iron store*; `ng/mL` is its unit.',
        '',
        'What to do:',
        '- Eat iron-rich foods',
        '- Ask about a *repeat* test',
        '',
        '1. First',
        '2. Second',
      ].join('\n'),
    );
    expect(answer().querySelector('strong')?.textContent).toBe('Ferritin');
    expect(answer().querySelector('em')?.textContent).toBe('iron store');
    expect(answer().querySelector('code')?.textContent).toBe('ng/mL');
    expect([...answer().querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Eat iron-rich foods',
      'Ask about a repeat test',
    ]);
    expect(answer().querySelectorAll('ol > li')).toHaveLength(2);
    expect(answer().querySelectorAll('p')).toHaveLength(2);
    expect(answer().textContent).not.toMatch(/\*\*|`/);
  });

  it('turns URLs into safe external links and app paths into router links', () => {
    show(
      'Read [MedlinePlus](https://medlineplus.gov/lab-tests/ferritin/) or https://ods.od.nih.gov/factsheets/Iron-Consumer/. Upload at /upload, then see /wellness/biomarkers.',
    );
    expect(links()).toEqual([
      {
        text: 'MedlinePlus (opens in a new tab)',
        href: 'https://medlineplus.gov/lab-tests/ferritin/',
        rel: 'noopener noreferrer',
        target: '_blank',
      },
      {
        text: 'ods.od.nih.gov/factsheets/Iron-Consumer (opens in a new tab)',
        href: 'https://ods.od.nih.gov/factsheets/Iron-Consumer/',
        rel: 'noopener noreferrer',
        target: '_blank',
      },
      { text: '/upload', href: '/upload', rel: null, target: null },
      { text: '/wellness/biomarkers', href: '/wellness/biomarkers', rel: null, target: null },
    ]);
    // The sentence keeps its full stop; no raw address is left as text.
    expect(answer().textContent).toContain('Iron-Consumer (opens in a new tab).');
    expect(answer().textContent).not.toContain('https://');
  });

  it('leaves units, fractions and paths we do not have as text', () => {
    show('Glucose 95 mg/dL, 1/2 tablet, and/or /not-a-page.');
    expect(links()).toEqual([]);
    expect(answer().textContent).toBe('Glucose 95 mg/dL, 1/2 tablet, and/or /not-a-page.');
  });
});

describe('renderChatMarkdown: hostile input', () => {
  it('never links javascript:, data: or vbscript: targets, however they are spelt', () => {
    show(
      [
        '[x](javascript:alert(1))',
        '[y](JaVaScRiPt:alert(1))',
        '[z](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '[w](vbscript:msgbox)',
        '[v](//evil.example/path)',
        '[u](/\\evil.example)',
        '<javascript:alert(1)>',
      ].join('\n\n'),
    );
    expect(links()).toEqual([]);
    // A refused link is shown as it was written, as text (markdown-it leaves it unparsed).
    expect(answer().textContent).toContain('[x](javascript:alert(1))');
  });

  it('lets no classic XSS payload make an element, an attribute or a link it should not', () => {
    const allowed: Record<string, string[]> = {
      DIV: ['data-testid'],
      P: ['class'],
      BR: [],
      STRONG: ['class'],
      EM: [],
      CODE: ['class'],
      PRE: ['class'],
      UL: ['class'],
      OL: ['class', 'start'],
      LI: [],
      SPAN: ['class'],
      A: ['href', 'target', 'rel', 'class', 'data-discover'],
    };
    for (const payload of XSS_PAYLOADS) {
      const { unmount } = show(payload);
      for (const element of answer().querySelectorAll('*')) {
        const names = allowed[element.tagName];
        expect(names, `${element.tagName} from ${payload}`).toBeDefined();
        for (const attribute of element.getAttributeNames())
          expect(names, `${attribute} on ${element.tagName} from ${payload}`).toContain(attribute);
      }
      for (const link of links())
        expect(link.href, payload).toMatch(/^(https:\/\/[a-z]|\/(?![/\\]))/);
      unmount();
    }
  });

  it('shows raw HTML as text, never as elements', () => {
    show('<script>alert(1)</script> <img src=x onerror=alert(1)> **<b>bold</b>**');
    expect(answer().querySelector('script')).toBeNull();
    expect(answer().querySelector('img')).toBeNull();
    expect(answer().querySelector('b')).toBeNull();
    expect(answer().textContent).toContain('<script>alert(1)</script>');
    expect(answer().querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });

  it('handles nested and unbalanced emphasis without losing text', () => {
    show('***both*** and **bold with *italic* inside** and **unclosed and * stray');
    expect(answer().querySelector('strong em, em strong')?.textContent).toBe('both');
    expect(answer().querySelector('strong strong')).toBeNull();
    const bold = [...answer().querySelectorAll('strong')].map((el) => el.textContent);
    expect(bold).toContain('bold with italic inside');
    expect(answer().textContent).toContain('**unclosed and * stray');
  });

  it('stops nesting at a bounded depth', () => {
    const deep = `${'**_'.repeat(30)}core${'_**'.repeat(30)}`;
    show(deep);
    expect(answer().textContent).toContain('core');
  });

  it('does not put a link inside a link', () => {
    show('[see https://a.example/x and /upload](https://b.example/)');
    expect(links()).toHaveLength(1);
    expect(links()[0]!.href).toBe('https://b.example/');
  });
});

describe('safeLinkTarget and linkedUrls', () => {
  it('accepts http(s) and our own paths only', () => {
    const chat = { internalLinks: true };
    expect(safeLinkTarget('https://medlineplus.gov/', chat)).toEqual({
      kind: 'external',
      href: 'https://medlineplus.gov/',
    });
    expect(safeLinkTarget('/upload?x=1', chat)).toEqual({ kind: 'internal', href: '/upload?x=1' });
    for (const bad of ['java\tscript:alert(1)', 'data:text/html,x', '//evil.example', 'mailto:a@b'])
      expect(safeLinkTarget(bad, chat), bad).toBeNull();
  });

  it('lists the targets an answer links, so its sources are not listed twice', () => {
    const urls = linkedUrls(
      'See [NIH](https://ods.od.nih.gov/factsheets/Iron/) and https://medlineplus.gov/ferritin. Or /upload.',
    );
    expect(urls.has('https://ods.od.nih.gov/factsheets/Iron')).toBe(true);
    expect(urls.has('https://medlineplus.gov/ferritin')).toBe(true);
    expect(urls.has('https://wellnest.invalid/upload')).toBe(true);
  });
});
