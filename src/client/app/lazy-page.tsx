/**
 * Route modules load lazily ('Loading {route} page...'). A page can also be preloaded before
 * the first render, so prerendered HTML hydrates without flashing the loading text.
 */
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

type PageModule = { default: ComponentType };

/** A lazily loaded component that can also be loaded ahead of its first render. */
export interface LazyPage {
  Component: () => ReactElement;
  preload: () => Promise<void>;
}

/**
 * Once preloaded (or loaded by an earlier render) the component renders synchronously, without a
 * Suspense boundary: server rendering and hydration then see the same tree as the prerendered
 * HTML. Before that it suspends and shows `fallback`.
 */
export function preloadableLazy(load: () => Promise<PageModule>, fallback: ReactNode): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<PageModule> | null = null;
  const loadOnce = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(loadOnce);
  function Component(): ReactElement {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded />;
    }
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  }
  return {
    Component,
    preload: async () => {
      await loadOnce();
    },
  };
}

export function lazyPage(name: string, load: () => Promise<PageModule>): LazyPage {
  return preloadableLazy(load, <PageLoading name={name} />);
}

export function PageLoading({ name }: { name: string }): ReactElement {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600"
    >
      <span
        className="mx-auto mb-3 block h-8 w-8 animate-spin rounded-full border-4 border-teal-200 border-t-teal-700"
        aria-hidden="true"
      />
      Loading {name} page...
    </div>
  );
}
