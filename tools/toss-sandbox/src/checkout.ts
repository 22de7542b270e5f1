import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutPage, errorPage, receiptPage } from './pages.ts';
import { randomKey, type Store } from './store.ts';
import { DECLINE_MESSAGE, seoulIso } from './toss-json.ts';
import type { CheckoutOrder, StoredPayment } from './types.ts';

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

/**
 * The pages a browser sees, in place of Toss's payment widget: the checkout (GET shows it, POST is the customer's
 * choice: approved, declined by the card, or cancelled), which sends them back to the order's successUrl with a
 * paymentKey to confirm, or to its failUrl with Toss's error code; and the receipt of an approved payment.
 */
export function registerCheckout(
  app: FastifyInstance,
  { clientKey, store, now }: { clientKey: string; store: Store; now: () => Date },
) {
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
    if (store.paymentOfOrder(order.orderId)?.approvedAt) {
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
    store.byKey.set(p.paymentKey, p);
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
    const p = store.byKey.get(req.params.paymentKey);
    if (!p?.approvedAt) return html(reply, 404, errorPage('영수증을 찾을 수 없어요.'));
    return html(reply, 200, receiptPage({ ...p, approvedAt: p.approvedAt ? seoulIso(p.approvedAt) : null }));
  });
}
