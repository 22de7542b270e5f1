import { currentTime } from '@ft/shared';
import * as repo from './payments.repo.ts';
import { applyGatewayPayment, type PaymentDeps, resolveByLookup } from './payments.service.ts';
import { refundCancelledBookings } from './refunds.service.ts';
import { finishStalledResolutions } from './service-confirmation.service.ts';

// ── Webhooks and the sweep ────────────────────────────────────────────────────────────────────────────

/**
 * `POST /payments/webhook` (item 5): stored first (the gateway gets its 200 only then), then acted on by fetching
 * the payment again, since Toss's payment webhooks are unsigned and the body proves nothing. A failure to act
 * leaves the row for the sweep; receiving it twice, or before the browser's redirect, changes nothing extra.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  body: { eventType: string; data: { paymentKey?: string | undefined; orderId?: string | undefined } },
): Promise<number> {
  return repo.insertWebhook(deps.db, {
    eventType: body.eventType,
    paymentKey: body.data.paymentKey ?? null,
    orderId: body.data.orderId ?? null,
    body,
    receivedAt: currentTime(),
  });
}

/**
 * Acts on a stored webhook by asking the gateway for the payment it names. Only for one of our orders: the
 * webhook is unsigned and public, and each one for an order we never made would otherwise be a call to the
 * gateway on a stranger's say-so. Such a webhook is kept (for the record) and marked done.
 */
export async function processWebhook(
  deps: PaymentDeps,
  webhook: { id: number; paymentKey: string | null; orderId: string | null },
): Promise<void> {
  const { id, paymentKey, orderId } = webhook;
  const ours = orderId !== null && (await repo.findPaymentByOrderId(deps.db, orderId)) !== undefined;
  if (paymentKey && ours) {
    const found = await deps.gateway.getPayment(paymentKey);
    // Unreachable gateway: left unprocessed, the sweep tries again.
    if (!found.ok) return;
    if (found.value) await applyGatewayPayment(deps.db, found.value);
  }
  await repo.markWebhookProcessed(deps.db, id, currentTime());
}

/**
 * The payments' share of the maintenance sweep: confirms left without an answer are looked up, webhooks not yet
 * acted on are acted on, and refunds not yet made are made. Idempotent, any number of instances.
 */
export async function sweepPayments(deps: PaymentDeps, now: Date = currentTime()): Promise<number> {
  const settled = new Date(now.getTime() - 60_000);
  const unresolved = await repo.unresolvedPayments(deps.db, settled, 50);
  for (const row of unresolved) await resolveByLookup(deps, row);
  const webhooks = await repo.unprocessedWebhooks(deps.db, settled, 50);
  for (const webhook of webhooks) await processWebhook(deps, webhook);
  const resolutions = await finishStalledResolutions(deps, now);
  return unresolved.length + webhooks.length + resolutions + (await refundCancelledBookings(deps));
}
