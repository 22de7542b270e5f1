import type { MessageSide } from '@ft/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingDisputePhotos,
  bookings,
  files,
  foodTrucks,
  messages,
  messageThreadReports,
  reviewPhotos,
} from '../../db/schema/index.ts';

export type MessageRow = typeof messages.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PhotoRow = Pick<typeof files.$inferSelect, 'id' | 'storageKey' | 'mediumKey'>;
export interface ThreadMessage {
  message: MessageRow;
  photo: PhotoRow | null;
}

export interface ThreadKey {
  bookingId: string;
  truckId: number;
}

export async function bookingRow(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** Trucks with at least one message on the booking, oldest thread first. */
export async function threadTruckIds(db: Db, bookingId: string): Promise<number[]> {
  const rows = await db
    .select({ truckId: messages.truckId, first: sql<string>`min(${messages.createdAt})` })
    .from(messages)
    .where(eq(messages.bookingId, bookingId))
    .groupBy(messages.truckId)
    .orderBy(sql`min(${messages.createdAt})`);
  return rows.map((row) => row.truckId);
}

export async function truckNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: foodTrucks.id, name: foodTrucks.name })
    .from(foodTrucks)
    .where(inArray(foodTrucks.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A booking thread's messages: its booking's with one truck. */
const ofThread = (key: ThreadKey) =>
  and(eq(messages.bookingId, key.bookingId), eq(messages.truckId, key.truckId));

/**
 * The newest `limit` messages of a conversation (plus one, to tell whether earlier ones exist), oldest first,
 * with their photos: a booking thread's (`threadMessages`) or an inquiry's (inquiries.repo.ts).
 */
export async function conversationMessages(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      message: messages,
      photo: { id: files.id, storageKey: files.storageKey, mediumKey: files.mediumKey },
    })
    .from(messages)
    .leftJoin(files, eq(files.id, messages.photoFileId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  return rows.reverse().map((row) => ({ message: row.message, photo: row.photo?.id ? row.photo : null }));
}

export const threadMessages = (db: Db, key: ThreadKey, limit: number) =>
  conversationMessages(db, ofThread(key), limit);

export async function insertMessage(db: Db, row: typeof messages.$inferInsert): Promise<MessageRow> {
  const [inserted] = await db.insert(messages).values(row).returning();
  return inserted!;
}

/** The other side's unread messages of a conversation become read; answers how many. */
export async function markConversationRead(
  db: Db,
  where: SQL | undefined,
  readerSide: MessageSide,
  at: Date,
): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(where, sql`${messages.senderSide} <> ${readerSide}`, isNull(messages.readAt)))
    .returning({ id: messages.id });
  return updated.length;
}

/** The other side's unread messages in the thread become read; answers how many. */
export const markRead = (db: Db, key: ThreadKey, readerSide: MessageSide, at: Date) =>
  markConversationRead(db, ofThread(key), readerSide, at);

/** A photo the sender uploaded for messages and no message carries yet. */
export async function unsentPhoto(db: Db, fileId: string, ownerId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select({ id: files.id, storageKey: files.storageKey, mediumKey: files.mediumKey })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerId, ownerId),
        eq(files.folder, 'messages'),
        sql`not exists (select 1 from ${messages} m where m.photo_file_id = ${files.id})`,
        sql`not exists (select 1 from ${bookingDisputePhotos} dp where dp.file_id = ${files.id})`,
        sql`not exists (select 1 from ${reviewPhotos} rp where rp.file_id = ${files.id})`,
      ),
    );
  return row;
}

// ── Reports ─────────────────────────────────────────────────────────────────────────────────────────────

/** One report per person and thread: a second one replaces the reason and opens it again. */
export async function upsertReport(
  db: Db,
  row: ThreadKey & { reporterId: string; reason: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(messageThreadReports)
    .values(row)
    .onConflictDoUpdate({
      target: [messageThreadReports.bookingId, messageThreadReports.truckId, messageThreadReports.reporterId],
      set: { reason: row.reason, createdAt: row.createdAt, resolvedAt: null },
    });
}

/** The thread's reports, oldest first (operators may read a thread that has one). */
export async function reportsOf(db: Db, key: ThreadKey) {
  return db
    .select()
    .from(messageThreadReports)
    .where(
      and(eq(messageThreadReports.bookingId, key.bookingId), eq(messageThreadReports.truckId, key.truckId)),
    )
    .orderBy(asc(messageThreadReports.createdAt));
}

/** Trucks of the booking whose threads someone reported. */
export async function reportedTruckIds(db: Db, bookingId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ truckId: messageThreadReports.truckId })
    .from(messageThreadReports)
    .where(eq(messageThreadReports.bookingId, bookingId));
  return rows.map((row) => row.truckId);
}

export async function reportedByUser(db: Db, bookingId: string, reporterId: string): Promise<number[]> {
  const rows = await db
    .select({ truckId: messageThreadReports.truckId })
    .from(messageThreadReports)
    .where(
      and(eq(messageThreadReports.bookingId, bookingId), eq(messageThreadReports.reporterId, reporterId)),
    );
  return rows.map((row) => row.truckId);
}

/** Reported threads, the latest report first, with the booking and truck they belong to. */
export async function reportedThreads(db: Db, limit: number) {
  const latest = sql<Date>`max(${messageThreadReports.createdAt})`;
  return db
    .select({
      bookingId: messageThreadReports.bookingId,
      truckId: messageThreadReports.truckId,
      bookingCode: bookings.code,
      eventName: bookings.eventName,
      customerId: bookings.customerId,
      truckName: foodTrucks.name,
      lastReportedAt: latest.mapWith((value: string | Date) => new Date(value)),
      messageCount: sql<number>`(select count(*) from ${messages} m
        where m.booking_id = ${messageThreadReports.bookingId} and m.truck_id = ${messageThreadReports.truckId})`.mapWith(
        Number,
      ),
    })
    .from(messageThreadReports)
    .innerJoin(bookings, eq(bookings.id, messageThreadReports.bookingId))
    .innerJoin(foodTrucks, eq(foodTrucks.id, messageThreadReports.truckId))
    .groupBy(
      messageThreadReports.bookingId,
      messageThreadReports.truckId,
      bookings.code,
      bookings.eventName,
      bookings.customerId,
      foodTrucks.name,
    )
    .orderBy(desc(latest))
    .limit(limit);
}

export async function reportsOfThreads(db: Db, keys: ThreadKey[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(messageThreadReports)
    .where(inArray(messageThreadReports.bookingId, [...new Set(keys.map((key) => key.bookingId))]))
    .orderBy(asc(messageThreadReports.createdAt));
}
