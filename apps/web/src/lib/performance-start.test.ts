import { afterEach, describe, expect, it, vi } from 'vitest';

const onLCP = vi.fn();
vi.mock('web-vitals', () => ({ onCLS: vi.fn(), onFCP: vi.fn(), onINP: vi.fn(), onLCP, onTTFB: vi.fn() }));

const { startPerformanceMonitoring } = await import('./performance.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web-vitals is no part of the first load', () => {
  afterEach(() => {
    vi.useRealTimers();
    onLCP.mockClear();
  });

  it('arrives at the first touch, not before', async () => {
    const stop = startPerformanceMonitoring();
    await settle();
    expect(onLCP).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(onLCP).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(onLCP).toHaveBeenCalledTimes(1);
    stop();
  });

  it('arrives 5 s after start when nobody touches the page', async () => {
    vi.useFakeTimers();
    const stop = startPerformanceMonitoring();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(onLCP).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await vi.waitFor(() => expect(onLCP).toHaveBeenCalledTimes(1));
    stop();
  });
});
