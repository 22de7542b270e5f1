import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitGracefullyOnSignals } from './shutdown.ts';

const handlers = new Map<string, (signal: NodeJS.Signals) => void>();

function install(close: () => Promise<void>) {
  vi.spyOn(process, 'on').mockImplementation(((event: string, handler: (signal: NodeJS.Signals) => void) => {
    handlers.set(event, handler);
    return process;
  }) as typeof process.on);
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const log = vi.fn();
  exitGracefullyOnSignals(close, log, 1000);
  return { exit, log, signal: (name: NodeJS.Signals) => handlers.get(name)?.(name) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  handlers.clear();
});

describe('exitGracefullyOnSignals', () => {
  it('exits 0 once closing has finished, and only then', async () => {
    vi.useFakeTimers();
    const { exit, signal } = install(async () => undefined);
    signal('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exit.mock.calls).toEqual([[0]]);
    // The bound's timer must not outlive a finished stop: in a test worker that runs on after this file, a left
    // timer once called the real process.exit(1) a second later and killed whichever file ran next.
    await vi.advanceTimersByTimeAsync(5000);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 when closing outlasts the bound, or on a second signal', async () => {
    vi.useFakeTimers();
    const hung = install(() => new Promise<void>(() => {}));
    hung.signal('SIGTERM');
    vi.advanceTimersByTime(999);
    expect(hung.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hung.exit).toHaveBeenCalledWith(1);
    hung.exit.mockClear();
    hung.signal('SIGINT');
    expect(hung.exit).toHaveBeenCalledWith(1);
  });
});
