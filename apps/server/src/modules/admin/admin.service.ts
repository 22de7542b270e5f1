import {
  type AdminBooking,
  type AdminBookingQuery,
  type AdminOverview,
  type AdminTruck,
  addDays,
  currentTime,
  type FoodTruckStatus,
  seoulDate,
  seoulInstant,
  TRUCK_STATUS_MOVES,
  type TruckStatusBody,
  unansweredSince,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { type CatalogCache, lockTruckRow, moveTruck } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './admin.repo.ts';

export async function overview(db: Db, now = currentTime()): Promise<AdminOverview> {
  const today = seoulDate(now);
  return repo.overviewCounts(
    db,
    seoulInstant(today, '00:00'),
    seoulInstant(addDays(today, 1), '00:00'),
    unansweredSince(now),
  );
}

export async function searchBookings(db: Db, query: AdminBookingQuery) {
  const { rows, total } = await repo.searchBookings(db, query);
  const data: AdminBooking[] = rows.map(({ booking: b, nickname, truckName }) => ({
    id: b.id,
    code: b.code,
    status: b.status,
    eventName: b.eventName,
    eventDate: b.eventDate,
    startTime: b.startTime,
    endTime: b.endTime,
    guestCount: b.guestCount,
    area: `${b.sido} ${b.sigungu}`,
    estimate: b.estimate,
    quotedAmount: b.quotedAmount,
    customer: { nickname, contactName: b.contactName },
    truck: b.truckId !== null && truckName !== null ? { id: b.truckId, name: truckName } : null,
    createdAt: b.createdAt.toISOString(),
  }));
  return { data, total, page: query.page, limit: query.limit };
}

type TruckRow = Awaited<ReturnType<typeof repo.listTrucks>>['rows'][number];
const adminTruck = (row: TruckRow): AdminTruck => ({
  id: row.id,
  name: row.name,
  status: row.status,
  companyName: row.companyName,
  owner: row.ownerNickname === null ? null : { nickname: row.ownerNickname, email: row.ownerEmail },
  createdAt: row.createdAt.toISOString(),
  statusReason: row.statusReason,
});

export async function listTrucks(
  db: Db,
  query: { status?: FoodTruckStatus; q?: string; page: number; limit: number },
) {
  const { rows, total } = await repo.listTrucks(db, query, query.page, query.limit);
  return { data: rows.map(adminTruck), total, page: query.page, limit: query.limit };
}

/**
 * Suspend or reinstate: a suspended truck leaves the catalogue at once and gets no
 * requests; every move is kept with its reason.
 */
export async function changeTruckStatus(
  db: Db,
  cache: CatalogCache,
  admin: SessionUser,
  truckId: number,
  body: TruckStatusBody,
): Promise<AdminTruck> {
  await db.transaction(async (tx) => {
    const truck = await lockTruckRow(tx, truckId);
    if (!truck) throw new AppError('NOT_FOUND', { message: '푸드트럭을 찾을 수 없어요.' });
    if (truck.status !== TRUCK_STATUS_MOVES[body.status]) {
      throw new AppError('OPERATION_NOT_ALLOWED', {
        message:
          body.status === 'suspended'
            ? '영업 중인 푸드트럭만 정지할 수 있어요.'
            : '정지된 푸드트럭만 다시 열 수 있어요.',
      });
    }
    await moveTruck(
      tx,
      truckId,
      { from: truck.status, to: body.status },
      { actor: 'admin', actorUserId: admin.id, reason: body.reason, at: currentTime() },
    );
  });
  cache.invalidate();
  const { rows } = await repo.listTrucks(db, { id: truckId }, 1, 1);
  return adminTruck(rows[0]!);
}
