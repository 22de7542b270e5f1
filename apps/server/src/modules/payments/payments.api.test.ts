import { randomUUID } from 'node:crypto';
import {
  currentTimeMs,
  DEPOSIT_LAPSED_REASON,
  depositLapsesAt,
  moveClockForward,
  resetClock,
  seoulDate,
} from '@ft/shared';
import type { TossSandbox } from '@ft/toss-sandbox';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  domainEvents,
  files,
  foodTrucks,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  payments,
  paymentWebhooks,
  users,
} from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveInCheckout } from '../../test/toss-checkout.ts';
import { multipartForm, photoBytes } from '../../test/vendor-fixtures.ts';
import { runBookingMaintenance } from '../bookings/booking-maintenance.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { bookingFunnel } from '../telemetry/telemetry.service.ts';
import { removeUnreferencedFiles } from '../uploads/file-cleanup.ts';
import { createTossGateway } from './gateway/toss-client.ts';
import { WEBHOOK_BODY_LIMIT_BYTES, WEBHOOKS_PER_MINUTE } from './payments.routes.ts';
import { refundCancelledBookings } from './refunds.service.ts';
import { confirmServicesDue } from './service-confirmation.service.ts';
import { sweepPayments } from './webhooks.service.ts';

/**
 * Payments of a booking through the app's own loopback Toss sandbox: the order's
 * amount is stored first, a confirm must match it, the money is booked once in a ledger that must balance.
 */
let t: TestApp;
let sandbox: TossSandbox;
let customer: Caller;
let stranger: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const QUOTE = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({ demo: false, logger: process.env.DEBUG_LOG ? { level: 'error' } : false });
  sandbox = t.sandbox!;
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'pay-customer@example.com');
  stranger = await signedUpCaller(t.app, 'pay-stranger@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'pay-vendor@example.com',
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

/** The sandbox through a client that gives up after 100 ms: a held answer is a lost one. */
const createTestGatewayTimeout = () =>
  createTossGateway({
    apiUrl: sandbox.url,
    secretKey: sandbox.secretKey,
    clientKey: sandbox.clientKey,
    testMode: true,
    timeoutMs: 100,
  });

let made = 0;
/** A request to the vendor's truck, accepted at QUOTE; each on its own day, 10 or more days ahead. */
async function acceptedBooking(): Promise<string> {
  made += 1;
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      {
        truckId: vendor.truckId,
        info: { eventDate: daysFromToday(9 + made), startTime: '12:00', endTime: '14:00' },
      },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  const accept = await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: QUOTE });
  expect(accept.statusCode, accept.body).toBe(200);
  return id;
}

const order = (person: Caller, bookingId: string, kind: string) =>
  person.call({ method: 'POST', url: `/api/v1/bookings/${bookingId}/payments`, payload: { kind } });
const paymentsOf = (person: Caller, bookingId: string) =>
  person.call({ method: 'GET', url: `/api/v1/bookings/${bookingId}/payments` });
const confirm = (person: Caller, body: { paymentKey: string; orderId: string; amount: number }) =>
  person.call({ method: 'POST', url: '/api/v1/payments/confirm', payload: body });

/** The customer approves in the sandbox's checkout page, which sends them back to /payment/success. */
async function approve(checkoutUrl: string) {
  const { returnedTo, ...returned } = await approveInCheckout(checkoutUrl);
  expect(returnedTo.pathname).toBe('/payment/success');
  return returned;
}

/** The gateway confirms an order without the app hearing of it (a confirm of ours whose answer was lost). */
const confirmAtTheGatewayOnly = (returned: { paymentKey: string; orderId: string; amount: number }) =>
  fetch(`${sandbox.url}/v1/payments/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sandbox.secretKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(returned),
  });

async function payKind(bookingId: string, kind: string) {
  const res = await order(customer, bookingId, kind);
  expect(res.statusCode, res.body).toBe(201);
  const returned = await approve(res.json().data.checkoutUrl);
  return { order: res.json().data, returned };
}

const ledgerOf = async (bookingId: string) =>
  t.app.database.db
    .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.bookingId, bookingId));

describe('what a confirmed booking can pay', () => {
  it('offers the customer the deposit (the truck’s 30 %) and the whole amount, with their deadlines', async () => {
    const id = await acceptedBooking();
    const res = await paymentsOf(customer, id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ state: 'unpaid', quotedAmount: QUOTE, paidAmount: 0, testMode: true });
    expect(data.options.map((o: { kind: string; amount: number }) => [o.kind, o.amount])).toEqual([
      ['deposit', 300_000],
      ['full', QUOTE],
    ]);
    const [row] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(new Date(data.schedule.depositDueAt).getTime()).toBe(row!.acceptedAt!.getTime() + 48 * 3_600_000);
    expect(new Date(data.schedule.balanceDueAt).getTime()).toBe(row!.startsAt.getTime() - 3 * 86_400_000);
  });

  it('takes the deposit share the truck’s owner chose', async () => {
    await t.app.database.db
      .update(foodTrucks)
      .set({ depositPercent: 50 })
      .where(eq(foodTrucks.id, vendor.truckId));
    const id = await acceptedBooking();
    await t.app.database.db
      .update(foodTrucks)
      .set({ depositPercent: 30 })
      .where(eq(foodTrucks.id, vendor.truckId));
    const options = (await paymentsOf(customer, id)).json().data.options;
    expect(options.map((o: { kind: string; amount: number }) => [o.kind, o.amount])).toEqual([
      ['deposit', 500_000],
      ['full', QUOTE],
    ]);
  });

  it('shows the vendor where the money stands but offers them nothing to pay; others see no booking', async () => {
    const id = await acceptedBooking();
    const asVendor = await paymentsOf(vendor.vendor, id);
    expect(asVendor.statusCode).toBe(200);
    expect(asVendor.json().data).toMatchObject({ state: 'unpaid', options: [] });
    expect((await paymentsOf(stranger, id)).statusCode).toBe(404);
    expect((await order(stranger, id, 'deposit')).json().code).toBe('BOOKING_NOT_FOUND');
    expect((await order(vendor.vendor, id, 'deposit')).statusCode).toBe(404);
  });

  it('takes a 세금계산서 or 현금영수증 request from the customer, checked, for the vendor to see', async () => {
    const id = await acceptedBooking();
    const put = (person: Caller, body: object) =>
      person.call({ method: 'PUT', url: `/api/v1/bookings/${id}/tax-request`, payload: body });
    const invoice = {
      kind: 'tax_invoice',
      businessNumber: '105-12-18962',
      companyName: '행사기획 주식회사',
      representative: '김대표',
      email: 'tax@example.com',
    };
    const wrong = await put(customer, { ...invoice, businessNumber: '123-45-67890' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.businessNumber).toBeDefined();
    const saved = await put(customer, invoice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.taxRequest).toMatchObject({ kind: 'tax_invoice', businessNumber: '1051218962' });
    expect((await paymentsOf(vendor.vendor, id)).json().data.taxRequest).toMatchObject({
      companyName: '행사기획 주식회사',
    });
    expect((await put(stranger, invoice)).statusCode).toBe(404);
    expect((await put(vendor.vendor, invoice)).statusCode).toBe(404);

    const badPhone = await put(customer, {
      kind: 'cash_receipt',
      purpose: 'income_deduction',
      identity: '02-123-4567',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields.identity).toBeDefined();
    const cash = await put(customer, {
      kind: 'cash_receipt',
      purpose: 'income_deduction',
      identity: '010-1234-5678',
    });
    expect(cash.json().data.taxRequest).toMatchObject({
      kind: 'cash_receipt',
      identity: '01012345678',
      email: null,
    });
  });

  it('refuses an order for a request not yet accepted, and a balance before the deposit', async () => {
    const id = await acceptedBooking();
    const res = await order(customer, id, 'balance');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_AVAILABLE');
    const bad = await order(customer, id, 'everything');
    expect(bad.statusCode).toBe(400);
  });
});

describe('paying', () => {
  it('takes the deposit, then the balance, booking each once in a balanced ledger, and tells the vendor', async () => {
    const stages = async () =>
      Object.fromEntries(
        (await bookingFunnel(t.app.database.db, new Date(0))).map((stage) => [stage.stage, stage.count]),
      );
    const before = await stages();
    const id = await acceptedBooking();
    const { order: deposit, returned } = await payKind(id, 'deposit');
    // The operators' funnel counts a booking whose payment window opened, then one that was paid.
    expect((await stages()).payment_started).toBe(before.payment_started! + 1);
    expect((await stages()).paid).toBe(before.paid);
    expect(deposit).toMatchObject({ amount: 300_000, testMode: true });
    expect(deposit.orderId).toMatch(/^FTP-[A-Za-z0-9]{20}$/);
    expect(deposit.successUrl).toMatch(/\/payment\/success$/);

    const done = await confirm(customer, returned);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'DONE', kind: 'deposit', amount: 300_000 });
    // The same confirm again (a reload of the success page) changes nothing.
    const again = await confirm(customer, returned);
    expect(again.json().data.status).toBe('DONE');
    expect((await stages()).paid).toBe(before.paid! + 1);

    // Its 영수증: 공급가액 and 부가세 inside the amount, the truck's owner as the seller; for the two sides only.
    const receiptOf = (person: Caller, orderId: string) =>
      person.call({ method: 'GET', url: `/api/v1/payments/orders/${orderId}/receipt` });
    const receipt = await receiptOf(customer, returned.orderId);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({
      supplyAmount: 272_727,
      vat: 27_273,
      seller: { businessName: expect.any(String), businessNumber: expect.any(String) },
    });
    expect((await receiptOf(vendor.vendor, returned.orderId)).statusCode).toBe(200);
    expect((await receiptOf(stranger, returned.orderId)).statusCode).toBe(404);

    const after = (await paymentsOf(customer, id)).json().data;
    expect(after).toMatchObject({ state: 'deposit_paid', paidAmount: 300_000 });
    expect(after.options).toEqual([expect.objectContaining({ kind: 'balance', amount: 700_000 })]);

    const { returned: balance } = await payKind(id, 'balance');
    expect((await confirm(customer, balance)).json().data.status).toBe('DONE');
    const paid = (await paymentsOf(customer, id)).json().data;
    expect(paid).toMatchObject({ state: 'paid', paidAmount: QUOTE, options: [] });

    const lines = await ledgerOf(id);
    expect(lines.filter((line) => line.kind === 'payment')).toHaveLength(4);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    expect(
      lines.filter((line) => line.account === 'customer_funds').reduce((sum, line) => sum + line.amount, 0),
    ).toBe(-QUOTE);

    await deliverDueEvents(t.app.database.db);
    const notices = await t.app.database.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, vendor.userId), eq(notifications.type, 'payment.done')));
    expect(notices.map((n) => n.title).sort()).toEqual(['계약금이 결제됐어요', '잔금이 결제됐어요']);
    expect(notices.find((n) => n.title.startsWith('계약금'))!.body).toContain(
      '계약금 300,000원을 고객이 결제했어요',
    );
  });

  it('refuses an amount changed on the way back from the payment window, charging nothing', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'full');
    const res = await confirm(customer, { ...returned, amount: 1_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    // Nothing paid, no receipt.
    const noReceipt = await customer.call({
      method: 'GET',
      url: `/api/v1/payments/orders/${returned.orderId}/receipt`,
    });
    expect(noReceipt.statusCode).toBe(404);
    const atGateway = sandbox.payments().find((p) => p.orderId === returned.orderId)!;
    expect(atGateway.status).toBe('IN_PROGRESS');
    expect(await ledgerOf(id)).toEqual([]);
    // The genuine amount still goes through.
    expect((await confirm(customer, returned)).json().data.status).toBe('DONE');
  });

  it('a declined card charges nothing, says why, and a new order can be paid', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'deposit');
    sandbox.faults.declineNextConfirm(
      'REJECT_CARD_PAYMENT',
      '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    );
    const res = await confirm(customer, returned);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('PAYMENT_DECLINED');
    expect(res.json().error).toContain('한도초과');
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, returned.orderId));
    expect(row).toMatchObject({ status: 'ABORTED', failureCode: 'REJECT_CARD_PAYMENT' });
    expect(await ledgerOf(id)).toEqual([]);

    const { returned: second } = await payKind(id, 'deposit');
    expect((await confirm(customer, second)).json().data.status).toBe('DONE');
  });

  it('someone else’s order is not found, and confirms nothing', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'deposit');
    const res = await confirm(stranger, returned);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAYMENT_NOT_FOUND');
    expect(sandbox.payments().find((p) => p.orderId === returned.orderId)!.status).toBe('IN_PROGRESS');
  });

  it('two confirms of one order at once charge once and book once', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'full');
    const answers = await Promise.all([confirm(customer, returned), confirm(customer, returned)]);
    for (const answer of answers) expect(answer.json().data?.status ?? answer.json().code).toBeDefined();
    expect(answers.some((answer) => answer.json().data?.status === 'DONE')).toBe(true);
    const [{ n }] = (await t.app.database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.bookingId, id))) as [{ n: number }];
    expect(n).toBe(1);
    expect(sandbox.payments().filter((p) => p.orderId === returned.orderId)).toHaveLength(1);
  });

  it('a deposit and a full payment of one booking cannot both go through', async () => {
    const id = await acceptedBooking();
    const deposit = await payKind(id, 'deposit');
    const full = await payKind(id, 'full');
    expect((await confirm(customer, deposit.returned)).json().data.status).toBe('DONE');
    const res = await confirm(customer, full.returned);
    // The full order's amount no longer matches anything the booking can take: refused before the gateway.
    expect(res.statusCode).toBe(409);
    expect(sandbox.payments().find((p) => p.orderId === full.returned.orderId)!.status).toBe('IN_PROGRESS');
  });
});

describe('webhooks', () => {
  const webhook = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: body as Record<string, unknown>,
    });

  it('a webhook ahead of the redirect finishes the payment, once; the redirect’s confirm then finds it done', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'deposit');
    // The browser's confirm never reached us; the gateway confirmed it some other way (a retry of ours).
    const direct = await confirmAtTheGatewayOnly(returned);
    expect(direct.status).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, returned.orderId));
    // Our row never got the paymentKey (the confirm never came); the webhook carries it and it is fetched again.
    expect(row!.status).toBe('READY');
    const body = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: new Date().toISOString(),
      data: await direct.json(),
    };
    const first = await webhook(body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await webhook(body)).statusCode).toBe(200);
    const [after] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, returned.orderId));
    expect(after).toMatchObject({ status: 'DONE', paymentKey: returned.paymentKey });
    // The browser's redirect arrives after the webhook: its confirm finds the payment done, and books nothing.
    const late = await confirm(customer, returned);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.status).toBe('DONE');
    expect((await ledgerOf(id)).filter((line) => line.kind === 'payment')).toHaveLength(2);
  });

  it('believes nothing a webhook says: a forged DONE for an unpaid order changes nothing', async () => {
    const id = await acceptedBooking();
    const res = await order(customer, id, 'full');
    const forged = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: {
        paymentKey: 'tsbx_forged',
        orderId: res.json().data.orderId,
        status: 'DONE',
        totalAmount: QUOTE,
      },
    };
    expect((await webhook(forged)).statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, res.json().data.orderId));
    expect(row!.status).toBe('READY');
    expect(await ledgerOf(id)).toEqual([]);
  });

  it('asks the gateway nothing about an order that is not ours, and limits what one address may send', async () => {
    // A lookup would fail now: a webhook acted on through the gateway would be left unprocessed.
    sandbox.faults.failNextLookup();
    const stranger = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'tsbx_someone_elses', orderId: `not-ours-${randomUUID()}`, status: 'DONE' },
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: stranger,
      remoteAddress: '198.51.100.7',
    });
    expect(sent.statusCode).toBe(200);
    const [stored] = await t.app.database.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.orderId, stranger.data.orderId));
    // Kept for the record, done with, and the gateway never asked (its failing lookup is still unused).
    expect(stored?.processedAt).not.toBeNull();
    sandbox.faults.clear();

    // One address past WEBHOOKS_PER_MINUTE is answered 429 (the gateway retries later); another goes on.
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        payload: { eventType: 'DEPOSIT_CALLBACK', data: {} },
        remoteAddress,
      });
    for (let i = 1; i < WEBHOOKS_PER_MINUTE; i++) expect((await from('198.51.100.7')).statusCode).toBe(200);
    const over = await from('198.51.100.7');
    expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });

  const storedOf = async (orderId: string) =>
    t.app.database.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.orderId, orderId));

  it('keeps only the fields it uses of what Toss sends, and refuses a body past the limit with 413', async () => {
    const orderId = `not-ours-${randomUUID()}`;
    // Toss's whole Payment object and whatever else a sender adds, well under the limit.
    const sent = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-12-07T10:00:00.000000',
      padding: 'x'.repeat(6_000),
      data: {
        paymentKey: 'tsbx_trimmed',
        orderId,
        status: 'DONE',
        orderName: '가'.repeat(1_000),
        card: { number: '43301234****123*' },
        cancels: [{ transactionKey: 'T1', cancelAmount: 1_000 }],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [stored] = await storedOf(orderId);
    expect(stored!.body).toEqual({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-12-07T10:00:00.000000',
      data: { paymentKey: 'tsbx_trimmed', orderId, status: 'DONE' },
    });
    expect(JSON.stringify(stored!.body).length).toBeLessThan(300);

    // Past WEBHOOK_BODY_LIMIT_BYTES: 413 in the catalogue's envelope, and nothing stored.
    const big = `big-${randomUUID()}`;
    const over = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { orderId: big, padding: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES) },
    });
    expect([over.statusCode, over.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await storedOf(big)).toEqual([]);
  });

  it('takes a 가상계좌 입금 callback (DEPOSIT_CALLBACK, its fields at the top) and fetches the order again', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'deposit');
    expect((await confirmAtTheGatewayOnly(returned)).status).toBe(200);
    const callback = {
      createdAt: '2026-12-07T10:00:00.000000',
      secret: 'ps_secret_of_the_virtual_account',
      status: 'DONE',
      transactionKey: 'TK_DEPOSIT_1',
      orderId: returned.orderId,
    };
    const sent = await webhook({ ...callback, bankCode: '88', extra: 'y'.repeat(2_000) });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, returned.orderId));
    // Believed only after the gateway, asked by the order, said so.
    expect(row).toMatchObject({ status: 'DONE', paymentKey: returned.paymentKey });
    expect((await ledgerOf(id)).filter((line) => line.kind === 'payment')).toHaveLength(2);
    const [stored] = await storedOf(returned.orderId);
    expect(stored).toMatchObject({ eventType: 'DEPOSIT_CALLBACK', paymentKey: null });
    expect(stored!.body).toEqual(callback);
    expect(stored!.processedAt).not.toBeNull();

    // One for an order that is not ours is stored and done with, the gateway never asked.
    sandbox.faults.failNextLookup();
    const strangers = `not-ours-${randomUUID()}`;
    expect((await webhook({ ...callback, orderId: strangers })).statusCode).toBe(200);
    const [theirs] = await storedOf(strangers);
    expect(theirs!.processedAt).not.toBeNull();
    sandbox.faults.clear();
  });

  it('prunes processed webhooks after 30 days in the sweep, never one still to act on', async () => {
    const now = currentTimeMs();
    const day = 24 * 3_600_000;
    const insert = (orderId: string, processedDaysAgo: number | null) =>
      t.app.database.db.insert(paymentWebhooks).values({
        eventType: 'PAYMENT_STATUS_CHANGED',
        orderId,
        body: {},
        receivedAt: new Date(now - (processedDaysAgo ?? 0) * day),
        processedAt: processedDaysAgo === null ? null : new Date(now - processedDaysAgo * day),
      });
    const tag = randomUUID();
    await insert(`old-${tag}`, 31);
    await insert(`recent-${tag}`, 29);
    // Just arrived, being acted on: unprocessed, whatever the sweep finds.
    await insert(`pending-${tag}`, null);
    await sweepPayments(t.app.payments);
    expect(await storedOf(`old-${tag}`)).toEqual([]);
    expect(await storedOf(`recent-${tag}`)).toHaveLength(1);
    expect((await storedOf(`pending-${tag}`))[0]?.processedAt).toBeNull();
  });
});

describe('an unpaid deposit', () => {
  it('lets the acceptance lapse after its deadline and grace: cancelled with the reason, both sides told, the truck free', async () => {
    const id = await acceptedBooking();
    const [row] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, id));
    const statusAt = async (now: Date) => {
      await runBookingMaintenance(t.app.database.db, now);
      return (await t.app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
    };
    expect(await statusAt(new Date(row!.depositDueAt!.getTime() - 1_000))).toBe('accepted');
    // A payment window opened before the deadline has the grace the screen states (decision 069).
    expect(await statusAt(new Date(row!.depositDueAt!.getTime() + 1_000))).toBe('accepted');
    const lapsesAt = depositLapsesAt(row!.depositDueAt!).getTime();
    expect(await statusAt(new Date(lapsesAt + 1_000))).toBe('cancelled');
    const [lapsed] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(lapsed).toMatchObject({ status: 'cancelled', statusReason: DEPOSIT_LAPSED_REASON });
    await deliverDueEvents(t.app.database.db);
    const told = await t.app.database.db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
      .where(and(eq(domainEvents.subjectId, id), eq(notifications.type, 'booking.cancelled')));
    expect(told).toHaveLength(2);
    expect(told[0]!.body).toContain(DEPOSIT_LAPSED_REASON);
  });

  it('does not lapse once the deposit is paid', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'deposit');
    await confirm(customer, returned);
    const [row] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, id));
    await runBookingMaintenance(t.app.database.db, new Date(row!.depositDueAt!.getTime() + 1_000));
    const [still] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(still!.status).toBe('accepted');
  });
});

describe('the balance reminder', () => {
  it('reminds a customer who paid the deposit a day before the balance is due, once; nobody else', async () => {
    const withDeposit = await acceptedBooking();
    const unpaid = await acceptedBooking();
    const paidInFull = await acceptedBooking();
    await confirm(customer, (await payKind(withDeposit, 'deposit')).returned);
    await confirm(customer, (await payKind(paidInFull, 'full')).returned);
    const [row] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, withDeposit));
    // Reminders of this test's three bookings (earlier tests' paid deposits fall due on other days).
    const ours = [withDeposit, unpaid, paidInFull];
    const reminded = async (now: Date) => {
      await runBookingMaintenance(t.app.database.db, now);
      await deliverDueEvents(t.app.database.db);
      const rows = await t.app.database.db
        .select({ title: notifications.title, subjectId: domainEvents.subjectId })
        .from(notifications)
        .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
        .where(eq(notifications.type, 'booking.balance_due'));
      return rows.filter((row) => ours.includes(row.subjectId));
    };
    expect(await reminded(new Date(row!.balanceDueAt!.getTime() - 25 * 3_600_000))).toEqual([]);
    const due = new Date(row!.balanceDueAt!.getTime() - 12 * 3_600_000);
    expect(await reminded(due)).toEqual([{ title: '잔금 결제일이 다가와요', subjectId: withDeposit }]);
    // Again: still once. The others, at their own day before: one unpaid (lapsed by then), one paid in full.
    expect(await reminded(due)).toHaveLength(1);
    for (const other of [unpaid, paidInFull]) {
      const [otherRow] = await t.app.database.db.select().from(bookings).where(eq(bookings.id, other));
      expect(await reminded(new Date(otherRow!.balanceDueAt!.getTime() - 12 * 3_600_000))).toHaveLength(1);
    }
  });
});

describe('refunds', () => {
  const heldOf = async (bookingId: string) =>
    (await ledgerOf(bookingId))
      .filter((line) => line.account === 'customer_funds')
      .reduce((sum, line) => sum - line.amount, 0);
  const cancel = (person: Caller, id: string, reason?: string) =>
    setBookingStatus(person, id, { status: 'cancelled', ...(reason ? { reason } : {}) });

  it('a customer cancelling well ahead gets the whole deposit back, once, and is told', async () => {
    const id = await acceptedBooking();
    await confirm(customer, (await payKind(id, 'deposit')).returned);
    expect((await cancel(customer, id)).json().data.cancellationFee).toBe(0);
    expect(await refundCancelledBookings(t.app.payments)).toBe(1);
    expect(await refundCancelledBookings(t.app.payments)).toBe(0);
    expect(await heldOf(id)).toBe(0);
    const money = (await paymentsOf(customer, id)).json().data;
    expect(money.paidAmount).toBe(0);
    expect(money.payments[0]).toMatchObject({ status: 'CANCELED', refundedAmount: 300_000 });
    expect(money.payments[0].refunds[0].reason).toBe('예약 취소 (전액 환불)');
    await deliverDueEvents(t.app.database.db);
    const [notice] = await t.app.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
      .where(
        and(eq(notifications.type, 'payment.refunded'), sql`${domainEvents.data}->>'bookingId' = ${id}`),
      );
    expect(notice!.body).toContain('계약금 중 300,000원을 환불했어요');
  });

  it('a customer cancelling four days ahead keeps the policy’s 10 % fee out of the refund', async () => {
    const res = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        {
          truckId: vendor.truckId,
          info: { eventDate: daysFromToday(4), startTime: '12:00', endTime: '13:00' },
        },
      ),
    );
    const id = res.json().data.id as string;
    await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: QUOTE });
    // The balance would be due before the deposit's 48 hours: the whole amount is paid at once.
    expect((await paymentsOf(customer, id)).json().data.options.map((o: { kind: string }) => o.kind)).toEqual(
      ['full'],
    );
    await confirm(customer, (await payKind(id, 'full')).returned);
    expect((await cancel(customer, id, '행사가 취소됐어요')).json().data.cancellationFee).toBe(100_000);
    await refundCancelledBookings(t.app.payments);
    expect(await heldOf(id)).toBe(100_000);
    const payment = (await paymentsOf(customer, id)).json().data.payments[0];
    expect(payment).toMatchObject({ status: 'PARTIAL_CANCELED', refundedAmount: 900_000 });
    expect(payment.refunds[0].reason).toBe('예약 취소 (취소 수수료 100,000원 제외)');
    const atGateway = sandbox.payments().find((p) => p.orderId === payment.orderId)!;
    expect(atGateway.balanceAmount).toBe(100_000);
  });

  it('a vendor cancelling gives everything back, with no fee', async () => {
    const id = await acceptedBooking();
    await confirm(customer, (await payKind(id, 'full')).returned);
    const res = await cancel(vendor.vendor, id, '차량 고장으로 갈 수 없어요');
    expect(res.json().data.cancellationFee).toBe(0);
    await refundCancelledBookings(t.app.payments);
    expect(await heldOf(id)).toBe(0);
  });

  it('a refund whose answer was lost is made once, by the same cancel sent again', async () => {
    const id = await acceptedBooking();
    await confirm(customer, (await payKind(id, 'deposit')).returned);
    await cancel(customer, id);
    sandbox.faults.cancelButLoseAnswer(300);
    const lost = createTestGatewayTimeout();
    await expect(refundCancelledBookings({ ...t.app.payments, gateway: lost })).rejects.toThrow(
      /not made yet/,
    );
    expect(await heldOf(id)).toBe(300_000);
    await refundCancelledBookings(t.app.payments);
    expect(await heldOf(id)).toBe(0);
    const order = (await paymentsOf(customer, id)).json().data.payments[0];
    expect(sandbox.payments().find((p) => p.orderId === order.orderId)!.cancels).toHaveLength(1);
    expect(order.refunds).toHaveLength(1);
  });

  it('a payment confirmed while its booking was being cancelled is given back', async () => {
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'full');
    sandbox.faults.delayNextConfirm(300);
    const confirming = confirm(customer, returned);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await cancel(customer, id)).statusCode).toBe(200);
    expect((await confirming).json().data.status).toBe('DONE');
    expect(await heldOf(id)).toBe(QUOTE);
    await refundCancelledBookings(t.app.payments);
    expect(await heldOf(id)).toBe(0);
  });
});

describe('reconciliation', () => {
  it('names what the gateway did that the ledger lacks, and what the ledger holds that the gateway never did', async () => {
    const operator = await signedUpCaller(t.app, 'pay-recon@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'pay-recon@example.com'));
    const today = seoulDate();
    const report = () => operator.call({ method: 'GET', url: `/api/v1/admin/reconciliation?date=${today}` });
    expect(
      (await customer.call({ method: 'GET', url: `/api/v1/admin/reconciliation?date=${today}` })).statusCode,
    ).toBe(403);
    const clean = await report();
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json().data.differences).toEqual([]);
    // The ledger's balances: what the gateway holds is what customers, vendors and the platform are owed.
    const { gatewayClearing, customerFunds, vendorPayable, platformRevenue } = clean.json().data.balances;
    expect(gatewayClearing).toBeGreaterThan(0);
    expect(gatewayClearing).toBe(customerFunds + vendorPayable + platformRevenue);
    expect(clean.json().data.gateway.approved).toBe(clean.json().data.ledger.paid);
    expect(clean.json().data.gateway.cancelled).toBe(clean.json().data.ledger.refunded);

    // Confirmed at the gateway behind the app's back (no webhook reaches it): the ledger lacks it.
    const id = await acceptedBooking();
    const { returned } = await payKind(id, 'deposit');
    const direct = await confirmAtTheGatewayOnly(returned);
    expect(direct.status).toBe(200);
    // And a payment the ledger holds that the gateway never took.
    const [booked] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, returned.orderId));
    await t.app.database.db.insert(payments).values({
      orderId: 'FTP-NotAtTheGatewayXYZ1',
      bookingId: id,
      customerId: booked!.customerId,
      kind: 'balance',
      orderName: '없는 결제',
      amount: 700_000,
      status: 'DONE',
      paymentKey: 'tsbx_never_taken',
      testMode: true,
      approvedAt: new Date(),
    });
    const differences = (await report()).json().data.differences;
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_in_ledger',
          movement: 'payment',
          orderId: returned.orderId,
          gatewayAmount: 300_000,
          ledgerAmount: null,
        }),
        expect.objectContaining({
          kind: 'missing_at_gateway',
          movement: 'payment',
          orderId: 'FTP-NotAtTheGatewayXYZ1',
          ledgerAmount: 700_000,
        }),
      ]),
    );
    expect(differences).toHaveLength(2);

    sandbox.faults.failNextTransactions();
    const down = await report();
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });
});

describe('the ledger in the database', () => {
  it('refuses a transaction whose entries do not sum to zero, and any change to a booked entry', async () => {
    const db = t.app.database.db;
    const id = await acceptedBooking();
    await confirm(customer, (await payKind(id, 'deposit')).returned);
    const failure = (work: Promise<unknown>) =>
      work.then(
        () => 'committed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await failure(
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(ledgerTransactions)
            .values({ kind: 'payment' })
            .returning({ id: ledgerTransactions.id });
          await tx.insert(ledgerEntries).values([
            { transactionId: row!.id, account: 'gateway_clearing', amount: 1_000 },
            { transactionId: row!.id, account: 'customer_funds', amount: -999 },
          ]);
        }),
      ),
    ).toMatch(/does not balance/);
    expect(
      await failure(db.execute(sql`update ledger_entries set amount = amount + 1 where booking_id = ${id}`)),
    ).toMatch(/never changed/);
    expect(await failure(db.execute(sql`delete from ledger_transactions`))).toMatch(/never changed/);
  });
});

// Last in the file: it moves the shared clock past the events' ends.
describe('구매확정 and disputes', () => {
  let operator: Caller;
  beforeAll(async () => {
    operator = await signedUpCaller(t.app, 'pay-ops@example.com');
    await t.app.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'pay-ops@example.com'));
  });
  afterAll(() => resetClock());

  const balances = async (bookingId: string) => {
    const lines = await ledgerOf(bookingId);
    // Credits, as positive won (0 − sum, never −0).
    const of = (account: string) =>
      lines.filter((line) => line.account === account).reduce((sum, line) => sum - line.amount, 0);
    return { held: of('customer_funds'), vendor: of('vendor_payable'), platform: of('platform_revenue') };
  };
  const endOf = async (id: string) =>
    (await t.app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.endsAt.getTime();
  /** Moves the clock past an event, weeks ahead: everyone signs in again (sessions last 14 days). */
  const moveTo = async (at: number) => {
    moveClockForward(Math.max(0, at - currentTimeMs()));
    const people: [Caller, string][] = [
      [customer, 'pay-customer@example.com'],
      [stranger, 'pay-stranger@example.com'],
      [vendor.vendor, 'pay-vendor@example.com'],
      [operator, 'pay-ops@example.com'],
    ];
    for (const [person, email] of people) {
      const res = await person.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'goodpass123' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const service = async (person: Caller, id: string) => (await paymentsOf(person, id)).json().data.service;

  it('the customer confirms after the event and the money becomes the vendor’s, less 10 % commission', async () => {
    const id = await acceptedBooking();
    await confirm(customer, (await payKind(id, 'full')).returned);
    const early = await customer.call({ method: 'POST', url: `/api/v1/bookings/${id}/service-confirmation` });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SERVICE_CONFIRM_NOT_AVAILABLE');

    await moveTo((await endOf(id)) + 3_600_000);
    expect(await service(customer, id)).toMatchObject({
      canConfirm: true,
      canDispute: true,
      confirmedAt: null,
    });
    expect(await service(vendor.vendor, id)).toMatchObject({ canConfirm: false, canDispute: false });
    const other = await stranger.call({ method: 'POST', url: `/api/v1/bookings/${id}/service-confirmation` });
    expect(other.statusCode).toBe(404);

    const done = await customer.call({ method: 'POST', url: `/api/v1/bookings/${id}/service-confirmation` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.service).toMatchObject({ confirmedBy: 'customer', canConfirm: false });
    expect(await balances(id)).toEqual({ held: 0, vendor: 900_000, platform: 100_000 });
    const again = await customer.call({ method: 'POST', url: `/api/v1/bookings/${id}/service-confirmation` });
    expect(again.statusCode).toBe(409);

    await deliverDueEvents(t.app.database.db);
    const [notice] = await t.app.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(eq(notifications.userId, vendor.userId), eq(notifications.type, 'booking.service_confirmed')),
      );
    expect(notice!.body).toContain('구매확정했어요');
  });

  it('a dispute holds the money past 72 h; an operator’s partial refund gives some back and releases the rest', async () => {
    const disputed = await acceptedBooking();
    const quiet = await acceptedBooking();
    await confirm(customer, (await payKind(disputed, 'full')).returned);
    await confirm(customer, (await payKind(quiet, 'full')).returned);
    await moveTo(Math.max(await endOf(disputed), await endOf(quiet)) + 3_600_000);

    const short = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${disputed}/dispute`,
      payload: { reason: '음' },
    });
    expect(short.statusCode).toBe(400);
    // With a photo, uploaded as the conversation's photos are (private); a file that is not theirs is refused.
    const uploaded = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${disputed}/messages/photos`,
      ...multipartForm([
        { name: 'photo', filename: '지각.jpg', type: 'image/jpeg', bytes: await photoBytes() },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = uploaded.json().data.id as string;
    const unknownPhoto = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${disputed}/dispute`,
      payload: { reason: '트럭이 2시간 늦게 왔어요', photoFileIds: [randomUUID()] },
    });
    expect(unknownPhoto.statusCode).toBe(400);
    expect(unknownPhoto.json().fields.photoFileIds).toBeDefined();
    const opened = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${disputed}/dispute`,
      payload: { reason: '트럭이 2시간 늦게 와서 점심 배식을 못 했어요', photoFileIds: [photoId] },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data.service).toMatchObject({ canConfirm: false, dispute: { status: 'open' } });
    expect(opened.json().data.service.dispute.photos).toEqual([
      expect.objectContaining({ id: photoId, url: expect.any(String), previewUrl: expect.any(String) }),
    ]);
    // The dispute keeps its photo: the clean-up of files nothing uses leaves it alone.
    await removeUnreferencedFiles(
      t.app.database.db,
      t.app.storage,
      new Date(currentTimeMs() + 3 * 86_400_000),
    );
    expect(await t.app.database.db.select().from(files).where(eq(files.id, photoId))).toHaveLength(1);
    await deliverDueEvents(t.app.database.db);
    const heard = await t.app.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.type, 'dispute.opened'));
    // The vendor, and each operator.
    expect([...new Set(heard.map((n) => n.title))].sort()).toEqual([
      '고객이 문제를 알렸어요',
      '새 이의 제기가 있어요',
    ]);

    // 72 h on: the undisputed booking confirms itself; the disputed one still holds its money.
    await moveTo((await endOf(quiet)) + 73 * 3_600_000);
    expect(await confirmServicesDue(t.app.payments)).toBeGreaterThanOrEqual(1);
    expect((await service(customer, quiet)).confirmedBy).toBe('system');
    expect(await balances(quiet)).toEqual({ held: 0, vendor: 900_000, platform: 100_000 });
    expect(await balances(disputed)).toEqual({ held: QUOTE, vendor: 0, platform: 0 });

    const list = await operator.call({ method: 'GET', url: '/api/v1/admin/disputes' });
    expect(list.json().data).toEqual([expect.objectContaining({ bookingId: disputed, heldAmount: QUOTE })]);
    expect(list.json().data[0].photos).toHaveLength(1);
    expect((await customer.call({ method: 'GET', url: '/api/v1/admin/disputes' })).statusCode).toBe(403);
    const resolve = (body: unknown) =>
      operator.call({ method: 'PUT', url: `/api/v1/admin/disputes/${disputed}`, payload: body as object });
    expect(
      (await resolve({ resolution: 'partial_refund', refundAmount: QUOTE + 1, note: '지각' })).statusCode,
    ).toBe(400);
    const resolved = await resolve({
      resolution: 'partial_refund',
      refundAmount: 200_000,
      note: '2시간 지각',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data.service).toMatchObject({
      confirmedBy: 'admin',
      dispute: { status: 'resolved', resolution: 'partial_refund', refundAmount: 200_000 },
    });
    expect(await balances(disputed)).toEqual({ held: 0, vendor: 720_000, platform: 80_000 });
    expect((await resolve({ resolution: 'release', note: '다시' })).statusCode).toBe(404);
  });

  it('a settlement gathers what was released to the truck, with the commission taken then, and its payout empties it', async () => {
    const db = t.app.database.db;
    await db
      .update(foodTrucks)
      .set({
        payoutBank: '신한은행',
        payoutHolder: '홍길동',
        payoutAccountCipher: t.app.payoutBox.seal('110123456789'),
        payoutAccountLast4: '6789',
      })
      .where(eq(foodTrucks.id, vendor.truckId));
    const owed = async () =>
      (
        await db
          .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.truckId, vendor.truckId), eq(ledgerEntries.account, 'vendor_payable')))
      )[0]!.total;
    // Every booking of this file released to the truck so far (those confirmed here, and the paid ones the
    // 72-hour rule confirmed once the clock passed their events).
    const before = Number(await owed());
    expect(before).toBeGreaterThanOrEqual(2_520_000);
    const claimed = await vendor.vendor.call({
      method: 'POST',
      url: `/api/v1/settlements/foodtruck/${vendor.truckId}`,
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const settlement = claimed.json().data;
    expect(settlement.net).toBe(before);
    expect(settlement.commission).toBe(settlement.gross - settlement.net);
    expect(settlement.commissionVat).toBe(settlement.commission - Math.round(settlement.commission / 1.1));
    // The disputed booking counts what it kept after its 200,000 refund, at the commission taken then.
    const lines = settlement.bookings as { amount: number }[];
    expect(lines.map((line) => line.amount)).toContain(800_000);
    expect(settlement.gross).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
    expect(settlement.commission).toBe(lines.reduce((sum, line) => sum + line.amount / 10, 0));
    for (const status of ['approved', 'paid']) {
      const moved = await operator.call({
        method: 'PUT',
        url: `/api/v1/settlements/${settlement.id}/status`,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(Number(await owed())).toBe(0);
    const nothing = await vendor.vendor.call({
      method: 'POST',
      url: `/api/v1/settlements/foodtruck/${vendor.truckId}`,
    });
    expect(nothing.json().code).toBe('NOTHING_TO_SETTLE');
  });
});
