import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Db } from './client.ts';
import { stampMove } from './move-line.ts';

/**
 * The seam (drizzle/repeatable/): a change of a status column announces itself whoever makes it. Each stateful
 * table is changed here with plain SQL, outside the application: its history line and its event must appear, by
 * the system; and a move the application stamps carries its actor and reason.
 */

let t: TestApp;
let db: Db;

async function all<Row>(text: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const one = async <Row>(text: string): Promise<Row> => {
  const [row] = await all<Row>(text);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
};

interface Case {
  table: string;
  /** The row's id, as the event's subject id. */
  find: string;
  to: string;
  history: { table: string; key: string; to: string };
  event: string;
  subject: string;
}

beforeAll(async () => {
  t = await createTestApp({ demoApplication: true });
  db = t.app.database.db;
});
afterAll(() => t.close());

describe('every status change announces itself', () => {
  const cases: Case[] = [
    {
      table: 'bookings',
      find: `select id::text from bookings where status = 'requested' order by created_at limit 1`,
      to: 'cancelled',
      history: { table: 'booking_status_history', key: 'booking_id', to: 'to_status' },
      event: 'booking.cancelled',
      subject: 'booking',
    },
    {
      table: 'food_trucks',
      find: `select id::text from food_trucks where status = 'approved' order by id limit 1`,
      to: 'suspended',
      history: { table: 'food_truck_status_history', key: 'truck_id', to: 'to_status' },
      event: 'food_truck.suspended',
      subject: 'food_truck',
    },
    {
      table: 'vendor_applications',
      find: `select id::text from vendor_applications where status = 'pending' limit 1`,
      to: 'rejected',
      history: { table: 'vendor_application_events', key: 'application_id', to: 'action' },
      event: 'application.rejected',
      subject: 'application',
    },
    {
      table: 'quotes',
      find: `select id::text from quotes where status = 'sent' limit 1`,
      to: 'declined',
      history: { table: 'quote_history', key: 'quote_id', to: 'to_status' },
      event: 'quote.declined',
      subject: 'quote',
    },
    {
      table: 'reviews',
      find: `select id::text from reviews where status = 'published' limit 1`,
      to: 'hidden',
      history: { table: 'review_history', key: 'review_id', to: 'to_status' },
      event: 'review.hidden',
      subject: 'review',
    },
  ];

  beforeAll(async () => {
    // Rows the demo has none of, written by hand too: their inserts announce themselves like any change.
    const booking = await one<{ id: string; customer_id: string; truck_id: number }>(
      `select id::text, customer_id::text, truck_id from bookings where truck_id is not null order by created_at limit 1`,
    );
    await db.execute(sql`insert into settlements (code, truck_id, gross_amount, commission_amount, net_amount,
      commission_rate_ppm, booking_count, period_start, period_end, payout_bank, payout_holder,
      payout_account, payout_account_last4)
      values ('ST-20261208-SEAM', ${booking.truck_id}, 100000, 10000, 90000, 100000, 1, '2026-12-01', '2026-12-01',
      '신한은행', '홍길동', 'sealed', '6789')`);
    await db.execute(sql`insert into payments (order_id, booking_id, customer_id, kind, order_name, amount, test_mode)
      values ('FTP-seam-test-000000000', ${booking.id}::uuid, ${booking.customer_id}::uuid, 'deposit', '예약금', 10000, true)`);
    await db.execute(
      sql`insert into booking_disputes (booking_id, reason) values (${booking.id}::uuid, '오지 않았어요')`,
    );
    await db.execute(sql`insert into counter_offers (booking_id, truck_id, booking_version, event_date, start_time,
      end_time, menus, amount, valid_until)
      values (${booking.id}::uuid, ${booking.truck_id}, 1, '2026-12-20', '11:00', '14:00', '[]'::jsonb, 500000,
      now() + interval '1 day')`);
  });

  const written: Case[] = [
    {
      table: 'settlements',
      find: `select id::text from settlements where code = 'ST-20261208-SEAM'`,
      to: 'rejected',
      history: { table: 'settlement_status_history', key: 'settlement_id', to: 'to_status' },
      event: 'settlement.rejected',
      subject: 'settlement',
    },
    {
      table: 'payments',
      find: `select id::text from payments where order_id = 'FTP-seam-test-000000000'`,
      to: 'ABORTED',
      history: { table: 'payment_status_history', key: 'payment_id', to: 'to_status' },
      event: 'payment.aborted',
      subject: 'payment',
    },
    {
      table: 'booking_disputes',
      find: `select booking_id::text as id from booking_disputes where reason = '오지 않았어요'`,
      to: 'resolved',
      history: { table: 'dispute_status_history', key: 'booking_id', to: 'to_status' },
      event: 'dispute.resolved',
      subject: 'dispute',
    },
    {
      table: 'counter_offers',
      find: `select id::text from counter_offers where amount = 500000 and menus = '[]'::jsonb`,
      to: 'withdrawn',
      history: { table: 'counter_offer_history', key: 'counter_offer_id', to: 'to_status' },
      event: 'counter_offer.withdrawn',
      subject: 'counter_offer',
    },
  ];

  it.each([...cases, ...written])('$table: a plain UPDATE writes its history line and $event', async (c) => {
    const { id } = await one<{ id: string }>(c.find);
    const key = c.table === 'booking_disputes' ? 'booking_id' : 'id';
    const before = await one<{ n: number }>(
      `select count(*)::int as n from domain_events where subject_id = '${id}'`,
    );
    await db.execute(sql.raw(`update ${c.table} set status = '${c.to}' where ${key} = '${id}'`));
    const [line] = await all<{ to: string }>(
      `select ${c.history.to} as to from ${c.history.table} where ${c.history.key}::text = '${id}' order by id desc limit 1`,
    );
    expect(line?.to).toBe(c.to);
    const events = await all<{ type: string; subject: string; actor_user_id: string | null }>(
      `select type, subject, actor_user_id from domain_events where subject_id = '${id}' order by id`,
    );
    expect(events.length).toBe(before.n + 1);
    expect(events.at(-1)).toEqual({ type: c.event, subject: c.subject, actor_user_id: null });
  });

  it('the same value again is no move: nothing is written', async () => {
    const { id } = await one<{ id: string }>(
      `select id::text from bookings where status = 'cancelled' limit 1`,
    );
    const count = `select (select count(*) from booking_status_history where booking_id::text = '${id}')::int
      + (select count(*) from domain_events where subject_id = '${id}')::int as n`;
    const before = await one<{ n: number }>(count);
    await db.execute(
      sql.raw(`update bookings set status = 'cancelled', updated_at = now() where id = '${id}'`),
    );
    expect(await one<{ n: number }>(count)).toEqual(before);
  });

  it('a move the application stamps carries its actor, person and reason; a rolled-back one leaves nothing', async () => {
    const { id } = await one<{ id: string }>(
      `select id::text from food_trucks where status = 'approved' limit 1`,
    );
    const { owner } = await one<{ owner: string }>(
      `select id::text as owner from users where role = 'admin' limit 1`,
    );
    const at = new Date('2026-12-08T03:00:00Z');
    await expect(
      db.transaction(async (tx) => {
        await stampMove(tx, { actor: 'admin', actorUserId: owner, reason: '점검', at });
        await tx.execute(sql.raw(`update food_trucks set status = 'suspended' where id = ${id}`));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(
      await all(`select 1 from domain_events where subject = 'food_truck' and subject_id = '${id}'`),
    ).toEqual([]);
    await db.transaction(async (tx) => {
      await stampMove(tx, { actor: 'admin', actorUserId: owner, reason: '점검', at });
      await tx.execute(sql.raw(`update food_trucks set status = 'suspended' where id = ${id}`));
    });
    const line = await one<{ actor_user_id: string; reason: string; created_at: Date | string }>(
      `select actor_user_id::text, reason, created_at from food_truck_status_history where truck_id = ${id} order by id desc limit 1`,
    );
    expect(line.actor_user_id).toBe(owner);
    expect(line.reason).toBe('점검');
    expect(new Date(line.created_at).toISOString()).toBe(at.toISOString());
    const event = await one<{ data: { actor: string; reason: string } }>(
      `select data from domain_events where subject = 'food_truck' and subject_id = '${id}' order by id desc limit 1`,
    );
    expect(event.data).toMatchObject({ actor: 'admin', reason: '점검', from: 'approved', to: 'suspended' });
  });
});
