/**
 * The bench's load generator: autocannon in a process of its own, forked once per measured size, taking one
 * run at a time over IPC.
 *
 * autocannon keeps latencies in whole milliseconds, so at a p99 of 4 ms one millisecond more read as a 100k/1k
 * ratio of 1.25. Here every 2xx answer's time is kept as autocannon measured it (a fraction of a millisecond)
 * and the percentiles are read from all of them, sorted.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { answerEach } from './ipc.ts';

export interface LoadRun {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** GET these paths in turn on every connection, so one run measures a mix rather than one answer. */
  paths?: string[];
  /**
   * POST this body, each request under an Idempotency-Key of its own and with `eachMark` in the body replaced
   * by its sequence number: a new request each time (one live request per content), so each one writes.
   */
  post?: { headers: Record<string, string>; body: string; eachMark: string };
}

export interface LoadFigures {
  rps: number;
  /** Milliseconds, to a tenth. */
  p50: number;
  p99: number;
  errors: number;
}

/** The value at quantile `q` of `sorted` (nearest rank), to a tenth of a millisecond. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return Math.round(value * 10) / 10;
}

function run(job: LoadRun): Promise<LoadFigures> {
  let times = new Float64Array(1 << 16);
  let count = 0;
  let next = 0;
  const rotate = (request: autocannon.Request) => {
    const path = job.paths![next % job.paths!.length]!;
    next += 1;
    return { ...request, path };
  };
  let sent = 0;
  const uniqueKey = (request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID() },
    body: job.post!.body.replace(job.post!.eachMark, String(sent++)),
  });
  const requests: autocannon.Request[] | undefined = job.post
    ? [{ method: 'POST', headers: job.post.headers, body: job.post.body, setupRequest: uniqueKey }]
    : job.paths
      ? [{ method: 'GET', setupRequest: rotate }]
      : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: job.url, connections: job.connections, duration: job.durationS, headers: job.headers, requests },
      (error, result) => {
        if (error) return reject(error);
        const sorted = times.subarray(0, count).sort();
        resolve({
          rps: Math.round(result.requests.average),
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode < 200 || statusCode >= 300) return;
      if (count === times.length) {
        const grown = new Float64Array(times.length * 2);
        grown.set(times);
        times = grown;
      }
      times[count++] = ms;
    });
  });
}

if (process.send) {
  answerEach(run);
  process.on('disconnect', () => process.exit(0));
}
