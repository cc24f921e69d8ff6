/**
 * Server renders of members' pages, one at a time (ADR 111): a render reads its member's answers
 * through a module-level source, which two renders must never share. The server stops waiting for a
 * render at its deadline and sends the page without it; a render still queued by then is skipped
 * rather than run for nobody, so a burst of slow renders cannot pile up work behind itself.
 */
export class RenderSkippedError extends Error {
  constructor() {
    super('the render was past its deadline before its turn came');
    this.name = 'RenderSkippedError';
  }
}

export function createRenderQueue(now: () => number = Date.now) {
  let queue: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(deadline: number, render: () => Promise<T>): Promise<T> {
    const run = () => (now() > deadline ? Promise.reject(new RenderSkippedError()) : render());
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}
