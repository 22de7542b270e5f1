import type { ComponentType } from 'react';
import { isChunkLoadError, reloadForMissingChunk } from './new-build.ts';

export interface LazyPage<Props extends object = object> {
  Component: ComponentType<Props>;
  preload(): Promise<void>;
}

/**
 * Each screen (and each area's layout) is its own chunk. Unlike React.lazy, a screen preloaded before hydration renders
 * synchronously, so the server HTML is hydrated as it is instead of being swapped for a fallback.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A deploy removed this chunk: reload once for the new build (guarded), else let the boundary show it.
        if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadForMissingChunk()) {
          return new Promise<void>(() => {});
        }
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Page(props: Props) {
    if (!loaded) throw preload(); // Suspense shows the layout's skeleton meanwhile.
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return { Component: Page, preload };
}
