import type { DomainEventType } from '@ft/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type DomainEventRow, domainEvents, eventCursors } from '../db/schema/index.ts';

/**
 * What a handler may leave to do once the claim has committed: work that leaves the database (the gateway),
 * which must never hold the claim's transaction open. It runs at most once per event; whatever it misses, a
 * sweep of its own must find (refunds: the payments sweep).
 */
export type AfterCommit = () => Promise<void>;
/** Answers nothing, or an `AfterCommit`. */
export type EventHandler = (tx: Db, event: DomainEventRow) => Promise<unknown>;

/**
 * A reader of the outbox with its own cursor (`event_cursors`): `on(type, handler)` for each kind of event it
 * cares about; every other event only moves its cursor past. A new channel, screen or rule is a new listener.
 * Handlers run inside the claim's transaction, so what they write and the cursor's move commit together: each
 * event is handled once, by one instance, in order.
 */
export class EventListener {
  private readonly handlers = new Map<DomainEventType, EventHandler[]>();

  constructor(
    /** Its cursor's row. */
    readonly name: string,
    readonly opts: {
      /** Reads nothing that listener has not read yet (channels plan what the notices listener wrote). */
      after?: string;
      batch?: number;
    } = {},
  ) {}

  on(types: DomainEventType | readonly DomainEventType[], handler: EventHandler): this {
    for (const type of typeof types === 'string' ? [types] : types) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    }
    return this;
  }

  get types(): DomainEventType[] {
    return [...this.handlers.keys()];
  }

  /** One batch: claims the cursor, hands each event its handlers, moves the cursor; the events it read. */
  async runBatch(db: Db): Promise<number> {
    const after: AfterCommit[] = [];
    const read = await db.transaction(async (tx) => {
      const cursor = await claimCursor(tx, this.name);
      const limit = this.opts.after ? await cursorOf(tx, this.opts.after) : undefined;
      const events = await eventsAfter(tx, cursor, { upTo: limit, limit: this.opts.batch ?? 200 });
      for (const event of events) {
        for (const handler of this.handlers.get(event.type) ?? []) {
          const then = await handler(tx, event);
          if (typeof then === 'function') after.push(then as AfterCommit);
        }
      }
      const last = events.at(-1);
      if (last) {
        await tx
          .update(eventCursors)
          .set({ lastTxId: last.txId, lastId: last.id, updatedAt: sql`now()` })
          .where(eq(eventCursors.consumer, this.name));
      }
      return events.length;
    });
    for (const then of after) await then();
    return read;
  }

  /** Reads until it has caught up with the outbox; how many events it read. */
  async drain(db: Db): Promise<number> {
    const batch = this.opts.batch ?? 200;
    let read = 0;
    for (;;) {
      const n = await this.runBatch(db);
      read += n;
      if (n < batch) return read;
    }
  }
}

/** A statement's rows, on PostgreSQL (`{ rows }`) and on PGlite alike. */
const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/**
 * The transaction id below which every transaction that could still write this database's events has finished:
 * the oldest one running in this database when we looked (other databases share the ids, not the events), else
 * the first id not yet given out. The snapshot is taken before the running ones are read, so one that got its id
 * in between is above the snapshot's bound. Reading below it in (tx_id, id) order never passes over an event
 * whose transaction commits late, which reading by id alone can.
 */
async function finishedBelow(db: Db): Promise<number> {
  const [snapshot] = rowsOf<{ s: string }>(await db.execute(sql`select pg_current_snapshot()::text as s`));
  const running = rowsOf<{ x: string }>(
    await db.execute(sql`select backend_xid::text as x from pg_stat_activity
      where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()`),
  );
  const [, xmax, xip] = snapshot!.s.split(':');
  const here = new Set(running.map((row) => Number(row.x)));
  let below = Number(xmax);
  for (const id of xip ? xip.split(',').map(Number) : []) {
    // The snapshot's ids carry their epoch; a backend's shows only the low 32 bits.
    if (id < below && here.has(id % 2 ** 32)) below = id;
  }
  return below;
}

/** Finished events after `cursor`, in (tx_id, id) order: what every listener reads, with its cursor. */
export async function eventsAfter(
  db: Db,
  cursor: Cursor,
  opts: { upTo?: Cursor | undefined; limit: number },
) {
  const below = await finishedBelow(db);
  return db
    .select()
    .from(domainEvents)
    .where(
      and(
        sql`(${domainEvents.txId}, ${domainEvents.id}) > (${cursor.lastTxId}, ${cursor.lastId})`,
        sql`${domainEvents.txId} < ${below}`,
        opts.upTo === undefined
          ? undefined
          : sql`(${domainEvents.txId}, ${domainEvents.id}) <= (${opts.upTo.lastTxId}, ${opts.upTo.lastId})`,
      ),
    )
    .orderBy(asc(domainEvents.txId), asc(domainEvents.id))
    .limit(opts.limit);
}

/** The newest event, as a cursor: where a listener new to this database or instance starts. */
export async function newestEvent(db: Db): Promise<Cursor> {
  const [row] = await db
    .select({ lastTxId: domainEvents.txId, lastId: domainEvents.id })
    .from(domainEvents)
    .orderBy(sql`${domainEvents.txId} desc`, sql`${domainEvents.id} desc`)
    .limit(1);
  return row ?? { lastTxId: 0, lastId: 0 };
}

export interface Cursor {
  lastTxId: number;
  lastId: number;
}

/**
 * The listener's cursor, locked until the transaction ends: a second instance waits for the first's batch and
 * then reads after it. A listener new to this database starts after the newest event (it is not told the past).
 */
async function claimCursor(tx: Db, consumer: string): Promise<Cursor> {
  const locked = () =>
    tx
      .select({ lastTxId: eventCursors.lastTxId, lastId: eventCursors.lastId })
      .from(eventCursors)
      .where(eq(eventCursors.consumer, consumer))
      .for('update');
  const [row] = await locked();
  if (row) return row;
  await tx.execute(sql`insert into ${eventCursors} (consumer, last_tx_id, last_id)
    select ${consumer}, coalesce(max(tx_id), 0), coalesce(max(id), 0) from ${domainEvents}
    on conflict (consumer) do nothing`);
  return (await locked())[0]!;
}

async function cursorOf(db: Db, consumer: string): Promise<Cursor> {
  const [row] = await db
    .select({ lastTxId: eventCursors.lastTxId, lastId: eventCursors.lastId })
    .from(eventCursors)
    .where(eq(eventCursors.consumer, consumer));
  return row ?? { lastTxId: 0, lastId: 0 };
}

/** How many events each listener has still to read (/api/metrics). */
export async function listenerBacklogs(db: Db, names: string[]): Promise<Record<string, number>> {
  if (names.length === 0) return {};
  const rows = await db
    .select({
      consumer: eventCursors.consumer,
      behind: sql<number>`(select count(*) from ${domainEvents} e
        where (e.tx_id, e.id) > (${eventCursors.lastTxId}, ${eventCursors.lastId}))::int`,
    })
    .from(eventCursors)
    .where(inArray(eventCursors.consumer, names));
  return Object.fromEntries(rows.map((row) => [row.consumer, Number(row.behind)]));
}
