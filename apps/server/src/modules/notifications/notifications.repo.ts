import type { DomainEventType } from '@ft/shared';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  foodTrucks,
  inquiries,
  messages,
  notifications,
  settlements,
  users,
  vendorApplications,
} from '../../db/schema/index.ts';

/** The notices written for an event (their channels are planned from them). */
export async function noticeIdsOf(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.eventId, eventId))
    .orderBy(asc(notifications.id));
  return rows.map((row) => row.id);
}

/** A booking's people and words: its customer, the truck's owner (if a truck has it), names and amounts. */
export async function bookingParties(db: Db, id: string) {
  const [row] = await db
    .select({
      customerId: bookings.customerId,
      ownerId: foodTrucks.ownerId,
      code: bookings.code,
      eventName: bookings.eventName,
      truckName: foodTrucks.name,
      amount: bookings.quotedAmount,
      isOpenRequest: sql<boolean>`${bookings.targetTruckId} is null`,
      truckId: bookings.truckId,
    })
    .from(bookings)
    .leftJoin(foodTrucks, eq(foodTrucks.id, bookings.truckId))
    .where(eq(bookings.id, id));
  return row;
}

/** A quote's truck (its owner and name): the quote's event names its booking and truck. */
export async function truckParty(db: Db, truckId: number) {
  const [row] = await db
    .select({ ownerId: foodTrucks.ownerId, truckName: foodTrucks.name })
    .from(foodTrucks)
    .where(eq(foodTrucks.id, truckId));
  return row;
}

export async function settlementParties(db: Db, id: string) {
  const [row] = await db
    .select({ ownerId: foodTrucks.ownerId, code: settlements.code, amount: settlements.netAmount })
    .from(settlements)
    .innerJoin(foodTrucks, eq(foodTrucks.id, settlements.truckId))
    .where(eq(settlements.id, id));
  return row;
}

export async function applicationParties(db: Db, id: string) {
  const [row] = await db
    .select({ applicantId: vendorApplications.applicantId, truckName: foodTrucks.name })
    .from(vendorApplications)
    .leftJoin(foodTrucks, eq(foodTrucks.id, vendorApplications.truckId))
    .where(eq(vendorApplications.id, id));
  return row;
}

/** A message's thread: the booking's customer, the owner of the thread's truck, and what was said. */
export async function messageParties(db: Db, id: string) {
  const [row] = await db
    .select({
      bookingId: messages.bookingId,
      // 문의하기 (decision 090): an inquiry's message no booking holds yet is the inquiry's news.
      inquiryId: messages.inquiryId,
      customerId: sql<string>`coalesce(${bookings.customerId}, ${inquiries.customerId})`,
      ownerId: foodTrucks.ownerId,
      eventName: bookings.eventName,
      truckName: foodTrucks.name,
      senderSide: messages.senderSide,
      body: messages.body,
    })
    .from(messages)
    .leftJoin(bookings, eq(bookings.id, messages.bookingId))
    .leftJoin(inquiries, eq(inquiries.id, messages.inquiryId))
    .innerJoin(foodTrucks, eq(foodTrucks.id, messages.truckId))
    .where(eq(messages.id, id));
  return row;
}

export async function operatorIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

export interface NoticeRow {
  userId: string;
  eventId: number;
  type: DomainEventType;
  title: string;
  body: string;
  link: string;
}

/** Writes notices and answers the new ones' ids; one an earlier delivery already wrote is left as it is. */
export async function insertNotices(tx: Db, rows: NoticeRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}

export async function pageOf(db: Db, userId: string, page: number, limit: number) {
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { rows, total: total!.n, unread: unread!.n };
}

/** false when the notice is not the person's (theirs or nobody's answers the same). */
export async function markRead(db: Db, userId: string, id: number): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
