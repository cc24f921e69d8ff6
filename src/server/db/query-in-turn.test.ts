import { describe, expect, it } from 'vitest';
import type { Client } from 'pg';
import { queryInTurn } from './query-in-turn';

/** A connection that answers each query after `ms`, and records how many ran at once. */
function slowClient(ms: number) {
  let running = 0;
  const seen = { most: 0, order: [] as string[] };
  const client = {
    query: async (text: string) => {
      running += 1;
      seen.most = Math.max(seen.most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      seen.order.push(text);
      if (text === 'fail') throw new Error('refused');
      return { rows: [{ text }] };
    },
  } as unknown as Pick<Client, 'query'>;
  return { client, seen };
}

describe('queryInTurn', () => {
  it('runs the queries asked at once one after another, in the order asked', async () => {
    const { client, seen } = slowClient(5);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((text) => queryInTurn<{ text: string }>(client, text)),
    );
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['a', 'b', 'c', 'd']);
    expect(answers.map((answer) => answer.rows[0]!.text)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a failure to its own caller and runs the next query all the same', async () => {
    const { client, seen } = slowClient(1);
    const failed = queryInTurn(client, 'fail');
    const next = queryInTurn(client, 'after');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toMatchObject({ rows: [{ text: 'after' }] });
    expect(seen.order).toEqual(['fail', 'after']);
  });

  it('keeps one turn per connection: another connection does not wait', async () => {
    const first = slowClient(30);
    const second = slowClient(1);
    const slow = queryInTurn(first.client, 'slow');
    const quick = await Promise.race([
      queryInTurn(second.client, 'quick').then(() => 'quick'),
      slow.then(() => 'slow'),
    ]);
    expect(quick).toBe('quick');
    await slow;
  });
});
