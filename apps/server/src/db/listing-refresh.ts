import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Bulk writers (the seeds) write many trucks' rows table by table: the list's derived columns (migration 0029)
 * are then refreshed once per truck at the end rather than after every statement. Both calls belong in the
 * same transaction: the deferral lasts until it ends.
 */
export const deferListingRefresh = (tx: Db) =>
  tx.execute(sql`select set_config('ft.listing_deferred', 'on', true)`);

export async function refreshListing(tx: Db, truckIds: SQL): Promise<void> {
  await tx.execute(sql`select set_config('ft.listing_deferred', 'off', true)`);
  await tx.execute(sql`select refresh_food_truck_listing(${truckIds})`);
}
