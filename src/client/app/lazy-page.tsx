/**
 * Route modules load lazily ('Loading {route} page...'). A page can also be preloaded before
 * the first render, so prerendered HTML hydrates without flashing the loading text.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: () => ReactElement;
  preload: () => Promise<void>;
}

export function lazyPage(name: string, load: () => Promise<PageModule>): LazyPage {
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
      <Suspense fallback={<PageLoading name={name} />}>
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
