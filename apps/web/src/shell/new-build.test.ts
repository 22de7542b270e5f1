import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  recoverFromMissingChunk,
  shouldReloadForMissingChunk,
  startNewBuildCheck,
} from './new-build.ts';
import { getToasts, toast } from './ui/toast-store.ts';

afterEach(() => {
  for (const t of getToasts()) toast.dismiss(t.id);
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('chunk reload guard', () => {
  it('reloads once, then not again within 10 s', () => {
    expect(shouldReloadForMissingChunk(100_000, null)).toBe(true);
    expect(shouldReloadForMissingChunk(100_000, 95_000)).toBe(false);
    expect(shouldReloadForMissingChunk(100_000, 89_999)).toBe(true);
  });

  it('recognises the browsers’ missing-chunk errors only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/home-x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('new build check', () => {
  it('asks every hour and offers a reload once when the build changed', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ buildId: 'new' })));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startNewBuildCheck('old');
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getToasts()[0]).toMatchObject({ title: '새 버전이 나왔어요', durationMs: null });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(getToasts()).toHaveLength(1);
    stop();
  });
});

describe('a screen chunk that would not load', () => {
  const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body)));

  it('is a lost connection when offline: no reload (that would show the browser’s offline page)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchMock = answer({ buildId: 'new' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(recoverFromMissingChunk('old')).resolves.toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is a lost connection when the build check gets no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(recoverFromMissingChunk('old')).resolves.toBe('offline');
  });

  it('reloads once for a new build, and not again within 10 s', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.stubGlobal('fetch', answer({ buildId: 'new' }));
    await expect(recoverFromMissingChunk('old')).resolves.toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
    await expect(recoverFromMissingChunk('old')).resolves.toBe('failed');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is a failure, not a deploy, when the server runs this very build', async () => {
    vi.stubGlobal('fetch', answer({ buildId: 'same' }));
    await expect(recoverFromMissingChunk('same')).resolves.toBe('failed');
  });
});
