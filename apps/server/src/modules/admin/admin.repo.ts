import type { AdminBookingQuery, BookingStatus, FoodTruckStatus } from '@ft/shared';
import { and, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingStatusHistory,
  bookings,
  foodTruckStatusHistory,
  foodTrucks,
  settlements,
  users,
  vendorApplications,
} from '../../db/schema/index.ts';

const num = (value: unknown) => Number(value ?? 0);

export async function overviewCounts(db: Db, dayStart: Date, dayEnd: Date, unansweredBefore: Date) {
  const changedToday = (status: BookingStatus) =>
    db
      .select({ n: count() })
      .from(bookingStatusHistory)
      .where(
        and(
          eq(bookingStatusHistory.toStatus, status),
          gte(bookingStatusHistory.createdAt, dayStart),
          lt(bookingStatusHistory.createdAt, dayEnd),
        ),
      );
  const settlementTotals = (status: 'requested' | 'approved') =>
    db
      .select({ n: count(), net: sum(settlements.netAmount) })
      .from(settlements)
      .where(eq(settlements.status, status));
  const [[requested], [accepted], [completed], [unanswered], [waiting], [approved], [applications]] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(gte(bookings.createdAt, dayStart), lt(bookings.createdAt, dayEnd))),
      changedToday('accepted'),
      changedToday('completed'),
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.status, 'requested'), lt(bookings.createdAt, unansweredBefore))),
      settlementTotals('requested'),
      settlementTotals('approved'),
      db.select({ n: count() }).from(vendorApplications).where(eq(vendorApplications.status, 'pending')),
    ]);
  return {
    today: { requested: num(requested?.n), accepted: num(accepted?.n), completed: num(completed?.n) },
    unansweredOver24h: num(unanswered?.n),
    settlements: {
      requestedCount: num(waiting?.n),
      requestedNet: num(waiting?.net),
      approvedCount: num(approved?.n),
      approvedNet: num(approved?.net),
    },
    pendingApplications: num(applications?.n),
  };
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchBookings(db: Db, query: AdminBookingQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const like = likeText(query.q);
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(bookings.code, like),
        ilike(bookings.eventName, like),
        ilike(bookings.contactName, like),
        ilike(bookings.contactEmail, like),
        ilike(users.nickname, like),
        ilike(foodTrucks.name, like),
        digits.length >= 4 ? ilike(bookings.contactPhone, `%${digits}%`) : undefined,
      ),
    );
  }
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.from) conditions.push(gte(bookings.eventDate, query.from));
  if (query.to) conditions.push(lte(bookings.eventDate, query.to));
  const where = and(...conditions);
  const base = () =>
    db
      .select({ booking: bookings, nickname: users.nickname, truckName: foodTrucks.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(foodTrucks, eq(foodTrucks.id, bookings.truckId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(foodTrucks, eq(foodTrucks.id, bookings.truckId))
      .where(where),
  ]);
  return { rows, total: num(total?.n) };
}

export async function listTrucks(
  db: Db,
  filter: { status?: FoodTruckStatus; q?: string; id?: number },
  page: number,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.id !== undefined) conditions.push(eq(foodTrucks.id, filter.id));
  if (filter.status) conditions.push(eq(foodTrucks.status, filter.status));
  if (filter.q) {
    const like = likeText(filter.q);
    conditions.push(
      or(ilike(foodTrucks.name, like), ilike(foodTrucks.businessName, like), ilike(users.email, like)),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: foodTrucks.id,
        name: foodTrucks.name,
        status: foodTrucks.status,
        companyName: foodTrucks.businessName,
        createdAt: foodTrucks.createdAt,
        ownerNickname: users.nickname,
        ownerEmail: users.email,
        statusReason: sql<string | null>`(select h.reason from ${foodTruckStatusHistory} h
          where h.truck_id = ${foodTrucks.id} order by h.id desc limit 1)`,
      })
      .from(foodTrucks)
      .leftJoin(users, eq(users.id, foodTrucks.ownerId))
      .where(where)
      .orderBy(desc(foodTrucks.createdAt), desc(foodTrucks.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(foodTrucks).leftJoin(users, eq(users.id, foodTrucks.ownerId)).where(where),
  ]);
  return { rows, total: num(total?.n) };
}
