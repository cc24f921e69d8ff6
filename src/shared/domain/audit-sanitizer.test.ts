import { describe, expect, it } from 'vitest';
import {
  AUDIT_KEY_MAX_LENGTH,
  AUDIT_METADATA_MAX_DEPTH,
  AUDIT_METADATA_MAX_ENTRIES,
  AUDIT_VALUE_MAX_LENGTH,
  sanitizeAuditMetadata,
  sanitizeAuditValue,
} from './audit-sanitizer';

/** What must never survive; browsers ignore tabs, newlines and controls inside a URL scheme, so those are squeezed out. */
function expectHarmless(output: string): void {
  expect(output).not.toMatch(/[<>'"]/);
  // eslint-disable-next-line no-control-regex -- squeezing control characters out is the point
  const squeezed = output.toLowerCase().replace(/[\t\n\r\u0000-\u001f]/g, '');
  expect(squeezed).not.toContain('javascript:');
  expect(squeezed).not.toContain('vbscript:');
  expect(output).not.toMatch(/on[a-z]+\s*=/i);
  expect(output.length).toBeLessThanOrEqual(AUDIT_VALUE_MAX_LENGTH);
}

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</script>',
  '< script >alert(1)</ script >',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror = "alert(1)">',
  '<img/onerror=alert(1) src=x>',
  '<body onload=alert(1)>',
  '<svg><g onload="alert(1)"></g></svg>',
  '<a href="javascript:alert(1)">x</a>',
  'JaVaScRiPt:alert(document.cookie)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  'javajavascript:script:alert(1)',
  'java<x>script:alert(1)',
  'vbscript:msgbox(1)',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;script&amp;gt;alert(1)',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&#x3C;img src=x onerror=alert(1)&#x3E;',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;script&colon;alert(1)',
  'javascript&#58;alert(1)',
  'on&#101;rror=alert(1)',
  "'; DROP TABLE users; --",
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '<iframe src="javascript:alert(1)"></iframe>',
];

describe('sanitizeAuditValue', () => {
  it.each(XSS_PAYLOADS)('leaves nothing harmful of %j', (payload) => {
    const output = sanitizeAuditValue(payload);
    expectHarmless(output);
    expect(sanitizeAuditValue(output)).toBe(output);
  });

  it('removes whole script blocks, not only their brackets', () => {
    expect(sanitizeAuditValue('before<script>steal()</script>after')).toBe('beforeafter');
    expect(sanitizeAuditValue('kept <script>steal() never closed')).toBe('kept ');
  });

  it('keeps ordinary text as it is', () => {
    for (const text of [
      'ai_health_chat',
      'Viewed lab results for 2024-05-01',
      'condition: asthma',
      'café ☕ 🙂',
      'line one\nline two',
    ]) {
      expect(sanitizeAuditValue(text)).toBe(text);
    }
  });

  it('removes the characters < > \' " themselves', () => {
    expect(sanitizeAuditValue(`a<b>c'd"e`)).toBe('abcde');
  });

  it('cuts values to 1000 characters, after cleaning', () => {
    expect(sanitizeAuditValue('x'.repeat(1500))).toHaveLength(AUDIT_VALUE_MAX_LENGTH);
    expect(sanitizeAuditValue('x'.repeat(AUDIT_VALUE_MAX_LENGTH))).toHaveLength(
      AUDIT_VALUE_MAX_LENGTH,
    );
    expect(sanitizeAuditValue('<'.repeat(500) + 'y'.repeat(1000))).toBe('y'.repeat(1000));
  });

  it('never cuts through a surrogate pair and drops lone surrogates', () => {
    const output = sanitizeAuditValue('x'.repeat(999) + '🙂🙂');
    expect(output).toBe('x'.repeat(999));
    expect(sanitizeAuditValue('a\ud800b\udc00c')).toBe('abc');
  });

  it('drops NUL and other control characters PostgreSQL cannot store', () => {
    expect(sanitizeAuditValue('a\u0000b\u0007c\td')).toBe('abc\td');
  });

  it('is idempotent on seeded random strings built from dangerous pieces', () => {
    const pieces = [
      '<',
      '>',
      "'",
      '"',
      'script',
      '/',
      'java',
      'script:',
      'on',
      'error',
      '=',
      '&',
      'amp;',
      'lt;',
      '#60;',
      '#x3c',
      ' ',
      '\t',
      'x',
      'é',
      '🙂',
      '\ud800',
      'img',
      'vb',
      ':',
    ];
    let seed = 20240601;
    const random = () => {
      // Mulberry32: a small deterministic generator, so a failure can be replayed.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    for (let run = 0; run < 2000; run += 1) {
      const count = Math.floor(random() * 400);
      let input = '';
      for (let i = 0; i < count; i += 1) input += pieces[Math.floor(random() * pieces.length)];
      const output = sanitizeAuditValue(input);
      expectHarmless(output);
      expect(sanitizeAuditValue(output), JSON.stringify(input)).toBe(output);
    }
  });
});

describe('sanitizeAuditMetadata', () => {
  it('sanitises strings at every level and keeps numbers, booleans and null', () => {
    const result = sanitizeAuditMetadata({
      page: '<script>x</script>/labs',
      count: 3,
      ok: true,
      missing: null,
      nested: { link: 'javascript:alert(1)', list: ['<b>bold</b>', 2, false] },
    });
    expect(result).toEqual({
      page: '/labs',
      count: 3,
      ok: true,
      missing: null,
      nested: { link: 'alert(1)', list: ['bbold/b', 2, false] },
    });
  });

  it('keeps keys under 100 characters and drops longer ones', () => {
    const kept = 'k'.repeat(AUDIT_KEY_MAX_LENGTH - 1);
    const dropped = 'k'.repeat(AUDIT_KEY_MAX_LENGTH);
    expect(sanitizeAuditMetadata({ [kept]: 1, [dropped]: 2 })).toEqual({ [kept]: 1 });
  });

  it('drops prototype keys, including ones parsed from JSON', () => {
    const parsed: unknown = JSON.parse(
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, "prototype": 1, "safe": {"__proto__": 1}}',
    );
    const result = sanitizeAuditMetadata(parsed);
    expect(result).toEqual({ safe: {} });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('sanitises keys and drops keys that become a prototype name or empty', () => {
    expect(sanitizeAuditMetadata({ '<b>': 1, '__pro<to__': 2, 'na"me': 3 })).toEqual({
      b: 1,
      name: 3,
    });
  });

  it('limits depth and size', () => {
    let deep: Record<string, unknown> = { leaf: 'bottom' };
    for (let level = 0; level < 10; level += 1) deep = { level, child: deep };
    const result = sanitizeAuditMetadata(deep);
    let depth = 0;
    let node: unknown = result;
    while (node && typeof node === 'object' && 'child' in node) {
      node = (node as { child: unknown }).child;
      depth += 1;
    }
    expect(depth).toBe(AUDIT_METADATA_MAX_DEPTH);

    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(sanitizeAuditMetadata(wide))).toHaveLength(AUDIT_METADATA_MAX_ENTRIES);
    const long = sanitizeAuditMetadata({ list: Array.from({ length: 80 }, (_, i) => i) });
    expect(long.list).toHaveLength(AUDIT_METADATA_MAX_ENTRIES);
  });

  it('drops values JSON cannot carry and answers {} for a non-object', () => {
    expect(
      sanitizeAuditMetadata({
        nan: Number.NaN,
        inf: Infinity,
        fn: () => 1,
        undef: undefined,
        date: new Date(0),
      }),
    ).toEqual({});
    for (const value of [null, 'text', 3, ['a'], undefined])
      expect(sanitizeAuditMetadata(value)).toEqual({});
  });

  it('is idempotent', () => {
    const input: unknown = JSON.parse(
      JSON.stringify({
        a: '&amp;lt;script&amp;gt;x',
        'b<': 'on<x>error=1',
        b: 'second b',
        list: [[[[['too deep']]]]],
        obj: { k: { k: { k: { k: 1 } } } },
      }),
    );
    const once = sanitizeAuditMetadata(input);
    expect(sanitizeAuditMetadata(once)).toEqual(once);
  });
});
