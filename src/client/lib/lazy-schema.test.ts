import { types } from 'node:util';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { moodInputSchema } from '#shared/contracts/tracking.contract';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on its first use, once, and stands in for it everywhere', async () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1), count: z.number().int() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ name: 'a', count: 2 })).toEqual({ name: 'a', count: 2 });
    expect(schema.safeParse({ name: '', count: 2 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect('_zod' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['name', 'count']);

    // Composed as any schema is: extended, nested, in a union, and read by the form resolver.
    const extended = schema.extend({ note: z.string().optional() });
    expect(extended.parse({ name: 'a', count: 1, note: 'x' })).toEqual({
      name: 'a',
      count: 1,
      note: 'x',
    });
    const nested = z.object({ item: schema, items: z.array(schema) });
    expect(
      nested.safeParse({ item: { name: 'a', count: 1 }, items: [{ name: '', count: 1 }] }),
    ).toMatchObject({ success: false, error: { issues: [{ path: ['items', 0, 'name'] }] } });
    expect(z.union([schema, z.null()]).parse(null)).toBeNull();
    const resolved = await zodResolver(schema)({ name: '', count: 1 }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(resolved.errors)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is what the component tests get from a contract, as the browser build does', () => {
    expect(types.isProxy(moodInputSchema)).toBe(true);
    expect(moodInputSchema.safeParse({ mood: 9 }).success).toBe(false);
  });
});
