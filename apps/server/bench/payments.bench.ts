/**
 * `npm run bench:payments -w @ft/server`: the confirm of decision 042. BENCH_CUSTOMERS customers
 * (default 20) each have a confirmed booking and an order approved in the Toss sandbox's checkout; their confirms
 * are sent at once, BENCH_ROUNDS times (default 10). Each confirm's time is split into the gateway's (the calls to
 * the sandbox, timed around the client) and ours (the rest: the order's lock, checks, the DONE write with its ledger
 * transaction and event). Printed beside an anchor measured in the same run: `GET /api/health` at the same
 * concurrency. Goal (docs/product.md § Performance): our own time ≤ 300 ms p99. On PGlite, and on PostgreSQL
 * at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) when it answers.
 */
import { performance } from 'node:perf_hooks';
import { startTossSandbox } from '@ft/toss-sandbox';
import pg from 'pg';
import type { PaymentGateway } from '../src/modules/payments/gateway/gateway.ts';
import { createTossGateway } from '../src/modules/payments/gateway/toss-client.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../src/test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../src/test/http.ts';
import { createTestApp } from '../src/test/test-app.ts';
import { approveInCheckout } from '../src/test/toss-checkout.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_MS = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The sandbox's client, with the time each order's calls spent at the gateway. */
function timedGateway(inner: PaymentGateway, spent: Map<string, number>): PaymentGateway {
  const timed = async <R>(orderId: string, call: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      spent.set(orderId, (spent.get(orderId) ?? 0) + performance.now() - started);
    }
  };
  return {
    ...inner,
    checkoutUrl: inner.checkoutUrl?.bind(inner),
    confirm: (input, options) => timed(input.orderId, () => inner.confirm(input, options)),
    getPaymentByOrderId: (orderId) => timed(orderId, () => inner.getPaymentByOrderId(orderId)),
  };
}

async function measure(label: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const sandbox = await startTossSandbox();
  const spent = new Map<string, number>();
  const gateway = timedGateway(
    createTossGateway({
      apiUrl: sandbox.url,
      secretKey: sandbox.secretKey,
      clientKey: sandbox.clientKey,
      testMode: true,
      checkoutUrl: (order) => sandbox.checkoutUrl(order),
    }),
    spent,
  );
  const t = await createTestApp({ demo: false, paymentGateway: gateway });
  try {
    const ref = await referenceIds(t.app.database.db);
    const vendor = await createVendorWithTruck(t.app, {
      email: 'bench-pay-vendor@example.com',
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
    const customers: Caller[] = [];
    for (let i = 0; i < CUSTOMERS; i++)
      customers.push(await signedUpCaller(t.app, `bench-pay-${i}@example.com`));

    const totals: number[] = [];
    const own: number[] = [];
    const atGateway: number[] = [];
    const anchors: number[] = [];
    let day = 10;
    for (let round = 0; round < ROUNDS; round++) {
      // Each customer's booking on a day of its own, accepted, and its order approved in the checkout.
      const returned = await Promise.all(
        customers.map(async (customer) => {
          day += 1;
          const sent = await postBooking(
            customer,
            bookingBody(
              { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
              {
                truckId: vendor.truckId,
                info: { eventDate: daysFromToday(day), startTime: '12:00', endTime: '14:00' },
              },
            ),
          );
          if (sent.statusCode !== 201) throw new Error(`booking: ${sent.statusCode} ${sent.body}`);
          const id = sent.json().data.id as string;
          return { customer, id };
        }),
      );
      for (const { id } of returned) {
        const accepted = await setBookingStatus(vendor.vendor, id, {
          status: 'accepted',
          quotedAmount: 1_000_000,
        });
        if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
      }
      const approved = await Promise.all(
        returned.map(async ({ customer, id }) => {
          const order = await customer.call({
            method: 'POST',
            url: `/api/v1/bookings/${id}/payments`,
            payload: { kind: 'deposit' },
          });
          if (order.statusCode !== 201) throw new Error(`order: ${order.statusCode} ${order.body}`);
          const { returnedTo: _, ...body } = await approveInCheckout(order.json().data.checkoutUrl);
          return { customer, body };
        }),
      );
      // The anchor, at the same concurrency, just before.
      await Promise.all(
        customers.map(async (customer) => {
          const started = performance.now();
          await customer.call({ method: 'GET', url: '/api/health' });
          anchors.push(performance.now() - started);
        }),
      );
      await Promise.all(
        approved.map(async ({ customer, body }) => {
          const started = performance.now();
          const res = await customer.call({ method: 'POST', url: '/api/v1/payments/confirm', payload: body });
          const total = performance.now() - started;
          if (res.statusCode !== 200 || res.json().data.status !== 'DONE')
            throw new Error(`confirm: ${res.statusCode} ${res.body}`);
          const gatewayMs = spent.get(body.orderId) ?? 0;
          totals.push(total);
          atGateway.push(gatewayMs);
          own.push(total - gatewayMs);
        }),
      );
    }
    const ownP99 = percentile(own, 99);
    const anchorP99 = percentile(anchors, 99);
    console.log(`  ${label}: ${totals.length} confirms, ${CUSTOMERS} at once`);
    console.log(`    confirm     p50 ${ms(percentile(totals, 50))}  p99 ${ms(percentile(totals, 99))}`);
    console.log(`    at gateway  p50 ${ms(percentile(atGateway, 50))}  p99 ${ms(percentile(atGateway, 99))}`);
    console.log(
      `    our own     p50 ${ms(percentile(own, 50))}  p99 ${ms(ownP99)}  (goal ≤ ${GOAL_MS} ms → ${ownP99 <= GOAL_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `    anchor GET /api/health p99 ${ms(anchorP99)}; our own p99 / anchor p99 = ${(ownP99 / Math.max(0.1, anchorP99)).toFixed(1)}`,
    );
  } finally {
    await t.close();
    await sandbox.close();
  }
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log('Payments: confirm at concurrency');
await measure('PGlite', undefined);
if (await postgresAnswers(DATABASE)) await measure('PostgreSQL', DATABASE);
else console.log(`  PostgreSQL at ${DATABASE} did not answer: skipped`);
