import { type ServingsRange, servingsRangeOf } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import {
  type MenuGroup,
  menuGroupsFromCatalog,
  menuGroupsFromTruck,
} from '../../features/booking/components/menu-picker.tsx';
import { foodTruckQuery } from '../../features/foodtrucks/api/foodtrucks.ts';
import { groupedMenuQuery } from '../../features/reference/api/menu-items.ts';

/**
 * The dishes a request can include: the chosen truck's own menu and prices, or the catalogue for an open
 * request, with the servings either allows. Screens compose the two features here, so neither has to know
 * the other.
 */
export function useBookingMenu(truckId: number | null): {
  groups: MenuGroup[] | undefined;
  servingsRange: ServingsRange;
  error: { message: string; status: number } | null;
  retry: () => void;
} {
  const truck = useQuery({ ...foodTruckQuery(truckId ?? 0), enabled: truckId !== null });
  const catalog = useQuery({ ...groupedMenuQuery(), enabled: truckId === null });
  const source = truckId === null ? catalog : truck;
  const groups =
    truckId === null
      ? catalog.data && menuGroupsFromCatalog(catalog.data)
      : truck.data && menuGroupsFromTruck(truck.data);
  const servingsRange = servingsRangeOf(truckId === null ? null : (truck.data ?? null));
  return { groups, servingsRange, error: source.error, retry: () => void source.refetch() };
}
