import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BELOW_THE_FOLD_MARGIN, BelowTheFold } from './below-the-fold';

/** A stand-in IntersectionObserver whose callback the test calls, as scrolling would. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const scrollNear = () =>
    act(() => {
      for (const { callback } of observers)
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    });
  return { observers, scrollNear };
}

describe('BelowTheFold', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the space, renders nothing of the section until it comes near the screen', async () => {
    const { observers, scrollNear } = stubObserver();
    const { container } = render(
      <BelowTheFold placeholderHeight="20rem">
        <p>Side effects</p>
      </BelowTheFold>,
    );
    expect(screen.queryByText('Side effects')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '20rem' });
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(observers[0]?.options?.rootMargin).toBe(BELOW_THE_FOLD_MARGIN);
    await scrollNear();
    expect(screen.getByText('Side effects')).toBeInTheDocument();
  });

  it("keeps the space while a lazy section's code loads, so nothing below jumps", async () => {
    const { scrollNear } = stubObserver();
    let finishLoading: (module: { default: () => ReactElement }) => void = () => undefined;
    const Section = lazy(
      () => new Promise<{ default: () => ReactElement }>((done) => (finishLoading = done)),
    );
    const { container } = render(
      <BelowTheFold placeholderHeight="12rem">
        <Section />
      </BelowTheFold>,
    );
    await scrollNear();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '12rem' });
    await act(async () => finishLoading({ default: () => <p>Your results</p> }));
    expect(await screen.findByText('Your results')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <BelowTheFold placeholderHeight="20rem">
        <p>Side effects</p>
      </BelowTheFold>,
    );
    expect(screen.getByText('Side effects')).toBeInTheDocument();
  });
});
