import { currentTime, DAY_MS, MINUTE_MS, type PaymentWebhookBody } from '@ft/shared';
import * as repo from './payments.repo.ts';
import { applyGatewayPayment, type PaymentDeps, resolveByLookup } from './payments.service.ts';
import { refundCancelledBookings } from './refunds.service.ts';
import { finishStalledResolutions } from './service-confirmation.service.ts';

// ── Webhooks and the sweep ────────────────────────────────────────────────────────────────────────────

/** The type a 가상계좌 입금 callback is stored under: Toss sends it without an `eventType`. */
export const DEPOSIT_CALLBACK = 'DEPOSIT_CALLBACK';

/** Processed webhooks are kept this long for the record, then pruned by the sweep; unprocessed ones stay. */
export const PROCESSED_WEBHOOK_RETENTION_DAYS = 30;

/** What is stored of a webhook: the fields the schema kept (the rest of Toss's Payment object was dropped). */
export function storedWebhook(body: PaymentWebhookBody): {
  eventType: string;
  paymentKey: string | null;
  orderId: string | null;
  body: PaymentWebhookBody;
} {
  if ('eventType' in body) {
    return {
      eventType: body.eventType,
      paymentKey: body.data.paymentKey ?? null,
      orderId: body.data.orderId ?? null,
      body,
    };
  }
  return { eventType: DEPOSIT_CALLBACK, paymentKey: null, orderId: body.orderId, body };
}

/**
 * `POST /payments/webhook` (item 5): stored first (the gateway gets its 200 only then), then acted on by fetching
 * the payment again, since Toss's webhooks are unsigned and the body proves nothing. A failure to act leaves the
 * row for the sweep; receiving it twice, or before the browser's redirect, changes nothing extra.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  body: PaymentWebhookBody,
): Promise<{ id: number; eventType: string; paymentKey: string | null; orderId: string | null }> {
  const stored = storedWebhook(body);
  const id = await repo.insertWebhook(deps.db, { ...stored, receivedAt: currentTime() });
  return { id, eventType: stored.eventType, paymentKey: stored.paymentKey, orderId: stored.orderId };
}

/**
 * Acts on a stored webhook by asking the gateway for the payment it names: by its key when it carries one, else
 * by its order (a 가상계좌 입금 callback names only the order). Only for one of our orders: the webhook is
 * unsigned and public, and each one for an order we never made would otherwise be a call to the gateway on a
 * stranger's say-so. Such a webhook is kept (for the record) and marked done.
 */
export async function processWebhook(
  deps: PaymentDeps,
  webhook: { id: number; paymentKey: string | null; orderId: string | null },
): Promise<void> {
  const { id, paymentKey, orderId } = webhook;
  const ours = orderId !== null && (await repo.findPaymentByOrderId(deps.db, orderId)) !== undefined;
  if (ours) {
    const found = paymentKey
      ? await deps.gateway.getPayment(paymentKey)
      : await deps.gateway.getPaymentByOrderId(orderId);
    // Unreachable gateway: left unprocessed, the sweep tries again.
    if (!found.ok) return;
    if (found.value) await applyGatewayPayment(deps.db, found.value);
  }
  await repo.markWebhookProcessed(deps.db, id, currentTime());
}

/**
 * The payments' share of the maintenance sweep: confirms left without an answer are looked up, webhooks not yet
 * acted on are acted on, processed ones past their retention are deleted, and refunds not yet made are made.
 * Idempotent, any number of instances.
 */
export async function sweepPayments(deps: PaymentDeps, now: Date = currentTime()): Promise<number> {
  const settled = new Date(now.getTime() - MINUTE_MS);
  const unresolved = await repo.unresolvedPayments(deps.db, settled, 50);
  for (const row of unresolved) await resolveByLookup(deps, row);
  const webhooks = await repo.unprocessedWebhooks(deps.db, settled, 50);
  for (const webhook of webhooks) await processWebhook(deps, webhook);
  const resolutions = await finishStalledResolutions(deps, now);
  // Done with and kept a while for the record; one never acted on is kept until it is.
  const pruned = await repo.deleteProcessedWebhooks(
    deps.db,
    new Date(now.getTime() - PROCESSED_WEBHOOK_RETENTION_DAYS * DAY_MS),
  );
  return unresolved.length + webhooks.length + resolutions + pruned + (await refundCancelledBookings(deps));
}
