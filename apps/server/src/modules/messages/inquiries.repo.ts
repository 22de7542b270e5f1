import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, foodTrucks, inquiries, inquiryReports, messages, users } from '../../db/schema/index.ts';
import { conversationMessages, markConversationRead, type ThreadMessage } from './messages.repo.ts';

export type InquiryRow = typeof inquiries.$inferSelect;

/** An inquiry with what every view of it names: its truck (name, owner, status) and its customer's nickname. */
const withNames = {
  inquiry: inquiries,
  truckName: foodTrucks.name,
  truckStatus: foodTrucks.status,
  ownerId: foodTrucks.ownerId,
  customerNickname: users.nickname,
};
export type InquiryWithNames = {
  inquiry: InquiryRow;
  truckName: string;
  truckStatus: (typeof foodTrucks.$inferSelect)['status'];
  ownerId: string | null;
  customerNickname: string;
};

export async function inquiryById(db: Db, id: string): Promise<InquiryWithNames | undefined> {
  const [row] = await db
    .select(withNames)
    .from(inquiries)
    .innerJoin(foodTrucks, eq(foodTrucks.id, inquiries.truckId))
    .innerJoin(users, eq(users.id, inquiries.customerId))
    .where(eq(inquiries.id, id));
  return row;
}

export async function truckForInquiry(db: Db, truckId: number) {
  const [row] = await db
    .select({ id: foodTrucks.id, ownerId: foodTrucks.ownerId, status: foodTrucks.status })
    .from(foodTrucks)
    .where(eq(foodTrucks.id, truckId));
  return row;
}

/** The customer's inquiry with the truck, made if it is the first time (two tabs at once make one). */
export async function openInquiry(db: Db, customerId: string, truckId: number): Promise<string> {
  await db.insert(inquiries).values({ customerId, truckId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.customerId, customerId), eq(inquiries.truckId, truckId)));
  return row!.id;
}

/** The inquiry's messages no booking took yet. */
const stillOpen = (inquiryId: string) => and(eq(messages.inquiryId, inquiryId), isNull(messages.bookingId));

/** The inquiry's messages no booking took yet: the newest `limit` (plus one), oldest first. */
export function openMessages(db: Db, inquiryId: string, limit: number): Promise<ThreadMessage[]> {
  return conversationMessages(db, stillOpen(inquiryId), limit);
}

/** Every message sent as the inquiry, a booking's thread or not: what an operator reads of a reported one. */
export function allMessages(db: Db, inquiryId: string, limit: number): Promise<ThreadMessage[]> {
  return conversationMessages(db, eq(messages.inquiryId, inquiryId), limit);
}

export type ContinuationRow = Pick<
  typeof bookings.$inferSelect,
  'id' | 'code' | 'eventName' | 'status' | 'truckId' | 'targetTruckId'
>;

/** The bookings that took each inquiry's messages, the latest first per inquiry. */
export async function continuations(db: Db, inquiryIds: string[]): Promise<Map<string, ContinuationRow>> {
  if (inquiryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.inquiryId], {
      inquiryId: messages.inquiryId,
      id: bookings.id,
      code: bookings.code,
      eventName: bookings.eventName,
      status: bookings.status,
      truckId: bookings.truckId,
      targetTruckId: bookings.targetTruckId,
    })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.bookingId))
    .where(and(inArray(messages.inquiryId, inquiryIds), isNotNull(messages.bookingId)))
    .orderBy(messages.inquiryId, desc(bookings.createdAt));
  return new Map(rows.map(({ inquiryId, ...row }) => [inquiryId!, row]));
}

/** The other side's unread messages of the inquiry (those no booking took) become read; answers how many. */
export const markRead = (db: Db, inquiryId: string, readerSide: 'customer' | 'vendor', at: Date) =>
  markConversationRead(db, stillOpen(inquiryId), readerSide, at);

// ── The owners' list ────────────────────────────────────────────────────────────────────────────────────

const unreadOfTruck = sql<number>`(select count(*) from ${messages} m
  where m.inquiry_id = ${inquiries.id} and m.booking_id is null and m.sender_side = 'customer'
    and m.read_at is null)`.mapWith(Number);

/** Inquiries of the owner's trucks that have a message, the latest first, with their newest message. */
export async function ownerInquiries(db: Db, ownerId: string, limit: number, offset: number) {
  const mine = and(eq(foodTrucks.ownerId, ownerId), isNotNull(inquiries.lastMessageAt));
  const [page, [totals]] = await Promise.all([
    db
      .select({
        ...withNames,
        unread: unreadOfTruck,
        last: sql<{ side: 'customer' | 'vendor'; body: string; photo: boolean; created_at: string }>`(
          select json_build_object('side', m.sender_side, 'body', m.body, 'photo', m.photo_file_id is not null,
            'created_at', m.created_at)
          from ${messages} m where m.inquiry_id = ${inquiries.id}
          order by m.created_at desc, m.id desc limit 1)`,
      })
      .from(inquiries)
      .innerJoin(foodTrucks, eq(foodTrucks.id, inquiries.truckId))
      .innerJoin(users, eq(users.id, inquiries.customerId))
      .where(mine)
      .orderBy(desc(inquiries.lastMessageAt), desc(inquiries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count(), unread: sql<number>`coalesce(sum(${unreadOfTruck}), 0)`.mapWith(Number) })
      .from(inquiries)
      .innerJoin(foodTrucks, eq(foodTrucks.id, inquiries.truckId))
      .where(mine),
  ]);
  return { page, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

// ── Reports ─────────────────────────────────────────────────────────────────────────────────────────────

/** One report per person and inquiry: a second one replaces the reason and opens it again. */
export async function upsertReport(
  db: Db,
  row: { inquiryId: string; reporterId: string; reason: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(inquiryReports)
    .values(row)
    .onConflictDoUpdate({
      target: [inquiryReports.inquiryId, inquiryReports.reporterId],
      set: { reason: row.reason, createdAt: row.createdAt, resolvedAt: null },
    });
}

export async function reportsOf(db: Db, inquiryId: string) {
  return db
    .select()
    .from(inquiryReports)
    .where(eq(inquiryReports.inquiryId, inquiryId))
    .orderBy(asc(inquiryReports.createdAt));
}

/** Reported inquiries, the latest report first. */
export async function reportedInquiries(db: Db, limit: number) {
  const latest = sql<Date>`max(${inquiryReports.createdAt})`;
  return db
    .select({
      inquiryId: inquiryReports.inquiryId,
      customerId: inquiries.customerId,
      customerNickname: users.nickname,
      truckId: inquiries.truckId,
      truckName: foodTrucks.name,
      lastReportedAt: latest.mapWith((value: string | Date) => new Date(value)),
      messageCount: sql<number>`(select count(*) from ${messages} m
        where m.inquiry_id = ${inquiryReports.inquiryId})`.mapWith(Number),
    })
    .from(inquiryReports)
    .innerJoin(inquiries, eq(inquiries.id, inquiryReports.inquiryId))
    .innerJoin(foodTrucks, eq(foodTrucks.id, inquiries.truckId))
    .innerJoin(users, eq(users.id, inquiries.customerId))
    .groupBy(
      inquiryReports.inquiryId,
      inquiries.customerId,
      users.nickname,
      inquiries.truckId,
      foodTrucks.name,
    )
    .orderBy(desc(latest))
    .limit(limit);
}

export async function reportsOfInquiries(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select()
    .from(inquiryReports)
    .where(inArray(inquiryReports.inquiryId, inquiryIds))
    .orderBy(asc(inquiryReports.createdAt));
}
