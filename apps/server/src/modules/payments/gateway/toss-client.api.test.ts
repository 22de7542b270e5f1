import { randomUUID } from 'node:crypto';
import { startTossSandbox, type TossSandbox, type TossWebhook } from '@ft/toss-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrder, GatewayResult, PaymentGateway } from './gateway.ts';
import { createTossGateway } from './toss-client.ts';

const SUCCESS_URL = 'http://localhost:3000/payments/toss/success?bookingId=b-1';
const FAIL_URL = 'http://localhost:3000/payments/toss/fail';

let sandbox: TossSandbox;
let toss: PaymentGateway;
/** The same gateway with a short timeout, for the faults that hold an answer back. */
let impatient: PaymentGateway;

const gatewayFor = (s: TossSandbox, extra: { timeoutMs?: number; transactionsPageSize?: number } = {}) =>
  createTossGateway({
    apiUrl: s.url,
    secretKey: s.secretKey,
    clientKey: s.clientKey,
    testMode: true,
    ...extra,
  });

beforeAll(async () => {
  sandbox = await startTossSandbox();
  toss = gatewayFor(sandbox);
  impatient = gatewayFor(sandbox, { timeoutMs: 100 });
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    orderId: `order-${randomUUID()}`,
    orderName: '가을 축제 푸드트럭 예약금',
    amount: 12_000,
    customerKey: 'customer-7',
    successUrl: SUCCESS_URL,
    failUrl: FAIL_URL,
    ...overrides,
  };
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The browser's part: open the checkout page, submit its form with one button, read where it redirects. */
async function checkout(s: TossSandbox, o: CheckoutOrder, choice: 'approve' | 'decline' | 'cancel') {
  const page = await fetch(s.checkoutUrl(o));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${choice}"`);
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    form.set(name!, unescapeHtml(value!));
  }
  form.set('choice', choice);
  const answer = await fetch(`${s.url}/checkout`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

/** Checkout approved: the paymentKey the success redirect carries. */
async function approved(s: TossSandbox, o: CheckoutOrder) {
  const back = new URL(await checkout(s, o, 'approve'));
  return back.searchParams.get('paymentKey')!;
}

/** Approved and confirmed: a DONE payment. */
async function paid(s: TossSandbox, gateway: PaymentGateway, o: CheckoutOrder) {
  const paymentKey = await approved(s, o);
  const result = await gateway.confirm(
    { paymentKey, orderId: o.orderId, amount: o.amount },
    { idempotencyKey: `confirm-${o.orderId}` },
  );
  expect(result).toMatchObject({ ok: true, value: { status: 'DONE' } });
  return paymentKey;
}

/** The value of an ok result (fails the test otherwise). */
function okValue<T>(result: GatewayResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.value;
}

const SEOUL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

describe('checkout page', () => {
  it('is a Korean, mobile-ready 테스트 결제 page that escapes the order name', async () => {
    const o = order({ orderName: '<script>alert("x")</script> & 떡볶이', amount: 1_234_500 });
    const page = await fetch(sandbox.checkoutUrl(o));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<h1>테스트 결제<\/h1>/);
    expect(html).toContain('실제로 돈이 나가지 않아요');
    expect(html).toContain('1,234,500원');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 떡볶이');
    expect(html).not.toContain('<script');
    expect(html).toContain('min-height:48px');
    const buttons = [...html.matchAll(/<button type="submit"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['카드 (승인)', '카드 (한도 초과)', '결제 취소']);
  });

  it('refuses an unknown client key or a bad amount with a 400 page', async () => {
    const wrongKey = sandbox
      .checkoutUrl(order())
      .replace('clientKey=test_ck_sandbox', 'clientKey=test_ck_other');
    const refused = await fetch(wrongKey);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('클라이언트 키가 올바르지 않아요.');
    for (const amount of ['0', '-1', '12.5', 'abc', '']) {
      const url = new URL(sandbox.checkoutUrl(order()));
      url.searchParams.set('amount', amount);
      const page = await fetch(url);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('결제 금액이 올바르지 않아요.');
    }
    // The form is checked again: a tampered hidden field does not get a payment.
    const fields = Object.fromEntries(new URL(sandbox.checkoutUrl(order())).searchParams);
    const form = new URLSearchParams({ ...fields, amount: '-5', choice: 'approve' });
    const posted = await fetch(`${sandbox.url}/checkout`, { method: 'POST', body: form, redirect: 'manual' });
    expect(posted.status).toBe(400);
  });

  it('sends an approval back to successUrl, appending to its query', async () => {
    const o = order();
    const location = await checkout(sandbox, o, 'approve');
    expect(location.startsWith(`${SUCCESS_URL}&paymentKey=tsbx_`)).toBe(true);
    const back = new URL(location);
    expect(back.searchParams.get('bookingId')).toBe('b-1');
    expect(back.searchParams.get('orderId')).toBe(o.orderId);
    expect(back.searchParams.get('amount')).toBe('12000');
    expect(back.searchParams.get('paymentType')).toBe('NORMAL');
    const stored = sandbox.payments().find((p) => p.orderId === o.orderId);
    expect(stored).toMatchObject({
      status: 'IN_PROGRESS',
      totalAmount: 12_000,
      method: '카드',
      approvedAt: null,
    });
  });

  it('sends a decline, a cancel and a second payment of a paid order to failUrl with Toss codes', async () => {
    const o = order();
    const declined = new URL(await checkout(sandbox, o, 'decline'));
    expect(declined.origin + declined.pathname).toBe(FAIL_URL);
    expect(Object.fromEntries(declined.searchParams)).toEqual({
      code: 'REJECT_CARD_PAYMENT',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
      orderId: o.orderId,
    });
    const canceled = new URL(await checkout(sandbox, o, 'cancel'));
    expect(Object.fromEntries(canceled.searchParams)).toEqual({
      code: 'PAY_PROCESS_CANCELED',
      message: '사용자에 의해 결제가 취소되었습니다.',
      orderId: o.orderId,
    });
    expect(sandbox.payments().filter((p) => p.orderId === o.orderId)).toEqual([]);
    await paid(sandbox, toss, o);
    const again = new URL(await checkout(sandbox, o, 'approve'));
    expect(again.pathname).toBe('/payments/toss/fail');
    expect(again.searchParams.get('code')).toBe('ALREADY_PROCESSED_PAYMENT');
  });
});

describe('confirm', () => {
  it('confirms an approved checkout: DONE, mapped to the gateway’s fields only', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    const result = await toss.confirm(
      { paymentKey, orderId: o.orderId, amount: 12_000 },
      { idempotencyKey: randomUUID() },
    );
    const payment = okValue(result);
    expect(payment).toEqual({
      paymentKey,
      orderId: o.orderId,
      orderName: '가을 축제 푸드트럭 예약금',
      status: 'DONE',
      totalAmount: 12_000,
      balanceAmount: 12_000,
      method: '카드',
      requestedAt: expect.stringMatching(SEOUL_TIME),
      approvedAt: expect.stringMatching(SEOUL_TIME),
      cancels: [],
      receiptUrl: `${sandbox.url}/receipt/${paymentKey}`,
    });
    const receipt = await fetch(payment.receiptUrl!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('12,000원');
  });

  it('answers a repeat with the same idempotency key with the first answer; without it, ALREADY_PROCESSED', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    const input = { paymentKey, orderId: o.orderId, amount: o.amount };
    const first = await toss.confirm(input, { idempotencyKey: 'same-key-1' });
    expect(first.ok).toBe(true);
    const repeat = await toss.confirm(input, { idempotencyKey: 'same-key-1' });
    expect(repeat).toEqual(first);
    expect(await toss.confirm(input, { idempotencyKey: 'another-key' })).toEqual({
      ok: false,
      kind: 'refused',
      status: 400,
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: '이미 처리된 결제 입니다.',
    });
    // Straight at the API, as Toss is called without the header.
    const bare = await fetch(`${sandbox.url}/v1/payments/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sandbox.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
    });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ code: 'ALREADY_PROCESSED_PAYMENT' });
  });

  it('refuses a wrong amount, keeping the payment open for the right one', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    const wrong = await toss.confirm(
      { paymentKey, orderId: o.orderId, amount: 1_200 },
      { idempotencyKey: 'wrong-amount' },
    );
    expect(wrong).toMatchObject({ ok: false, kind: 'refused', status: 400, code: 'INVALID_REQUEST' });
    expect(okValue(await toss.getPayment(paymentKey))?.status).toBe('IN_PROGRESS');
    const right = await toss.confirm(
      { paymentKey, orderId: o.orderId, amount: 12_000 },
      { idempotencyKey: 'right-amount' },
    );
    expect(okValue(right).status).toBe('DONE');
  });

  it('refuses an unknown payment session and an idempotency key over 300 characters', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    expect(
      await toss.confirm(
        { paymentKey, orderId: 'order-someone-else', amount: 12_000 },
        { idempotencyKey: 'x1' },
      ),
    ).toMatchObject({ ok: false, kind: 'refused', status: 404, code: 'NOT_FOUND_PAYMENT_SESSION' });
    expect(
      await toss.confirm(
        { paymentKey, orderId: o.orderId, amount: 12_000 },
        { idempotencyKey: 'k'.repeat(301) },
      ),
    ).toMatchObject({ ok: false, kind: 'refused', status: 400, code: 'INVALID_IDEMPOTENCY_KEY' });
  });

  it('reports a declined card as refused with Toss’s code, and charges nothing', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    sandbox.faults.declineNextConfirm();
    const result = await toss.confirm(
      { paymentKey, orderId: o.orderId, amount: o.amount },
      { idempotencyKey: randomUUID() },
    );
    expect(result).toEqual({
      ok: false,
      kind: 'refused',
      status: 403,
      code: 'REJECT_CARD_PAYMENT',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    });
    const after = okValue(await toss.getPaymentByOrderId(o.orderId));
    expect(after).toMatchObject({ status: 'ABORTED', approvedAt: null });
  });

  it('takes faults over HTTP too, for a browser test that knows only the sandbox URL', async () => {
    const set = (body: object) =>
      fetch(`${sandbox.url}/__test/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await set({ fault: 'noSuchFault' })).status).toBe(400);
    expect((await set({ fault: 'delayNextConfirm' })).status).toBe(400);
    const ok = await set({
      fault: 'declineNextConfirm',
      code: 'REJECT_CARD_COMPANY',
      message: '카드사에서 승인을 거절했습니다.',
    });
    expect(ok.status).toBe(200);
    const o = order();
    const paymentKey = await approved(sandbox, o);
    expect(
      await toss.confirm(
        { paymentKey, orderId: o.orderId, amount: o.amount },
        { idempotencyKey: randomUUID() },
      ),
    ).toMatchObject({ kind: 'refused', status: 403, code: 'REJECT_CARD_COMPANY' });
  });

  it('is unknown when Toss is slow past the timeout; the lookup then finds the payment', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    const input = { paymentKey, orderId: o.orderId, amount: o.amount };
    sandbox.faults.delayNextConfirm(300);
    const result = await impatient.confirm(input, { idempotencyKey: 'slow-1' });
    expect(result).toEqual({ ok: false, kind: 'unknown', reason: 'toss timeout after 100 ms' });
    // Toss has not got to it yet; the same key while it runs is still unknown (409 IDEMPOTENT_REQUEST_PROCESSING).
    expect(okValue(await toss.getPaymentByOrderId(o.orderId))?.status).toBe('IN_PROGRESS');
    expect(await toss.confirm(input, { idempotencyKey: 'slow-1' })).toMatchObject({
      ok: false,
      kind: 'unknown',
      reason: expect.stringContaining('still processing'),
    });
    await vi.waitFor(
      async () => expect(okValue(await toss.getPaymentByOrderId(o.orderId))?.status).toBe('DONE'),
      { timeout: 3_000, interval: 50 },
    );
    const replay = okValue(await toss.confirm(input, { idempotencyKey: 'slow-1' }));
    expect(replay).toMatchObject({ paymentKey, status: 'DONE', balanceAmount: 12_000 });
  });

  it('is unknown when Toss confirmed but answered after the client gave up; the lookup says DONE', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    const input = { paymentKey, orderId: o.orderId, amount: o.amount };
    sandbox.faults.confirmButLoseAnswer(300);
    const result = await impatient.confirm(input, { idempotencyKey: 'lost-1' });
    expect(result).toMatchObject({ ok: false, kind: 'unknown', reason: 'toss timeout after 100 ms' });
    const found = okValue(await toss.getPaymentByOrderId(o.orderId));
    expect(found).toMatchObject({ paymentKey, status: 'DONE', totalAmount: 12_000 });
    // Retrying with the same key is safe: the first answer, not a second charge.
    expect(okValue(await toss.confirm(input, { idempotencyKey: 'lost-1' }))).toEqual(found);
  });

  it('is unknown on a 500, and the same key may then go through', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    const input = { paymentKey, orderId: o.orderId, amount: o.amount };
    sandbox.faults.failNextConfirm();
    expect(await toss.confirm(input, { idempotencyKey: 'flaky-1' })).toEqual({
      ok: false,
      kind: 'unknown',
      reason: 'toss http 500 FAILED_INTERNAL_SYSTEM_PROCESSING',
    });
    expect(okValue(await toss.getPayment(paymentKey))?.status).toBe('IN_PROGRESS');
    expect(okValue(await toss.confirm(input, { idempotencyKey: 'flaky-1' })).status).toBe('DONE');
  });
});

describe('cancel', () => {
  it('cancels part, then the rest; refuses more than what is left and a cancel of a cancelled payment', async () => {
    const o = order({ amount: 12_000 });
    const paymentKey = await paid(sandbox, toss, o);
    const part = okValue(
      await toss.cancel(
        paymentKey,
        { cancelReason: '메뉴 1개 취소', cancelAmount: 5_000 },
        { idempotencyKey: 'c-1' },
      ),
    );
    expect(part).toMatchObject({ status: 'PARTIAL_CANCELED', totalAmount: 12_000, balanceAmount: 7_000 });
    expect(part.cancels).toEqual([
      {
        cancelAmount: 5_000,
        cancelReason: '메뉴 1개 취소',
        canceledAt: expect.stringMatching(SEOUL_TIME),
        transactionKey: expect.any(String),
      },
    ]);
    expect(
      await toss.cancel(
        paymentKey,
        { cancelReason: '너무 많이', cancelAmount: 8_000 },
        { idempotencyKey: 'c-2' },
      ),
    ).toEqual({
      ok: false,
      kind: 'refused',
      status: 400,
      code: 'NOT_CANCELABLE_AMOUNT',
      message: '취소 할 수 없는 금액 입니다.',
    });
    const rest = okValue(
      await toss.cancel(paymentKey, { cancelReason: '행사 취소' }, { idempotencyKey: 'c-3' }),
    );
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels.map((c) => c.cancelAmount)).toEqual([5_000, 7_000]);
    expect(new Set(rest.cancels.map((c) => c.transactionKey)).size).toBe(2);
    expect(
      await toss.cancel(paymentKey, { cancelReason: '한 번 더' }, { idempotencyKey: 'c-4' }),
    ).toMatchObject({ kind: 'refused', status: 400, code: 'ALREADY_CANCELED_PAYMENT' });
  });

  it('refuses to cancel a payment that was never confirmed, or one Toss does not know', async () => {
    const o = order();
    const paymentKey = await approved(sandbox, o);
    expect(
      await toss.cancel(paymentKey, { cancelReason: '취소' }, { idempotencyKey: randomUUID() }),
    ).toMatchObject({ kind: 'refused', status: 400, code: 'NOT_CANCELABLE_PAYMENT' });
    expect(
      await toss.cancel('tsbx_nothing', { cancelReason: '취소' }, { idempotencyKey: randomUUID() }),
    ).toMatchObject({ kind: 'refused', status: 404, code: 'NOT_FOUND_PAYMENT' });
  });

  it('cancels once for a repeated idempotency key, answering the first answer', async () => {
    const o = order({ amount: 30_000 });
    const paymentKey = await paid(sandbox, toss, o);
    const input = { cancelReason: '인원 감소', cancelAmount: 10_000 };
    const first = await toss.cancel(paymentKey, input, { idempotencyKey: 'refund-1' });
    const repeat = await toss.cancel(paymentKey, input, { idempotencyKey: 'refund-1' });
    expect(repeat).toEqual(first);
    expect(okValue(await toss.getPayment(paymentKey))).toMatchObject({ balanceAmount: 20_000 });
    expect(okValue(await toss.getPayment(paymentKey))?.cancels).toHaveLength(1);
  });

  it('is unknown on a lost or failed cancel answer, and the lookup tells which', async () => {
    const o = order({ amount: 20_000 });
    const paymentKey = await paid(sandbox, toss, o);
    sandbox.faults.failNextCancel();
    expect(
      await toss.cancel(paymentKey, { cancelReason: '취소', cancelAmount: 1_000 }, { idempotencyKey: 'r-1' }),
    ).toMatchObject({ kind: 'unknown' });
    expect(okValue(await toss.getPayment(paymentKey))?.balanceAmount).toBe(20_000);
    sandbox.faults.cancelButLoseAnswer(300);
    expect(
      await impatient.cancel(
        paymentKey,
        { cancelReason: '취소', cancelAmount: 1_000 },
        { idempotencyKey: 'r-2' },
      ),
    ).toMatchObject({ kind: 'unknown', reason: 'toss timeout after 100 ms' });
    expect(okValue(await toss.getPayment(paymentKey))?.balanceAmount).toBe(19_000);
  });
});

describe('lookups and errors', () => {
  it('answers null for a payment or order Toss does not know', async () => {
    expect(await toss.getPayment('tsbx_unknown')).toEqual({ ok: true, value: null });
    expect(await toss.getPaymentByOrderId('order-never-paid')).toEqual({ ok: true, value: null });
  });

  it('is unknown when a lookup fails', async () => {
    sandbox.faults.failNextLookup();
    expect(await toss.getPaymentByOrderId('order-whatever')).toMatchObject({ ok: false, kind: 'unknown' });
    expect(await toss.getPaymentByOrderId('order-whatever')).toEqual({ ok: true, value: null });
  });

  it('is refused with 401 for a wrong secret key, and never says the key', async () => {
    const wrong = createTossGateway({
      apiUrl: sandbox.url,
      secretKey: 'test_sk_wrong_secret',
      clientKey: sandbox.clientKey,
      testMode: true,
    });
    const result = await wrong.getPayment('tsbx_any');
    expect(result).toEqual({
      ok: false,
      kind: 'refused',
      status: 401,
      code: 'UNAUTHORIZED_KEY',
      message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
    });
    expect(JSON.stringify(result)).not.toContain('test_sk_wrong_secret');
  });

  it('is unknown, in words without the key, when Toss cannot be reached', async () => {
    const gone = Fastify({ logger: false });
    await gone.listen({ host: '127.0.0.1', port: 0 });
    const address = gone.server.address();
    await gone.close();
    const port = typeof address === 'object' && address ? address.port : 0;
    const secretKey = 'test_sk_do_not_leak';
    const unreachable = createTossGateway({
      apiUrl: `http://127.0.0.1:${port}`,
      secretKey,
      clientKey: 'test_ck',
      testMode: true,
    });
    const result = await unreachable.confirm(
      { paymentKey: 'tsbx_1', orderId: 'order-1', amount: 1_000 },
      { idempotencyKey: 'k' },
    );
    expect(result).toEqual({ ok: false, kind: 'unknown', reason: 'toss unreachable (ECONNREFUSED)' });
    expect(JSON.stringify(result)).not.toContain(secretKey);
    expect(JSON.stringify(result)).not.toContain(Buffer.from(`${secretKey}:`).toString('base64'));
  });

  describe('against a server that answers nonsense', () => {
    let broken: FastifyInstance;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      broken = Fastify({ logger: false });
      broken.get('/v1/payments/orders/:orderId', (_req, reply) =>
        reply.status(404).type('text/html').send('<h1>Not Found</h1>'),
      );
      broken.get('/v1/payments/:paymentKey', (_req, reply) => reply.type('text/plain').send('hello'));
      broken.post('/v1/payments/confirm', (_req, reply) => reply.status(502).send('Bad Gateway'));
      broken.post('/v1/payments/:paymentKey/cancel', (_req, reply) =>
        reply.send({ paymentKey: 'only-this' }),
      );
      broken.get('/v1/transactions', () => ({ not: 'a list' }));
      await broken.listen({ host: '127.0.0.1', port: 0 });
      const address = broken.server.address();
      gateway = createTossGateway({
        apiUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
        secretKey: 'test_sk_x',
        clientKey: 'test_ck_x',
        testMode: false,
      });
    });
    afterAll(() => broken.close());

    it('calls a non-JSON, a 5xx, an HTML 404 and a misshapen answer unknown', async () => {
      expect(await gateway.getPayment('k')).toEqual({
        ok: false,
        kind: 'unknown',
        reason: 'toss answer is not JSON (http 200)',
      });
      expect(await gateway.getPaymentByOrderId('o')).toEqual({
        ok: false,
        kind: 'unknown',
        reason: 'toss http 404',
      });
      expect(
        await gateway.confirm({ paymentKey: 'k', orderId: 'o', amount: 1 }, { idempotencyKey: 'i' }),
      ).toEqual({ ok: false, kind: 'unknown', reason: 'toss http 502' });
      expect(await gateway.cancel('k', { cancelReason: 'r' }, { idempotencyKey: 'i' })).toEqual({
        ok: false,
        kind: 'unknown',
        reason: 'toss answer is not a Payment (http 200)',
      });
      expect(await gateway.listTransactions('2026-11-27T00:00:00', '2026-11-27T23:59:59')).toEqual({
        ok: false,
        kind: 'unknown',
        reason: 'toss answer is not a transaction list (http 200)',
      });
    });
  });

  it('passes the sandbox’s checkout builder through, and has none without it', () => {
    const withPage = createTossGateway({
      apiUrl: sandbox.url,
      secretKey: sandbox.secretKey,
      clientKey: sandbox.clientKey,
      testMode: true,
      checkoutUrl: (o) => sandbox.checkoutUrl(o),
    });
    const o = order();
    expect(withPage.checkoutUrl?.(o)).toBe(sandbox.checkoutUrl(o));
    expect(withPage.testMode).toBe(true);
    expect(withPage.clientKey).toBe('test_ck_sandbox');
    expect(toss.checkoutUrl).toBeUndefined();
  });
});

describe('webhooks', () => {
  let receiver: FastifyInstance;
  const received: TossWebhook[] = [];
  let failFirst = false;
  let attempts = 0;
  beforeAll(async () => {
    receiver = Fastify({ logger: false });
    receiver.post('/webhooks/toss', async (req, reply) => {
      attempts += 1;
      if (failFirst && attempts === 1) return reply.status(503).send();
      received.push(req.body as TossWebhook);
      return { ok: true };
    });
    await receiver.listen({ host: '127.0.0.1', port: 0 });
    const address = receiver.server.address();
    sandbox.setWebhookUrl(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/webhooks/toss`,
    );
  });
  afterAll(async () => {
    sandbox.setWebhookUrl(undefined);
    await receiver.close();
  });

  it('posts PAYMENT_STATUS_CHANGED with the Payment after a confirm and after a cancel', async () => {
    received.length = 0;
    const o = order();
    const paymentKey = await paid(sandbox, toss, o);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 3_000, interval: 20 });
    expect(received[0]).toMatchObject({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: expect.stringMatching(SEOUL_TIME),
      data: { paymentKey, orderId: o.orderId, status: 'DONE', totalAmount: 12_000, balanceAmount: 12_000 },
    });
    await toss.cancel(
      paymentKey,
      { cancelReason: '취소', cancelAmount: 2_000 },
      { idempotencyKey: randomUUID() },
    );
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 3_000, interval: 20 });
    expect(received[1]?.data).toMatchObject({
      paymentKey,
      status: 'PARTIAL_CANCELED',
      balanceAmount: 10_000,
    });
    expect(sandbox.webhooksSent.slice(-2)).toEqual(received);
  });

  it('tries again when the receiver does not answer 200', async () => {
    received.length = 0;
    attempts = 0;
    failFirst = true;
    try {
      const o = order();
      const sentBefore = sandbox.webhooksSent.length;
      await paid(sandbox, toss, o);
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 3_000, interval: 20 });
      expect(attempts).toBe(2);
      expect(received[0]?.data.orderId).toBe(o.orderId);
      expect(sandbox.webhooksSent.length).toBe(sentBefore + 1);
    } finally {
      failFirst = false;
    }
  });
});

describe('on the sandbox’s own clock', () => {
  let timed: TossSandbox;
  let clock = Date.parse('2026-11-26T23:59:59+09:00');
  const at = (seoul: string) => {
    clock = Date.parse(`${seoul}+09:00`);
  };
  beforeAll(async () => {
    timed = await startTossSandbox({ now: () => new Date(clock), secretKey: 'test_sk_timed' });
  });
  afterAll(() => timed.close());

  it('lets an unconfirmed payment expire after 10 minutes', async () => {
    const gateway = gatewayFor(timed);
    at('2026-11-20T12:00:00');
    const early = order();
    const late = order();
    const earlyKey = await approved(timed, early);
    const lateKey = await approved(timed, late);
    at('2026-11-20T12:09:59');
    expect(
      okValue(
        await gateway.confirm(
          { paymentKey: earlyKey, orderId: early.orderId, amount: 12_000 },
          { idempotencyKey: 'e' },
        ),
      ).approvedAt,
    ).toBe('2026-11-20T12:09:59+09:00');
    at('2026-11-20T12:10:01');
    expect(
      await gateway.confirm(
        { paymentKey: lateKey, orderId: late.orderId, amount: 12_000 },
        { idempotencyKey: 'l' },
      ),
    ).toMatchObject({ kind: 'refused', status: 404, code: 'NOT_FOUND_PAYMENT_SESSION' });
    expect(okValue(await gateway.getPayment(lateKey))?.status).toBe('EXPIRED');
  });

  it('lists the day’s approvals and cancels in order, over every page', async () => {
    const gateway = gatewayFor(timed);
    at('2026-11-26T23:59:59');
    await paid(timed, gateway, order({ amount: 9_000 })); // the day before
    at('2026-11-27T09:00:00');
    const b = order({ amount: 12_000 });
    const bKey = await approved(timed, b);
    at('2026-11-27T09:01:00');
    const bDone = okValue(
      await gateway.confirm(
        { paymentKey: bKey, orderId: b.orderId, amount: 12_000 },
        { idempotencyKey: 'b' },
      ),
    );
    expect(bDone.approvedAt).toBe('2026-11-27T09:01:00+09:00');
    at('2026-11-27T10:00:00');
    await gateway.cancel(bKey, { cancelReason: '일부', cancelAmount: 5_000 }, { idempotencyKey: 'b-1' });
    at('2026-11-27T11:00:00');
    const c = order({ amount: 30_000 });
    const cKey = await paid(timed, gateway, c);
    clock = Date.parse('2026-11-27T23:59:59.500+09:00');
    const bCanceled = okValue(
      await gateway.cancel(bKey, { cancelReason: '나머지' }, { idempotencyKey: 'b-2' }),
    );
    at('2026-11-28T00:00:00');
    await gateway.cancel(cKey, { cancelReason: '다음 날' }, { idempotencyKey: 'c-1' }); // the day after

    const expected = [
      {
        paymentKey: bKey,
        orderId: b.orderId,
        status: 'DONE',
        amount: 12_000,
        transactionAt: '2026-11-27T09:01:00+09:00',
      },
      {
        paymentKey: bKey,
        orderId: b.orderId,
        status: 'PARTIAL_CANCELED',
        amount: 5_000,
        transactionAt: '2026-11-27T10:00:00+09:00',
      },
      {
        paymentKey: cKey,
        orderId: c.orderId,
        status: 'DONE',
        amount: 30_000,
        transactionAt: '2026-11-27T11:00:00+09:00',
      },
      {
        paymentKey: bKey,
        orderId: b.orderId,
        status: 'CANCELED',
        amount: 7_000,
        transactionAt: '2026-11-27T23:59:59+09:00',
      },
    ];
    for (const pageSize of [5_000, 3, 2, 1]) {
      const rows = okValue(
        await gatewayFor(timed, { transactionsPageSize: pageSize }).listTransactions(
          '2026-11-27T00:00:00',
          '2026-11-27T23:59:59',
        ),
      );
      expect(rows.map(({ transactionKey: _, ...row }) => row)).toEqual(expected);
      expect(new Set(rows.map((r) => r.transactionKey)).size).toBe(4);
      // A cancel's row carries the same key as the cancel in the Payment (how a refund is matched).
      expect(rows[3]?.transactionKey).toBe(bCanceled.cancels[1]?.transactionKey);
    }
    timed.faults.failNextTransactions();
    expect(await gateway.listTransactions('2026-11-27T00:00:00', '2026-11-27T23:59:59')).toMatchObject({
      ok: false,
      kind: 'unknown',
    });
  });
});
