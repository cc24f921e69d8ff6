import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createKeyedBatches, oneAfterAnother } from './keyed-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A runner that records each batch and answers every input with `<input>!`. */
function recorded() {
  const events: string[] = [];
  const batches: string[][] = [];
  const inBatches = createKeyedBatches<string, string>(async (inputs, key) => {
    batches.push([...inputs]);
    events.push(`${key}: ${inputs.join(',')} starts`);
    await tick();
    events.push(`${key}: ${inputs.join(',')} ends`);
    return inputs.map((input) => ({ status: 'fulfilled', value: `${input}!` }));
  });
  return { inBatches, events, batches };
}

describe('createKeyedBatches', () => {
  it("takes a free key's saves of one turn together, then the saves asked meanwhile, in order", async () => {
    const { inBatches, events, batches } = recorded();
    const turn = ['first', 'second'].map((input) => inBatches('a', input));
    expect(batches).toEqual([]); // gathering until the end of this turn of the event loop
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['first', 'second']]);
    const meanwhile = ['third', 'fourth', 'fifth'].map((input) => inBatches('a', input));
    expect(await Promise.all([...turn, ...meanwhile])).toEqual([
      'first!',
      'second!',
      'third!',
      'fourth!',
      'fifth!',
    ]);
    expect(batches).toEqual([
      ['first', 'second'],
      ['third', 'fourth', 'fifth'],
    ]);
    expect(events).toEqual([
      'a: first,second starts',
      'a: first,second ends',
      'a: third,fourth,fifth starts',
      'a: third,fourth,fifth ends',
    ]);
    // Nothing waits any more: the next save is a batch of its own.
    await inBatches('a', 'sixth');
    expect(batches.at(-1)).toEqual(['sixth']);
  });

  it("runs other keys' saves alongside", async () => {
    const { inBatches, events } = recorded();
    await Promise.all([inBatches('a', 'x'), inBatches('b', 'y')]);
    expect(events.slice(0, 2)).toEqual(['a: x starts', 'b: y starts']);
  });

  it('hands each save its own outcome, and runs the next batch after one fails', async () => {
    let calls = 0;
    const inBatches = createKeyedBatches<string, string>(async (inputs) => {
      calls += 1;
      await tick();
      if (calls === 1) throw new Error('refused');
      return inputs.map((input) =>
        input === 'bad'
          ? { status: 'rejected', reason: new Error(`no ${input}`) }
          : { status: 'fulfilled', value: input },
      );
    });
    const failed = inBatches('a', 'first');
    await new Promise((resolve) => setImmediate(resolve)); // the first batch is under way, alone
    const good = inBatches('a', 'good');
    const bad = inBatches('a', 'bad');
    await expect(failed).rejects.toThrow('refused');
    await expect(good).resolves.toBe('good');
    await expect(bad).rejects.toThrow('no bad');
  });

  it("runs a batch in its first save's async context (whom the database acts for)", async () => {
    const store = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const inBatches = createKeyedBatches<string, string>(async (inputs) => {
      await tick();
      seen.push(store.getStore());
      return inputs.map((value) => ({ status: 'fulfilled', value }));
    });
    const first = store.run('first caller', () => inBatches('a', '1'));
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([
      first,
      store.run('second caller', () => inBatches('a', '2')),
      store.run('third caller', () => inBatches('a', '3')),
    ]);
    expect(seen).toEqual(['first caller', 'second caller']);
  });
});

describe('oneAfterAnother', () => {
  it('runs the saves in order, one at a time, each with its own outcome', async () => {
    const events: string[] = [];
    const outcomes = await oneAfterAnother(['a', 'b', 'c'], async (input) => {
      events.push(`${input} starts`);
      await tick();
      events.push(`${input} ends`);
      if (input === 'b') throw new Error('no b');
      return input.toUpperCase();
    });
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 'A' });
  });
});
