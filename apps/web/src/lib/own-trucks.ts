import type { OwnTruck } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../shell/api-client.ts';
import { queryRoots } from '../shell/query-roots.ts';

/** The key of the owner's trucks: the vendor feature's `vendorKeys.mine` is this one. */
export const ownTruckKeys = { mine: [...queryRoots.vendor, 'trucks', 'mine'] as const };

/**
 * The signed-in vendor's trucks (`GET /foodtrucks/mine`), for the owners' screens that work on one truck at a
 * time (예약 관리, 캘린더, 정산 내역). The key and answer are those of the vendor feature's own query, so both
 * read and update one cached list; it lives here because features do not import each other.
 */
export const ownTrucksQuery = () =>
  queryOptions({
    queryKey: ownTruckKeys.mine,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<OwnTruck[]>>('/api/v1/foodtrucks/mine', { signal })).data,
  });

/**
 * The truck a screen works on: the one named in the URL (`?truck=`) when it is the vendor's, else the first
 * listed (approved) one, else the first at all.
 */
export function pickOwnTruck(trucks: readonly OwnTruck[], requested: string | null): OwnTruck | undefined {
  const id = Number(requested);
  return (
    trucks.find((truck) => truck.id === id) ??
    trucks.find((truck) => truck.status === 'approved') ??
    trucks[0]
  );
}
