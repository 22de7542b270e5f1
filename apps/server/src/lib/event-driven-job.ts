import type { Database } from '../db/client.ts';

/**
 * Runs `run` as soon as an event commits (`LISTEN domain_events`: the outbox's trigger notifies every instance
 * on every insert) and on a slow interval that catches anything a lost wake-up missed. One run at a time here;
 * a wake during a run runs it again once. What `run` does must be safe with any number of instances.
 */
export async function runOnDomainEvents(
  database: Database,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs: number,
): Promise<{ stop(): Promise<void> }> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const unlisten = await database.listen('domain_events', wake);
  const timer = setInterval(wake, intervalMs);
  timer.unref();
  wake();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
