import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error.ts';

/**
 * Runs `run` once the app is ready and then every `intervalMs`. The timer never keeps the process alive, a run
 * never overlaps the previous one, and closing the app waits for the run in progress so it does not outlive the
 * database. Counts only reach the log (which rows moved is in their own history, and no personal data).
 * `runNow` starts a run at once (none if one is running), for work that has just become due.
 */
export function scheduleRepeatingJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run: () => Promise<Record<string, number>> },
): { runNow(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, job.name);
      })
      .catch((error: unknown) => app.log.warn({ error: loggableError(error) }, `${job.name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { runNow: tick };
}
