import { CHUNK_LOAD_RETRY } from '@ft/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './lazy-page.tsx';

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/detail-x.js');

afterEach(() => vi.useRealTimers());

describe('loadWithRetry', () => {
  it('tries a missing chunk 3 times in all, 500 ms then 1 s apart, then gives up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => {
      throw missing();
    });
    const result = loadWithRetry(load).catch((error: unknown) => error);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(CHUNK_LOAD_RETRY.attempts);
    expect(await result).toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(CHUNK_LOAD_RETRY.attempts);
  });

  it('heals a flaky connection on a later try', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(missing())
      .mockResolvedValueOnce('screen');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('screen');
  });

  it('does not retry a module that is broken rather than missing', async () => {
    const load = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(loadWithRetry(load)).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledOnce();
  });
});
