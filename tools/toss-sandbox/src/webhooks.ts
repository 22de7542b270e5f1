import { setTimeout as sleep } from 'node:timers/promises';
import { paymentJson, seoulIso, type TossPaymentJson } from './toss-json.ts';
import type { StoredPayment } from './types.ts';

/** Waits before each webhook attempt: Toss retries a non-200 too, only over hours rather than a second. */
const WEBHOOK_BACKOFF_MS = [0, 200, 1_000];

export interface TossWebhook {
  eventType: 'PAYMENT_STATUS_CHANGED';
  createdAt: string;
  data: TossPaymentJson;
}

/** Sleeps `ms`, or less once `signal` aborts (never throws). */
export const holdFor = (signal: AbortSignal) => (ms: number) =>
  sleep(ms, undefined, { signal }).catch(() => undefined);

/**
 * PAYMENT_STATUS_CHANGED to the webhook URL, in the background (the API answer never waits for it), retried as
 * Toss does until a 200. `closing` ends the retries at once; `settled()` waits for those under way.
 */
export function createWebhooks(opts: {
  url: string | undefined;
  now: () => Date;
  baseUrl: () => string;
  closing: AbortSignal;
}) {
  let target = opts.url;
  const sent: TossWebhook[] = [];
  const deliveries = new Set<Promise<void>>();
  const hold = holdFor(opts.closing);

  async function deliver(to: string, body: TossWebhook): Promise<void> {
    for (const wait of WEBHOOK_BACKOFF_MS) {
      if (wait > 0) await hold(wait);
      if (opts.closing.aborted) return;
      try {
        const response = await fetch(to, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.any([opts.closing, AbortSignal.timeout(5_000)]),
        });
        await response.body?.cancel();
        // Toss counts only a 200 as delivered.
        if (response.status === 200) return;
      } catch {
        // unreachable or slow receiver: try again after the next wait
      }
    }
  }

  return {
    sent,
    setUrl: (url: string | undefined) => {
      target = url;
    },
    notify(p: StoredPayment) {
      const to = target;
      if (!to) return;
      const body: TossWebhook = {
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: seoulIso(opts.now()),
        data: paymentJson(p, opts.baseUrl()),
      };
      sent.push(body);
      const delivery: Promise<void> = deliver(to, body).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    settled: () => Promise.allSettled([...deliveries]),
  };
}
