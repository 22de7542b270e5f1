import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { DomainEventRow } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { EventListener } from './event-listeners.ts';

/** A listener of the outbox with its own cursor: a new one hears what happens after it, once, in order. */

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
});
afterAll(() => t.close());

const requestedBookings = async (n: number) => {
  const result = (await db.execute(
    sql`select id::text from bookings where status <> 'cancelled' order by created_at, id limit ${n}`,
  )) as unknown as { rows?: { id: string }[] } | { id: string }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((row) => row.id);
};
const cancel = (tx: Db, id: string) =>
  tx.execute(sql`update bookings set status = 'cancelled' where id = ${id}`);

const recorder = (name: string) => {
  const heard: DomainEventRow[] = [];
  const listener = new EventListener(name).on('booking.cancelled', async (_tx, event) => {
    heard.push(event);
  });
  return { listener, heard };
};

describe('EventListener', () => {
  it('starts after the newest event, hears each of its kind once from its own cursor, and no other kind', async () => {
    const a = recorder('test-a');
    expect(await a.listener.drain(db)).toBe(0);
    const [first, second] = await requestedBookings(2);
    await cancel(db, first!);
    await a.listener.drain(db);
    expect(a.heard.map((event) => [event.type, event.subjectId])).toEqual([['booking.cancelled', first]]);
    // A second listener has a cursor of its own: it starts now, and the first is not moved by it.
    const b = recorder('test-b');
    await b.listener.drain(db);
    await cancel(db, second!);
    await Promise.all([a.listener.drain(db), b.listener.drain(db)]);
    expect(a.heard.map((event) => event.subjectId)).toEqual([first, second]);
    expect(b.heard.map((event) => event.subjectId)).toEqual([second]);
    await a.listener.drain(db);
    expect(a.heard).toHaveLength(2);
  });

  it('rolls its cursor back with a handler that fails, and work after commit runs once it committed', async () => {
    const after: string[] = [];
    let fail = true;
    const listener = new EventListener('test-c').on('booking.cancelled', async (_tx, event) => {
      if (fail) throw new Error('not now');
      return async () => {
        after.push(event.subjectId);
      };
    });
    await listener.drain(db);
    const [id] = await requestedBookings(1);
    await cancel(db, id!);
    await expect(listener.drain(db)).rejects.toThrow('not now');
    fail = false;
    await listener.drain(db);
    expect(after).toEqual([id]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'never passes over an event whose transaction commits after a later one',
    async () => {
      const c = recorder('test-late');
      await c.listener.drain(db);
      const [early, late] = await requestedBookings(2);
      let commit!: () => void;
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let started!: () => void;
      const begun = new Promise<void>((resolve) => {
        started = resolve;
      });
      // The early transaction writes its event first and commits last.
      const slow = db.transaction(async (tx) => {
        await cancel(tx, early!);
        started();
        await held;
      });
      await begun;
      await cancel(db, late!);
      await c.listener.drain(db);
      expect(c.heard.map((event) => event.subjectId)).toEqual([]);
      commit();
      await slow;
      await c.listener.drain(db);
      expect(c.heard.map((event) => event.subjectId)).toEqual([early, late]);
    },
  );
});
