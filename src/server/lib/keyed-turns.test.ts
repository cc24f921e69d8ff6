import { describe, expect, it } from 'vitest';
import { createKeyedTurns } from './keyed-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedTurns', () => {
  it("runs one key's tasks one after another, in the order they came", async () => {
    const inTurn = createKeyedTurns();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} starts`);
      await tick();
      events.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      inTurn('a', task('first')),
      inTurn('a', task('second')),
      inTurn('a', task('third')),
    ]);
    expect(results).toEqual(['first', 'second', 'third']);
    expect(events).toEqual([
      'first starts',
      'first ends',
      'second starts',
      'second ends',
      'third starts',
      'third ends',
    ]);
  });

  it("runs other keys' tasks alongside", async () => {
    const inTurn = createKeyedTurns();
    const events: string[] = [];
    await Promise.all(
      ['a', 'b'].map((key) =>
        inTurn(key, async () => {
          events.push(`${key} starts`);
          await tick();
          events.push(`${key} ends`);
        }),
      ),
    );
    expect(events.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });

  it('lets the next task run after one fails, and hands each caller its own outcome', async () => {
    const inTurn = createKeyedTurns();
    const failed = inTurn('a', async () => {
      await tick();
      throw new Error('refused');
    });
    const next = inTurn('a', async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });
});
