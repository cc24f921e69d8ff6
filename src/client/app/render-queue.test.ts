import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderSkippedError } from './render-queue';

describe('createRenderQueue', () => {
  it('runs renders one at a time, in order', async () => {
    const enqueue = createRenderQueue();
    const events: string[] = [];
    const render = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      enqueue(Infinity, render('a')),
      enqueue(Infinity, render('b')),
    ]);
    expect(results).toEqual(['a', 'b']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('skips a render whose deadline passed while it waited, and goes on with the next', async () => {
    let clock = 0;
    const enqueue = createRenderQueue(() => clock);
    let ran = 0;
    const slow = enqueue(100, async () => {
      clock = 500; // the first render outlasts the second one's deadline
      ran += 1;
      return 'first';
    });
    const late = enqueue(200, async () => {
      ran += 1;
      return 'late';
    });
    const fresh = enqueue(1_000, async () => {
      ran += 1;
      return 'fresh';
    });
    expect(await slow).toBe('first');
    await expect(late).rejects.toBeInstanceOf(RenderSkippedError);
    expect(await fresh).toBe('fresh');
    expect(ran).toBe(2);
  });
});
