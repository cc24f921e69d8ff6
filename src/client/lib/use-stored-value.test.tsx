/**
 * The client-only hooks against real React hydration: the server's values while the page
 * hydrates, the browser's once the root has hydrated, with no mismatch; a plain client render
 * (and a reader mounted later) reads the browser's values from its first render.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { finishHydration, startHydration, useIsHydrated, useStoredValue } from './use-stored-value';

const KEY = 'use-stored-value-test';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let renders: string[] = [];
function Reader({ name }: { name: string }): ReactElement {
  const hydrated = useIsHydrated();
  const stored = useStoredValue(KEY);
  const seen = `${name}:${String(hydrated)}:${String(stored)}`;
  renders.push(seen);
  return <p>{seen}</p>;
}

/** The renders made by the end of the task that ran the first commit's effects. */
let rendersInEffectsTask: string[] = [];

/** As the browser entry has it: at the top, its effect runs after every reader's. */
function Finished({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    finishHydration();
    queueMicrotask(() => {
      rendersInEffectsTask = [...renders];
    });
  }, []);
  return children;
}

/** A reader that mounts only after the first commit. */
function Later(): ReactElement | null {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? <Reader name="later" /> : null;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  root?.unmount();
  await settle();
  container?.remove();
  window.localStorage.removeItem(KEY);
  renders = [];
});

describe('useIsHydrated and useStoredValue', () => {
  it('render as the server did while hydrating, then with the browser values', async () => {
    const app = (
      <Finished>
        <Reader name="a" />
        <Reader name="b" />
        <Later />
      </Finished>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('a:false:undefinedb:false:undefined');
    window.localStorage.setItem(KEY, 'stored');
    renders = [];

    const errors: unknown[] = [];
    startHydration();
    root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    while (!container.textContent?.includes('later')) await settle();
    await settle();

    expect(errors).toEqual([]);
    expect(container.textContent).toBe('a:true:storedb:true:storedlater:true:stored');
    // Hydration, then one render each with the browser values; the later reader's first.
    expect(renders.filter((seen) => seen.startsWith('a:'))).toEqual([
      'a:false:undefined',
      'a:true:stored',
    ]);
    expect(renders.filter((seen) => seen.startsWith('later:'))).toEqual(['later:true:stored']);
    // Not in the task that ran hydration's effects (a synchronous render there is a long task).
    expect(rendersInEffectsTask).toEqual(['a:false:undefined', 'b:false:undefined']);
  });

  it('read the browser values from the first render when nothing hydrates', async () => {
    window.localStorage.setItem(KEY, 'stored');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Reader name="a" />);
    await settle();
    expect(renders).toEqual(['a:true:stored']);
  });
});
