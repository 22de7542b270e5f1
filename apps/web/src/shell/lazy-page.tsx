import { CHUNK_LOAD_RETRY } from '@ft/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { ScreenLoadFailed } from './errors/screen-load-failed.tsx';
import { type ChunkFailure, isChunkLoadError, recoverFromMissingChunk } from './new-build.ts';

export interface LazyPage<Props extends object = object> {
  Component: ComponentType<Props>;
  preload(): Promise<void>;
}

/** A chunk failure already retried and judged (a screen of an area loads through two lazy pages). */
type Judged = { judged?: ChunkFailure };

/**
 * A flaky connection gets a second and a third chance (500 ms, then 1 s later); a lost one is not asked again
 * and again (docs/product.md § Limits, chunk retries).
 */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error) || (error as Judged).judged || attempt >= CHUNK_LOAD_RETRY.attempts)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_LOAD_RETRY.baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}

/**
 * Each screen (and each area's layout) is its own chunk. Unlike React.lazy, a screen preloaded before hydration renders
 * synchronously, so the server HTML is hydrated as it is instead of being swapped for a fallback.
 *
 * A chunk that will not load, even after its retries, never loops: after a deploy the page reloads once for the
 * new build; otherwise the screen says so (offline or not) with 다시 시도. Anything else (the module threw while
 * it was evaluated) is a bug for the screen's error boundary.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  let failure: ChunkFailure | undefined;
  let broken: unknown;
  const preload = () => {
    pending ??= loadWithRetry(load).then(
      (module) => {
        loaded = module.default;
      },
      async (error: unknown) => {
        if (typeof window !== 'undefined' && isChunkLoadError(error)) {
          const judged = error as Judged;
          judged.judged ??= await recoverFromMissingChunk(__BUILD_ID__);
          if (judged.judged === 'reloading') return new Promise<void>(() => {});
          failure = judged.judged;
        } else if (typeof window !== 'undefined') broken = error;
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level (routes.tsx), never during a render
  function Page(props: Props) {
    const [, retried] = useState(0);
    // Leaving the failed screen: the next visit tries afresh.
    useEffect(
      () => () => {
        failure = undefined;
      },
      [],
    );
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (broken !== undefined) throw broken;
    if (failure) {
      const retry = () => {
        failure = undefined;
        retried((n) => n + 1);
      };
      return <ScreenLoadFailed offline={failure === 'offline'} onRetry={retry} />;
    }
    throw preload(); // Suspense shows the layout's skeleton meanwhile.
  }
  return { Component: Page, preload };
}
