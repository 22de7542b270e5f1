// The built product on a fresh data directory (support/start-server.mjs) for the page benchmarks, on
// BENCH_PORT (3200): started, waited for until healthy, stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Resolves once the server answers its health check; `base` is its URL, `stop` ends it. */
export async function startBenchServer() {
  const base = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 3200)}`;
  const server = spawn(process.execPath, [path.join(import.meta.dirname, '../support/start-server.mjs')], {
    env: { ...process.env, PORT: new URL(base).port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  for (let i = 0; i < 240; i++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the server did not start');
}
