import { z } from 'zod';
import {
  type CheckoutOrder,
  GATEWAY_PAYMENT_STATUSES,
  type GatewayPayment,
  type GatewayResult,
  type GatewayTransaction,
  type PaymentGateway,
} from './gateway.ts';

export interface TossGatewayOptions {
  /** https://api.tosspayments.com, or the sandbox's url. */
  apiUrl: string;
  secretKey: string;
  clientKey: string;
  testMode: boolean;
  /** Per call, the answer's body included. */
  timeoutMs?: number;
  /** The sandbox's checkout page builder; absent for the real Toss (the browser uses the widget). */
  checkoutUrl?: (order: CheckoutOrder) => string;
  /** Rows asked per `GET /v1/transactions` page (Toss's most is 5,000); a test lowers it to exercise paging. */
  transactionsPageSize?: number;
}

type Failure = Extract<GatewayResult<never>, { ok: false }>;
type Answer = { ok: true; status: number; json: unknown } | Failure;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_PAGE_SIZE = 5_000;
/** A runaway cursor must end: 200 pages of 5,000 is far past any day's ledger. */
const MAX_PAGES = 200;

// Only the fields the service reads; everything else in Toss's objects is dropped.
const tossCancel = z.object({
  cancelAmount: z.number(),
  cancelReason: z.string(),
  canceledAt: z.string(),
  transactionKey: z.string(),
});
const tossPayment = z.object({
  paymentKey: z.string().min(1),
  orderId: z.string(),
  orderName: z.string(),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  totalAmount: z.number(),
  balanceAmount: z.number(),
  method: z.string().nullish(),
  requestedAt: z.string(),
  approvedAt: z.string().nullish(),
  cancels: z.array(tossCancel).nullish(),
  receipt: z.object({ url: z.string() }).nullish(),
});
const tossTransaction = z.object({
  transactionKey: z.string().min(1),
  paymentKey: z.string(),
  orderId: z.string(),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  amount: z.number(),
  transactionAt: z.string(),
});
const tossError = z.object({ code: z.string().min(1), message: z.string() });

const unknown = (reason: string): Failure => ({ ok: false, kind: 'unknown', reason });

/** An error code is safe to put in a reason only when it looks like one (never free text from the answer). */
const codeForReason = (code: string | undefined) =>
  code && /^[A-Z0-9_]{1,80}$/.test(code) ? ` ${code}` : '';

function toGatewayPayment(json: unknown): GatewayPayment | null {
  const parsed = tossPayment.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    orderName: p.orderName,
    status: p.status,
    totalAmount: p.totalAmount,
    balanceAmount: p.balanceAmount,
    method: p.method ?? null,
    requestedAt: p.requestedAt,
    approvedAt: p.approvedAt ?? null,
    cancels: (p.cancels ?? []).map((c) => ({
      cancelAmount: c.cancelAmount,
      cancelReason: c.cancelReason,
      canceledAt: c.canceledAt,
      transactionKey: c.transactionKey,
    })),
    receiptUrl: p.receipt?.url ?? null,
  };
}

/**
 * Toss Payments' core API (version 2022-11-16) as the service's PaymentGateway: Basic auth with the secret key,
 * JSON bodies, `Idempotency-Key` on confirm and cancel. An error answer is `refused` (nothing happened); no
 * answer, a 5xx or an answer that makes no sense is `unknown` (it may have happened: look the payment up).
 */
export function createTossGateway(options: TossGatewayOptions): PaymentGateway {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pageSize = options.transactionsPageSize ?? DEFAULT_PAGE_SIZE;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  /** Why a call got no answer, in words that never carry the request (no key, no card data). */
  function noAnswer(error: unknown): string {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return `toss timeout after ${timeoutMs} ms`;
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    const code =
      typeof cause?.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(cause.code) ? ` (${cause.code})` : '';
    return `toss unreachable${code}`;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        // An API does not redirect; following one would send the key elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return unknown(noAnswer(error));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300) {
      return json === undefined
        ? unknown(`toss answer is not JSON (http ${status})`)
        : { ok: true, status, json };
    }
    const error = tossError.safeParse(json);
    if (status >= 400 && status < 500 && error.success) {
      // The first call with this key is still running at Toss: its outcome is not known yet.
      if (error.data.code === 'IDEMPOTENT_REQUEST_PROCESSING') {
        return unknown('toss is still processing the first request with this idempotency key');
      }
      return { ok: false, kind: 'refused', status, code: error.data.code, message: error.data.message };
    }
    return unknown(`toss http ${status}${codeForReason(error.data?.code)}`);
  }

  function paymentOf(answer: Answer): GatewayResult<GatewayPayment> {
    if (!answer.ok) return answer;
    const payment = toGatewayPayment(answer.json);
    return payment
      ? { ok: true, value: payment }
      : unknown(`toss answer is not a Payment (http ${answer.status})`);
  }

  /** A lookup: Toss's 404 NOT_FOUND_PAYMENT means there is no such payment, which is an answer too. */
  async function lookup(path: string): Promise<GatewayResult<GatewayPayment | null>> {
    const answer = await call('GET', path);
    if (
      !answer.ok &&
      answer.kind === 'refused' &&
      answer.status === 404 &&
      answer.code === 'NOT_FOUND_PAYMENT'
    ) {
      return { ok: true, value: null };
    }
    return paymentOf(answer);
  }

  return {
    clientKey: options.clientKey,
    testMode: options.testMode,
    ...(options.checkoutUrl ? { checkoutUrl: options.checkoutUrl } : {}),

    async confirm(input, { idempotencyKey }) {
      const body = { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount };
      return paymentOf(await call('POST', '/v1/payments/confirm', body, idempotencyKey));
    },

    getPayment: (paymentKey) => lookup(`/v1/payments/${encodeURIComponent(paymentKey)}`),

    getPaymentByOrderId: (orderId) => lookup(`/v1/payments/orders/${encodeURIComponent(orderId)}`),

    async cancel(paymentKey, input, { idempotencyKey }) {
      const body = {
        cancelReason: input.cancelReason,
        ...(input.cancelAmount !== undefined ? { cancelAmount: input.cancelAmount } : {}),
      };
      const path = `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`;
      return paymentOf(await call('POST', path, body, idempotencyKey));
    },

    async listTransactions(startDate, endDate) {
      const rows: GatewayTransaction[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ startDate, endDate, limit: String(pageSize) });
        if (after !== undefined) query.set('startingAfter', after);
        const answer = await call('GET', `/v1/transactions?${query}`);
        if (!answer.ok) return answer;
        const parsed = z.array(tossTransaction).safeParse(answer.json);
        if (!parsed.success) return unknown(`toss answer is not a transaction list (http ${answer.status})`);
        rows.push(...parsed.data);
        // A short page is the last one; a full one may have more behind it.
        const last = parsed.data.at(-1)?.transactionKey;
        if (parsed.data.length < pageSize || last === undefined) return { ok: true, value: rows };
        if (last === after) return unknown('toss transactions cursor did not move');
        after = last;
      }
      return unknown(`toss transactions ran past ${MAX_PAGES} pages`);
    },
  };
}
