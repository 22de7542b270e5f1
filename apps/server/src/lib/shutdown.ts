/** How long a stopping server may take to finish what it is doing before it exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop taking connections, let requests in flight and a maintenance run finish, close
 * the database (all in `close`), then exit 0. A stop that takes longer than the bound, or a second signal,
 * exits 1 at once: an orchestrator waiting on us must not wait forever.
 */
export function exitGracefullyOnSignals(
  close: () => Promise<void>,
  log: (message: string) => void,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: finishing requests in flight, then exiting`);
    const bound = setTimeout(() => {
      log(`still stopping after ${timeoutMs} ms: exiting now`);
      process.exit(1);
    }, timeoutMs).unref();
    // Cleared once closing settles: the process exits exactly once, with the code closing earned.
    close()
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log(`stopping failed: ${error instanceof Error ? error.name : 'error'}`);
          process.exit(1);
        },
      )
      .finally(() => clearTimeout(bound));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
