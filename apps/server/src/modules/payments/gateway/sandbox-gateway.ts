import type { CheckoutOrder, PaymentGateway } from './gateway.ts';
import { createTossGateway } from './toss-client.ts';

/**
 * The gateway of a server without Toss keys: Toss's protocol against a payment sandbox at TOSS_SANDBOX_URL
 * (tools/toss-sandbox, decision 093), which `npm start` runs beside the server and tests start for it. The server
 * never runs or imports the sandbox; it knows of it only what a client of Toss's test environment would: its
 * address, the keys it takes (its SANDBOX_KEYS) and its checkout page, which stands in for the payment widget
 * (opened with the order's fields, as the widget is).
 */
export const SANDBOX_KEYS = { secretKey: 'test_sk_sandbox', clientKey: 'test_ck_sandbox' } as const;

export function sandboxCheckoutUrl(sandboxUrl: string, order: CheckoutOrder): string {
  const fields = {
    clientKey: SANDBOX_KEYS.clientKey,
    orderId: order.orderId,
    orderName: order.orderName,
    amount: String(order.amount),
    customerKey: order.customerKey,
    successUrl: order.successUrl,
    failUrl: order.failUrl,
  };
  return `${sandboxUrl}/checkout?${new URLSearchParams(fields)}`;
}

export function createSandboxGateway(sandboxUrl: string): PaymentGateway {
  return createTossGateway({
    apiUrl: sandboxUrl,
    ...SANDBOX_KEYS,
    testMode: true,
    checkoutUrl: (order) => sandboxCheckoutUrl(sandboxUrl, order),
  });
}
