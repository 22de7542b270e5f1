import type { Block, BlockCreateBody, BusyPeriod, TruckCalendar } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { type Month, monthRange } from '../month.ts';

export const availabilityKeys = {
  busy: (truckId: number, month: Month) => ['availability', 'busy', truckId, month] as const,
  calendar: (truckId: number) => ['availability', 'calendar', truckId] as const,
  calendarMonth: (truckId: number, month: Month) => ['availability', 'calendar', truckId, month] as const,
};

/** Public: when a listed truck is taken in a month (busy spans only), for the booking flow's date picker. */
export const truckBusyQuery = (truckId: number, month: Month) =>
  queryOptions({
    queryKey: availabilityKeys.busy(truckId, month),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<BusyPeriod[]>>(`/api/v1/foodtrucks/${truckId}/availability`, {
          query: monthRange(month),
          signal,
        })
      ).data,
    staleTime: 30_000,
  });

/** The owner's month: blocks with their reasons and the bookings that hold the truck. */
export const truckCalendarQuery = (truckId: number, month: Month) =>
  queryOptions({
    queryKey: availabilityKeys.calendarMonth(truckId, month),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<TruckCalendar>>(`/api/v1/foodtrucks/${truckId}/calendar`, {
          query: monthRange(month),
          signal,
        })
      ).data,
    // A booking accepted a moment ago must show when the calendar opens.
    staleTime: 0,
  });

/**
 * Blocks are added and removed from sheets that explain a refusal themselves (BLOCK_OVERLAP, a field), so the
 * client raises no toast of its own; every month of the truck's calendar reloads after a change (a block may
 * span two months).
 */
export function useAddBlockMutation(truckId: number) {
  const queryClient = useQueryClient();
  return useMutation<Block, ApiError, BlockCreateBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<Block>>(`/api/v1/foodtrucks/${truckId}/blocks`, {
          method: 'POST',
          body,
          notify: false,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.calendar(truckId) }),
  });
}

export function useRemoveBlockMutation(truckId: number) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: async (blockId) => {
      await apiRequest<{ success: true }>(`/api/v1/foodtrucks/${truckId}/blocks/${blockId}`, {
        method: 'DELETE',
        notify: false,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.calendar(truckId) }),
  });
}
