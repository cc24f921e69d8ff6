import { describe, expect, it } from 'vitest';
import { wordTable } from './word-table';

describe('a table looked up by words read from a document', () => {
  it("finds its own words and nothing for Object's members", () => {
    const table = wordTable({ serum: 'blood' });
    expect(table.serum).toBe('blood');
    expect(table.constructor).toBeUndefined();
    expect(table.toString).toBeUndefined();
    expect(table['__proto__']).toBeUndefined();
  });
});
