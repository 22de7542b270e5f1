import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './bookings.repo.ts';

/**
 * How the person relates to a booking (docs/product.md § Roles and access), checked in this order: its
 * customer, an operator, the vendor of its truck (the target, or the one that took an open request), a vendor
 * whose approved trucks serve an open request.
 */
export type Viewer =
  | { role: 'customer' }
  | { role: 'admin' }
  | { role: 'vendor'; truckId: number }
  /** `waiting` while nobody has taken the request; afterwards they may only learn that they are too late. */
  | { role: 'bidder'; truckIds: number[]; waiting: boolean };

/** Who is asking, or null when they may not know the booking exists. */
export async function resolveViewer(
  db: Db,
  user: SessionUser,
  booking: repo.BookingRow,
): Promise<Viewer | null> {
  if (booking.customerId === user.id) return { role: 'customer' };
  if (user.role === 'admin') return { role: 'admin' };
  const ownTruckId = booking.truckId ?? booking.targetTruckId;
  if (ownTruckId !== null && (await truckRow(db, ownTruckId))?.ownerId === user.id) {
    return { role: 'vendor', truckId: ownTruckId };
  }
  if (booking.targetTruckId !== null) return null;
  const truckIds = await repo.servingTruckIds(db, user.id, booking.id);
  if (truckIds.length === 0) return null;
  return { role: 'bidder', truckIds, waiting: booking.status === 'requested' && booking.truckId === null };
}
