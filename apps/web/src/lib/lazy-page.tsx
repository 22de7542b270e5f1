import type { ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  preload(): Promise<void>;
}

/**
 * Each screen is its own chunk. Unlike React.lazy, a screen preloaded before hydration renders
 * synchronously, so the server HTML is hydrated as it is instead of being swapped for a fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  function Page() {
    if (!loaded) throw preload(); // Suspense shows the layout's skeleton meanwhile.
    const Loaded = loaded;
    return <Loaded />;
  }
  return { Component: Page, preload };
}
