import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerCheckout } from './checkout.ts';
import { sandboxClock } from './clock.ts';
import { createFaults, registerFaultRoute } from './faults.ts';
import { idempotentAnswers } from './idempotency.ts';
import { checkoutFields } from './pages.ts';
import { createStore } from './store.ts';
import {
  declineStatus,
  INTERNAL_ERROR,
  internalError,
  invalidRequest,
  parseSeoulDateTime,
  paymentJson,
  type TossPaymentJson,
  tossError,
  transactionJson,
} from './toss-json.ts';
import type { Answer, CheckoutOrder, StoredPayment, TossSandboxFaults, TossSandboxOptions } from './types.ts';
import { createWebhooks, holdFor, type TossWebhook } from './webhooks.ts';

/**
 * A loopback stand-in for Toss Payments (API version 2022-11-16) that speaks its request and answer shapes:
 * a checkout page in place of the payment widget (checkout.ts), then confirm, lookups, cancel and the
 * transaction ledger under Basic auth with the secret key, `Idempotency-Key` replays (idempotency.ts), webhooks
 * (webhooks.ts), and faults a test can inject (faults.ts). It keeps everything in memory; it is for tests and for
 * running the product without real money, and the server only ever reaches it over HTTP.
 */

export interface TossSandbox {
  /** Base URL, e.g. http://127.0.0.1:PORT (the client's apiUrl, and TOSS_SANDBOX_URL for a server). */
  url: string;
  secretKey: string;
  clientKey: string;
  /** The sandbox's own checkout page for an order, standing in for the payment widget. */
  checkoutUrl(order: CheckoutOrder): string;
  setWebhookUrl(url: string | undefined): void;
  faults: TossSandboxFaults;
  /** Every webhook body posted, once per event (retries are not repeated here). */
  webhooksSent: TossWebhook[];
  /** A snapshot of every stored payment as Toss's Payment object. */
  payments(): TossPaymentJson[];
  /** Lets the process exit while it still listens (a test run's sandbox shared by its server processes). */
  unref(): void;
  close(): Promise<void>;
}

/** The keys a sandbox takes unless given others: what a server using a sandbox (TOSS_SANDBOX_URL) sends. */
export const SANDBOX_KEYS = { secretKey: 'test_sk_sandbox', clientKey: 'test_ck_sandbox' } as const;

const MAX_TRANSACTIONS_PAGE = 5_000;

export async function startTossSandbox(options: TossSandboxOptions = {}): Promise<TossSandbox> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? SANDBOX_KEYS.secretKey;
  const clientKey = options.clientKey ?? SANDBOX_KEYS.clientKey;
  const clock = sandboxClock(options.now ?? (() => new Date()));
  const now = clock.now;
  let baseUrl = '';

  const store = createStore(now);
  const { byKey, transactions, refresh, paymentOfOrder, record } = store;
  // Aborted by close(): ends held answers and webhook retries so the sandbox stops at once.
  const closing = new AbortController();
  const hold = holdFor(closing.signal);
  const webhooks = createWebhooks({
    url: options.webhookUrl,
    now,
    baseUrl: () => baseUrl,
    closing: closing.signal,
  });
  const { faults, pending, take } = createFaults();

  function authorized(req: FastifyRequest): boolean {
    const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    return (
      Boolean(match?.[1]) && Buffer.from(match?.[1] ?? '', 'base64').toString('utf8') === `${secretKey}:`
    );
  }

  const send = async (reply: FastifyReply, answer: Answer) => {
    if (answer.holdMs) await hold(answer.holdMs);
    return reply.status(answer.status).send(answer.body);
  };
  const answerOnce = idempotentAnswers(send);

  const sessionGone = () =>
    tossError(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');

  async function confirm(body: Record<string, unknown>): Promise<Answer> {
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || !Number.isSafeInteger(amount)) {
      return invalidRequest();
    }
    const fault = pending.confirm.shift();
    if (fault?.kind === 'fail') return internalError();
    if (fault?.kind === 'delay') await hold(fault.ms);
    const p = byKey.get(paymentKey);
    if (!p || p.orderId !== orderId) return sessionGone();
    refresh(p);
    if (p.status === 'EXPIRED' || p.status === 'ABORTED') return sessionGone();
    const approvedSibling = paymentOfOrder(orderId)?.approvedAt;
    if (p.status !== 'IN_PROGRESS' || approvedSibling) {
      return tossError(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    }
    // The amount must be the one the checkout was opened with: a tampered successUrl cannot lower it.
    if (amount !== p.totalAmount) {
      return tossError(400, 'INVALID_REQUEST', '결제 금액이 결제 요청 금액과 일치하지 않습니다.');
    }
    if (fault?.kind === 'decline') {
      p.status = 'ABORTED';
      return tossError(declineStatus(fault.code), fault.code, fault.message);
    }
    const at = now();
    p.status = 'DONE';
    p.approvedAt = at;
    p.balanceAmount = p.totalAmount;
    record(p, 'DONE', p.totalAmount, at);
    webhooks.notify(p);
    return {
      status: 200,
      body: paymentJson(p, baseUrl),
      holdMs: fault?.kind === 'loseAnswer' ? fault.ms : 0,
    };
  }

  async function cancel(paymentKey: string, body: Record<string, unknown>): Promise<Answer> {
    const { cancelReason, cancelAmount } = body;
    if (
      typeof cancelReason !== 'string' ||
      cancelReason.trim() === '' ||
      cancelReason.length > 200 ||
      (cancelAmount !== undefined && !(Number.isSafeInteger(cancelAmount) && (cancelAmount as number) > 0))
    ) {
      return invalidRequest();
    }
    const fault = pending.cancel.shift();
    if (fault?.kind === 'fail') return internalError();
    const p = byKey.get(paymentKey);
    if (!p) return tossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    refresh(p);
    if (p.status === 'CANCELED')
      return tossError(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    if (p.status !== 'DONE' && p.status !== 'PARTIAL_CANCELED') {
      return tossError(400, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    }
    const amount = (cancelAmount as number | undefined) ?? p.balanceAmount;
    if (amount > p.balanceAmount) {
      return tossError(400, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    }
    const at = now();
    p.balanceAmount -= amount;
    p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    const transactionKey = record(p, p.status, amount, at);
    p.cancels.push({
      transactionKey,
      cancelAmount: amount,
      cancelReason,
      canceledAt: at,
      refundableAmount: p.balanceAmount,
    });
    webhooks.notify(p);
    return {
      status: 200,
      body: paymentJson(p, baseUrl),
      holdMs: fault?.kind === 'loseAnswer' ? fault.ms : 0,
    };
  }

  /** `GET /v1/transactions`: the moves in a Seoul date-time range, oldest first, a page after a key. */
  function listTransactions(query: Record<string, unknown>): Answer {
    if (take('transactions')) return internalError();
    const start = typeof query.startDate === 'string' ? parseSeoulDateTime(query.startDate) : null;
    const end = typeof query.endDate === 'string' ? parseSeoulDateTime(query.endDate) : null;
    const limitText = query.limit === undefined ? '100' : String(query.limit);
    const limit = /^\d{1,5}$/.test(limitText) ? Number(limitText) : 0;
    if (start === null || end === null || start > end || limit < 1 || limit > MAX_TRANSACTIONS_PAGE) {
      return invalidRequest();
    }
    // Times are shown to the second, so the range is compared to the second too (an end of 23:59:59 holds
    // all of 23:59:59.xxx).
    const inRange = transactions
      .map((t, seq) => ({ t, seq, second: Math.floor(t.at.getTime() / 1000) * 1000 }))
      .filter(({ second }) => second >= start && second <= end)
      .sort((a, b) => a.t.at.getTime() - b.t.at.getTime() || a.seq - b.seq)
      .map(({ t }) => t);
    let from = 0;
    if (typeof query.startingAfter === 'string' && query.startingAfter !== '') {
      const at = inRange.findIndex((t) => t.transactionKey === query.startingAfter);
      if (at === -1) return invalidRequest();
      from = at + 1;
    }
    return { status: 200, body: inRange.slice(from, from + limit).map((t) => transactionJson(t, baseUrl)) };
  }

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Toss's error shape for anything Fastify itself refuses (a malformed JSON body, say).
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return status < 500
      ? reply.status(status).send({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' })
      : reply.status(500).send({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: INTERNAL_ERROR });
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/v1/') && !authorized(req)) {
      return reply
        .status(401)
        .send({ code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    }
  });

  registerCheckout(app, { clientKey, store, now });

  app.post('/v1/payments/confirm', async (req, reply) =>
    answerOnce(req, reply, () => confirm((req.body ?? {}) as Record<string, unknown>)),
  );

  const lookup = (reply: FastifyReply, p: StoredPayment | undefined) => {
    if (take('lookups')) return send(reply, internalError());
    if (!p) return send(reply, tossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.'));
    return reply.send(paymentJson(refresh(p), baseUrl));
  };
  app.get<{ Params: { orderId: string } }>('/v1/payments/orders/:orderId', async (req, reply) =>
    lookup(reply, paymentOfOrder(req.params.orderId)),
  );
  app.get<{ Params: { paymentKey: string } }>('/v1/payments/:paymentKey', async (req, reply) =>
    lookup(reply, byKey.get(req.params.paymentKey)),
  );

  app.post<{ Params: { paymentKey: string } }>('/v1/payments/:paymentKey/cancel', async (req, reply) =>
    answerOnce(req, reply, () => cancel(req.params.paymentKey, (req.body ?? {}) as Record<string, unknown>)),
  );

  app.get('/v1/transactions', async (req, reply) =>
    send(reply, listTransactions(req.query as Record<string, unknown>)),
  );

  // What a test changes over HTTP, knowing only the sandbox's URL: its faults and its clock.
  registerFaultRoute(app, faults);
  clock.register(app);

  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: baseUrl,
    secretKey,
    clientKey,
    checkoutUrl: (order) => `${baseUrl}/checkout?${new URLSearchParams(checkoutFields(order, clientKey))}`,
    setWebhookUrl: webhooks.setUrl,
    faults,
    webhooksSent: webhooks.sent,
    payments: () => [...byKey.values()].map((p) => paymentJson(refresh(p), baseUrl)),
    unref: () => {
      app.server.unref();
    },
    close: async () => {
      closing.abort();
      await webhooks.settled();
      await app.close();
    },
  };
}
