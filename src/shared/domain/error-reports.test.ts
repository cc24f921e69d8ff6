import { describe, expect, it } from 'vitest';
import { scrubMessage, scrubStack, scrubUrl, severityOf } from './error-reports';

describe('severityOf (critical, high, medium or low by the words of the message)', () => {
  it.each([
    ['Security check failed', 'critical'],
    ['401 Unauthorized', 'critical'],
    ['Permission denied for table x', 'critical'],
    ['Authentication required', 'critical'],
    ['NetworkError when attempting to fetch resource.', 'high'],
    ['Failed to fetch', 'high'],
    ['database timeout', 'high'],
    ['supabase client missing', 'high'],
    ['Validation failed', 'medium'],
    ['JSON Parse error: Unexpected token', 'medium'],
    ['Invalid date format', 'medium'],
    ['x is undefined', 'low'],
    ['', 'low'],
    [null, 'low'],
    [undefined, 'low'],
  ])('%s → %s', (text, severity) => {
    expect(severityOf(text)).toBe(severity);
  });
});

describe('scrubbing', () => {
  it('removes numbers standing alone and e-mail addresses, keeps names such as h1 or e2e', () => {
    expect(
      scrubMessage('glucose 5.4 mmol/L, weight 72,5 kg on 2026-11-02 for a@b.co in h1 e2e'),
    ).toBe('glucose # mmol/L, weight # kg on #-#-# for [email] in h1 e2e');
  });
  it('keeps query keys, not values, and drops the fragment', () => {
    expect(scrubUrl('https://x.io/labs?id=1&weight=80#top')).toBe('https://x.io/labs?id=&weight=');
    expect(scrubUrl('/trends')).toBe('/trends');
  });
  it('scrubs the message line of a stack and keeps frames with their line numbers', () => {
    expect(
      scrubStack(
        'Error: bad value 140\n    at f (http://x.io/a.js?v=2:10:5)\ng@http://x.io/b.js:3:1',
      ),
    ).toBe('Error: bad value #\n    at f (http://x.io/a.js:10:5)\ng@http://x.io/b.js:3:1');
  });
});
