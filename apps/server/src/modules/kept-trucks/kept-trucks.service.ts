import { currentTime, type KeepTruckBody, type KeptTruck, seoulDate } from '@ft/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foodTrucks, keptTrucks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicUrl } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { fieldErrors } from '../bookings/bookings.service.ts';
import { shownRating, truckRow, truckThumbnailKey } from '../foodtrucks/foodtrucks.service.ts';

/**
 * 찜 (issue 31): a customer keeps listed trucks and sees them in 마이; a day they looked at while the truck was
 * busy is kept with it, and a deferred trigger tells them once when that day opens (migration 0034).
 */

/** GET /kept-trucks: the person's kept trucks, newest first, as they are listed now. */
export async function keptTrucksOf(db: Db, user: SessionUser): Promise<KeptTruck[]> {
  const rows = await db
    .select({
      id: foodTrucks.id,
      name: foodTrucks.name,
      rating: foodTrucks.rating,
      reviewCount: foodTrucks.reviewCount,
      thumbnailKey: truckThumbnailKey(sql`${foodTrucks.id}`),
      wantedDate: keptTrucks.wantedDate,
      keptAt: keptTrucks.createdAt,
    })
    .from(keptTrucks)
    .innerJoin(foodTrucks, eq(foodTrucks.id, keptTrucks.truckId))
    .where(and(eq(keptTrucks.userId, user.id), eq(foodTrucks.status, 'approved')))
    .orderBy(desc(keptTrucks.createdAt));
  return rows.map(({ thumbnailKey, keptAt, rating, ...row }) => ({
    ...row,
    rating: shownRating(rating),
    thumbnailUrl: thumbnailKey ? publicUrl(thumbnailKey) : null,
    keptAt: keptAt.toISOString(),
  }));
}

/** PUT /kept-trucks/:id: keeps a listed truck, with the day to watch (a past day is refused). */
export async function keepTruck(
  db: Db,
  user: SessionUser,
  truckId: number,
  body: KeepTruckBody,
): Promise<void> {
  const truck = await truckRow(db, truckId);
  if (truck?.status !== 'approved') throw new AppError('FOODTRUCK_NOT_FOUND');
  if (body.wantedDate && body.wantedDate < seoulDate(currentTime())) {
    throw fieldErrors({ wantedDate: '오늘 이후의 날짜를 골라주세요' });
  }
  const values = { userId: user.id, truckId, createdAt: currentTime(), wantedDate: body.wantedDate ?? null };
  await db
    .insert(keptTrucks)
    .values(values)
    .onConflictDoUpdate({
      target: [keptTrucks.userId, keptTrucks.truckId],
      // Kept again without a day: the day already watched stays.
      set: body.wantedDate === undefined ? { truckId } : { wantedDate: values.wantedDate },
    });
}

/** DELETE /kept-trucks/:id: no longer kept (nothing kept answers the same). */
export async function releaseTruck(db: Db, user: SessionUser, truckId: number): Promise<void> {
  await db.delete(keptTrucks).where(and(eq(keptTrucks.userId, user.id), eq(keptTrucks.truckId, truckId)));
}
