import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { currentTime } from '@ft/shared';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { CheckoutOrder, GatewayPaymentStatus } from './gateway.ts';
import { checkoutFields, checkoutPage, errorPage, receiptPage } from './toss-sandbox-pages.ts';

/**
 * A loopback stand-in for Toss Payments (API version 2022-11-16) that speaks its request and answer shapes:
 * a checkout page in place of the payment widget, then confirm, lookups, cancel and the transaction ledger
 * under Basic auth with the secret key, `Idempotency-Key` replays, webhooks, and faults a test can inject.
 * It keeps everything in memory; it is for tests and for running the product without real money.
 */

export interface TossSandboxOptions {
  host?: string;
  port?: number;
  secretKey?: string;
  clientKey?: string;
  /** Where PAYMENT_STATUS_CHANGED webhooks go (none when unset). */
  webhookUrl?: string;
  /** The sandbox's "now"; defaults to the product's clock so the server's test clock moves it too. */
  now?: () => Date;
}

/** One-shot faults (each is used by the next matching call, in the order they were set). */
export interface TossSandboxFaults {
  /** The next confirm is declined with this Toss error and charges nothing; the payment becomes ABORTED. */
  declineNextConfirm(code?: string, message?: string): void;
  /** The next confirm waits `ms` before doing anything, as a slow Toss does; its answer comes after that. */
  delayNextConfirm(ms: number): void;
  /** The next confirm goes through at once (DONE) but its answer is held `ms`: answered after the client gave up. */
  confirmButLoseAnswer(ms: number): void;
  /** The next confirm answers 500 without doing anything. */
  failNextConfirm(): void;
  /** The next cancel answers 500 without doing anything. */
  failNextCancel(): void;
  /** The next cancel goes through at once but its answer is held `ms`. */
  cancelButLoseAnswer(ms: number): void;
  /** The next payment lookup (by paymentKey or orderId) answers 500. */
  failNextLookup(): void;
  /** The next `GET /v1/transactions` answers 500. */
  failNextTransactions(): void;
  /** Forgets every fault not yet used. */
  clear(): void;
}

export const TOSS_SANDBOX_FAULTS = [
  'declineNextConfirm',
  'delayNextConfirm',
  'confirmButLoseAnswer',
  'failNextConfirm',
  'failNextCancel',
  'cancelButLoseAnswer',
  'failNextLookup',
  'failNextTransactions',
  'clear',
] as const satisfies readonly (keyof TossSandboxFaults)[];

export interface TossWebhook {
  eventType: 'PAYMENT_STATUS_CHANGED';
  createdAt: string;
  data: TossPaymentJson;
}

export interface TossSandbox {
  /** Base URL, e.g. http://127.0.0.1:PORT (the client's apiUrl). */
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

interface StoredCancel {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: Date;
  refundableAmount: number;
}

interface StoredPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  customerKey: string;
  totalAmount: number;
  status: GatewayPaymentStatus;
  requestedAt: Date;
  approvedAt: Date | null;
  balanceAmount: number;
  cancels: StoredCancel[];
  lastTransactionKey: string | null;
}

interface StoredTransaction {
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  customerKey: string;
  status: GatewayPaymentStatus;
  amount: number;
  at: Date;
}

/** What a route answers; `holdMs` delays sending it (a lost answer). */
interface Answer {
  status: number;
  body: unknown;
  holdMs?: number;
}

type ConfirmFault =
  | { kind: 'decline'; code: string; message: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'loseAnswer'; ms: number }
  | { kind: 'fail' };
type CancelFault = { kind: 'fail' } | { kind: 'loseAnswer'; ms: number };

/** Toss lets a payment sit IN_PROGRESS (authenticated, not confirmed) for 10 minutes. */
const CONFIRM_WINDOW_MS = 10 * 60_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const MAX_IDEMPOTENCY_KEY = 300;
const MAX_TRANSACTIONS_PAGE = 5_000;
/** Waits before each webhook attempt: Toss retries a non-200 too, only over hours rather than a second. */
const WEBHOOK_BACKOFF_MS = [0, 200, 1_000];
const INTERNAL_ERROR = '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.';
const DECLINE_MESSAGE = '한도초과 혹은 잔액부족으로 결제에 실패했습니다.';

/** Toss's time format: Seoul local time with its offset, to the second. */
export function seoulIso(at: Date): string {
  return `${new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** A Seoul local date-time (`2026-11-27T00:00:00`, offset optional) as epoch ms; null when malformed. */
function parseSeoulDateTime(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}${match[2] ?? '+09:00'}`);
  return Number.isNaN(ms) ? null : ms;
}

const randomKey = (bytes: number) => randomBytes(bytes).toString('hex');

const tossError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

/** Toss answers a refusal by the card or its issuer with 403, a malformed or impossible request with 400. */
const declineStatus = (code: string) => (/^(REJECT_|FORBIDDEN_)/.test(code) ? 403 : 400);

/** Toss's Payment object for a stored payment (the card part is a fixed, masked test card). */
export function paymentJson(p: StoredPayment, baseUrl: string) {
  const approved = p.approvedAt !== null;
  // VAT is a tenth of the supplied amount, i.e. 1/11 of what is left to keep.
  const vat = Math.round(p.balanceAmount / 11);
  return {
    mId: 'tsbx',
    version: '2022-11-16',
    paymentKey: p.paymentKey,
    lastTransactionKey: p.lastTransactionKey,
    orderId: p.orderId,
    orderName: p.orderName,
    status: p.status,
    requestedAt: seoulIso(p.requestedAt),
    approvedAt: p.approvedAt ? seoulIso(p.approvedAt) : null,
    totalAmount: p.totalAmount,
    balanceAmount: p.balanceAmount,
    suppliedAmount: p.balanceAmount - vat,
    vat,
    taxFreeAmount: 0,
    taxExemptionAmount: 0,
    method: '카드' as string | null,
    currency: 'KRW',
    type: 'NORMAL',
    country: 'KR',
    useEscrow: false,
    cultureExpense: false,
    isPartialCancelable: true,
    card: approved
      ? {
          amount: p.totalAmount,
          issuerCode: '4V',
          acquirerCode: '4V',
          number: '43301234****123*',
          installmentPlanMonths: 0,
          approveNo: '00000000',
          useCardPoint: false,
          cardType: '신용',
          ownerType: '개인',
          acquireStatus: 'READY',
          isInterestFree: false,
          interestPayer: null,
        }
      : null,
    cancels:
      p.cancels.length > 0
        ? p.cancels.map((c) => ({
            transactionKey: c.transactionKey,
            cancelAmount: c.cancelAmount,
            cancelReason: c.cancelReason,
            canceledAt: seoulIso(c.canceledAt),
            refundableAmount: c.refundableAmount,
            taxFreeAmount: 0,
            taxExemptionAmount: 0,
            easyPayDiscountAmount: 0,
            transferDiscountAmount: 0,
            receiptKey: null,
            cancelStatus: 'DONE',
            cancelRequestId: null,
          }))
        : null,
    receipt: approved ? { url: `${baseUrl}/receipt/${encodeURIComponent(p.paymentKey)}` } : null,
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    easyPay: null,
    failure: null,
    secret: null,
    metadata: null,
  };
}
export type TossPaymentJson = ReturnType<typeof paymentJson>;

// Toss's own rules for the checkout's fields, so an id the real widget would refuse is refused here too.
const ORDER_ID = /^[A-Za-z0-9_=-]{6,64}$/;
const CUSTOMER_KEY = /^[A-Za-z0-9_=.@-]{2,50}$/;
const AMOUNT = /^[1-9]\d{0,9}$/;

function httpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The checkout's fields from a query or a form, checked as the widget would; a Korean reason otherwise. */
function readCheckout(
  fields: Record<string, unknown>,
  clientKey: string,
): { order: CheckoutOrder } | { reason: string } {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  if (text('clientKey') !== clientKey) return { reason: '클라이언트 키가 올바르지 않아요.' };
  const amount = text('amount');
  if (!AMOUNT.test(amount)) return { reason: '결제 금액이 올바르지 않아요.' };
  const orderId = text('orderId');
  if (!ORDER_ID.test(orderId))
    return { reason: '주문번호가 올바르지 않아요. 영문·숫자·-·_·= 6~64자여야 해요.' };
  const orderName = text('orderName');
  if (orderName.trim() === '' || orderName.length > 100)
    return { reason: '주문명이 올바르지 않아요. 1~100자여야 해요.' };
  const customerKey = text('customerKey');
  if (!CUSTOMER_KEY.test(customerKey)) return { reason: '고객 키가 올바르지 않아요.' };
  const successUrl = text('successUrl');
  const failUrl = text('failUrl');
  if (!httpUrl(successUrl) || !httpUrl(failUrl)) return { reason: '결제 후 돌아갈 주소가 올바르지 않아요.' };
  return { order: { orderId, orderName, amount: Number(amount), customerKey, successUrl, failUrl } };
}

/** Adds query parameters to a URL that may already have a query or a fragment, leaving both intact. */
function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${new URLSearchParams(params)}${hash}`;
}

// ---------------------------------------------------------------------------------------------------------

/** The keys a sandbox takes unless given others: what an app using a shared sandbox (TOSS_SANDBOX_URL) sends. */
export const SANDBOX_KEYS = { secretKey: 'test_sk_sandbox', clientKey: 'test_ck_sandbox' } as const;

export async function startTossSandbox(options: TossSandboxOptions = {}): Promise<TossSandbox> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? SANDBOX_KEYS.secretKey;
  const clientKey = options.clientKey ?? SANDBOX_KEYS.clientKey;
  const now = options.now ?? currentTime;
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  const byKey = new Map<string, StoredPayment>();
  const transactions: StoredTransaction[] = [];
  const idempotency = new Map<string, Answer | 'processing'>();
  const webhooksSent: TossWebhook[] = [];
  const deliveries = new Set<Promise<void>>();
  // Aborted by close(): ends held answers and webhook retries so the sandbox stops at once.
  const closing = new AbortController();
  const pending = {
    confirm: [] as ConfirmFault[],
    cancel: [] as CancelFault[],
    lookups: 0,
    transactions: 0,
  };

  const hold = (ms: number) => sleep(ms, undefined, { signal: closing.signal }).catch(() => undefined);

  /** A payment left IN_PROGRESS past the confirm window expires, as Toss's does. */
  function refresh(p: StoredPayment): StoredPayment {
    if (p.status === 'IN_PROGRESS' && now().getTime() - p.requestedAt.getTime() > CONFIRM_WINDOW_MS) {
      p.status = 'EXPIRED';
    }
    return p;
  }

  /** The order's payment: the one that was approved if any, else the latest attempt. */
  function paymentOfOrder(orderId: string): StoredPayment | undefined {
    const attempts = [...byKey.values()].filter((p) => p.orderId === orderId);
    return attempts.find((p) => p.approvedAt !== null) ?? attempts.at(-1);
  }

  async function deliver(target: string, body: TossWebhook): Promise<void> {
    for (const wait of WEBHOOK_BACKOFF_MS) {
      if (wait > 0) await hold(wait);
      if (closing.signal.aborted) return;
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.any([closing.signal, AbortSignal.timeout(5_000)]),
        });
        await response.body?.cancel();
        // Toss counts only a 200 as delivered.
        if (response.status === 200) return;
      } catch {
        // unreachable or slow receiver: try again after the next wait
      }
    }
  }

  /** PAYMENT_STATUS_CHANGED to the webhook URL, in the background: the API answer never waits for it. */
  function notify(p: StoredPayment) {
    const target = webhookUrl;
    if (!target) return;
    const body: TossWebhook = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: seoulIso(now()),
      data: paymentJson(p, baseUrl),
    };
    webhooksSent.push(body);
    const delivery: Promise<void> = deliver(target, body).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  function record(p: StoredPayment, status: GatewayPaymentStatus, amount: number, at: Date): string {
    const transactionKey = randomKey(16).toUpperCase();
    transactions.push({
      transactionKey,
      paymentKey: p.paymentKey,
      orderId: p.orderId,
      customerKey: p.customerKey,
      status,
      amount,
      at,
    });
    p.lastTransactionKey = transactionKey;
    return transactionKey;
  }

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

  /**
   * Toss's `Idempotency-Key`: a repeat answers the first answer (status and body) without doing anything again;
   * a repeat while the first is still being processed gets 409 IDEMPOTENT_REQUEST_PROCESSING. A 5xx is not
   * kept, so the same key may try again. Keys are scoped to the request path.
   */
  async function answerOnce(req: FastifyRequest, reply: FastifyReply, run: () => Promise<Answer>) {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return send(reply, await run());
    if (typeof key !== 'string' || key === '' || key.length > MAX_IDEMPOTENCY_KEY) {
      return send(reply, tossError(400, 'INVALID_IDEMPOTENCY_KEY', '멱등키는 300자 이하여야 합니다.'));
    }
    const scope = `${req.url.split('?')[0]}\n${key}`;
    const seen = idempotency.get(scope);
    if (seen === 'processing') {
      return send(reply, tossError(409, 'IDEMPOTENT_REQUEST_PROCESSING', '이전 멱등 요청이 처리 중입니다.'));
    }
    if (seen) return send(reply, { status: seen.status, body: seen.body });
    idempotency.set(scope, 'processing');
    let answer: Answer;
    try {
      answer = await run();
    } catch (error) {
      idempotency.delete(scope);
      throw error;
    }
    if (answer.status >= 500) idempotency.delete(scope);
    else idempotency.set(scope, { status: answer.status, body: answer.body });
    return send(reply, answer);
  }

  async function confirm(body: Record<string, unknown>): Promise<Answer> {
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || !Number.isSafeInteger(amount)) {
      return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    }
    const fault = pending.confirm.shift();
    if (fault?.kind === 'fail') return tossError(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', INTERNAL_ERROR);
    if (fault?.kind === 'delay') await hold(fault.ms);
    const p = byKey.get(paymentKey);
    if (!p || p.orderId !== orderId) {
      return tossError(
        404,
        'NOT_FOUND_PAYMENT_SESSION',
        '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      );
    }
    refresh(p);
    if (p.status === 'EXPIRED' || p.status === 'ABORTED') {
      return tossError(
        404,
        'NOT_FOUND_PAYMENT_SESSION',
        '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      );
    }
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
    notify(p);
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
      return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    }
    const fault = pending.cancel.shift();
    if (fault?.kind === 'fail') return tossError(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', INTERNAL_ERROR);
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
    notify(p);
    return {
      status: 200,
      body: paymentJson(p, baseUrl),
      holdMs: fault?.kind === 'loseAnswer' ? fault.ms : 0,
    };
  }

  const faults: TossSandboxFaults = {
    declineNextConfirm: (code = 'REJECT_CARD_PAYMENT', message = DECLINE_MESSAGE) => {
      pending.confirm.push({ kind: 'decline', code, message });
    },
    delayNextConfirm: (ms) => {
      pending.confirm.push({ kind: 'delay', ms });
    },
    confirmButLoseAnswer: (ms) => {
      pending.confirm.push({ kind: 'loseAnswer', ms });
    },
    failNextConfirm: () => {
      pending.confirm.push({ kind: 'fail' });
    },
    failNextCancel: () => {
      pending.cancel.push({ kind: 'fail' });
    },
    cancelButLoseAnswer: (ms) => {
      pending.cancel.push({ kind: 'loseAnswer', ms });
    },
    failNextLookup: () => {
      pending.lookups += 1;
    },
    failNextTransactions: () => {
      pending.transactions += 1;
    },
    clear: () => {
      pending.confirm.length = 0;
      pending.cancel.length = 0;
      pending.lookups = 0;
      pending.transactions = 0;
    },
  };

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

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      )
      .header('cache-control', 'no-store')
      .send(body);

  app.get('/checkout', async (req, reply) => {
    const read = readCheckout(req.query as Record<string, unknown>, clientKey);
    if ('reason' in read) return html(reply, 400, errorPage(read.reason));
    return html(reply, 200, checkoutPage(read.order, clientKey));
  });

  app.post('/checkout', async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const read = readCheckout(form, clientKey);
    if ('reason' in read) return html(reply, 400, errorPage(read.reason));
    const { order } = read;
    const fail = (code: string, message: string) =>
      reply.redirect(withQuery(order.failUrl, { code, message, orderId: order.orderId }), 303);
    const choice = form.choice;
    if (choice === 'cancel') return fail('PAY_PROCESS_CANCELED', '사용자에 의해 결제가 취소되었습니다.');
    if (choice !== 'approve' && choice !== 'decline') {
      return html(reply, 400, errorPage('결제 수단을 골라 주세요.'));
    }
    if (paymentOfOrder(order.orderId)?.approvedAt) {
      return fail('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    }
    if (choice === 'decline') return fail('REJECT_CARD_PAYMENT', DECLINE_MESSAGE);
    const p: StoredPayment = {
      paymentKey: `tsbx_${randomKey(16)}`,
      orderId: order.orderId,
      orderName: order.orderName,
      customerKey: order.customerKey,
      totalAmount: order.amount,
      status: 'IN_PROGRESS',
      requestedAt: now(),
      approvedAt: null,
      balanceAmount: order.amount,
      cancels: [],
      lastTransactionKey: null,
    };
    byKey.set(p.paymentKey, p);
    return reply.redirect(
      withQuery(order.successUrl, {
        paymentKey: p.paymentKey,
        orderId: p.orderId,
        amount: String(p.totalAmount),
        paymentType: 'NORMAL',
      }),
      303,
    );
  });

  app.get<{ Params: { paymentKey: string } }>('/receipt/:paymentKey', async (req, reply) => {
    const p = byKey.get(req.params.paymentKey);
    if (!p?.approvedAt) return html(reply, 404, errorPage('영수증을 찾을 수 없어요.'));
    return html(reply, 200, receiptPage({ ...p, approvedAt: p.approvedAt ? seoulIso(p.approvedAt) : null }));
  });

  app.post('/v1/payments/confirm', async (req, reply) =>
    answerOnce(req, reply, () => confirm((req.body ?? {}) as Record<string, unknown>)),
  );

  const lookup = (reply: FastifyReply, p: StoredPayment | undefined) => {
    if (pending.lookups > 0) {
      pending.lookups -= 1;
      return reply.status(500).send({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: INTERNAL_ERROR });
    }
    if (!p)
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
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

  app.get('/v1/transactions', async (req, reply) => {
    if (pending.transactions > 0) {
      pending.transactions -= 1;
      return reply.status(500).send({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: INTERNAL_ERROR });
    }
    const query = req.query as Record<string, unknown>;
    const start = typeof query.startDate === 'string' ? parseSeoulDateTime(query.startDate) : null;
    const end = typeof query.endDate === 'string' ? parseSeoulDateTime(query.endDate) : null;
    const limitText = query.limit === undefined ? '100' : String(query.limit);
    const limit = /^\d{1,5}$/.test(limitText) ? Number(limitText) : 0;
    if (start === null || end === null || start > end || limit < 1 || limit > MAX_TRANSACTIONS_PAGE) {
      return reply.status(400).send({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
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
      if (at === -1)
        return reply.status(400).send({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      from = at + 1;
    }
    return inRange.slice(from, from + limit).map((t) => ({
      mId: 'tsbx',
      transactionKey: t.transactionKey,
      paymentKey: t.paymentKey,
      orderId: t.orderId,
      method: '카드',
      customerKey: t.customerKey,
      useEscrow: false,
      receiptUrl: `${baseUrl}/receipt/${encodeURIComponent(t.paymentKey)}`,
      status: t.status,
      transactionAt: seoulIso(t.at),
      currency: 'KRW',
      amount: t.amount,
    }));
  });

  // The same faults over HTTP, for a browser test that knows only the sandbox's URL.
  app.post('/__test/faults', async (req, reply) => {
    const body = (req.body ?? {}) as { fault?: unknown; code?: unknown; message?: unknown; ms?: unknown };
    const name = TOSS_SANDBOX_FAULTS.find((f) => f === body.fault);
    const ms = typeof body.ms === 'number' && Number.isSafeInteger(body.ms) && body.ms >= 0 ? body.ms : null;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const bad = (message: string) => reply.status(400).send({ code: 'INVALID_REQUEST', message });
    switch (name) {
      case 'declineNextConfirm':
        faults.declineNextConfirm(text(body.code), text(body.message));
        break;
      case 'delayNextConfirm':
      case 'confirmButLoseAnswer':
      case 'cancelButLoseAnswer':
        if (ms === null) return bad(`${name} needs ms`);
        faults[name](ms);
        break;
      case undefined:
        return bad(`fault must be one of ${TOSS_SANDBOX_FAULTS.join(', ')}`);
      default:
        faults[name]();
    }
    return { ok: true, fault: name };
  });

  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: baseUrl,
    secretKey,
    clientKey,
    checkoutUrl: (order) => `${baseUrl}/checkout?${new URLSearchParams(checkoutFields(order, clientKey))}`,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    faults,
    webhooksSent,
    payments: () => [...byKey.values()].map((p) => paymentJson(refresh(p), baseUrl)),
    unref: () => {
      app.server.unref();
    },
    close: async () => {
      closing.abort();
      await Promise.allSettled([...deliveries]);
      await app.close();
    },
  };
}
