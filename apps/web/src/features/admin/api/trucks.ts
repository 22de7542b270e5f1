import type { AdminTruck, FoodTruckStatus, ListEnvelope, TruckStatusBody } from '@ft/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

export const ADMIN_TRUCKS_PAGE_SIZE = 20;

export interface AdminTruckFilters {
  q?: string;
  status?: FoodTruckStatus;
  page?: number;
}

export const adminTruckKeys = {
  all: ['admin', 'trucks'] as const,
  lists: ['admin', 'trucks', 'list'] as const,
  list: (filters: AdminTruckFilters) => ['admin', 'trucks', 'list', filters] as const,
};

export const adminTrucksQuery = (filters: AdminTruckFilters) =>
  queryOptions({
    queryKey: adminTruckKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<AdminTruck>>('/api/v1/admin/trucks', {
        query: {
          q: filters.q,
          status: filters.status,
          page: filters.page ?? 1,
          limit: ADMIN_TRUCKS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/**
 * 정지 / 다시 열기, always with a reason. The card takes the answer at once (its status and the reason it
 * shows), and every list reloads when next shown; public lists change on the server at once.
 */
export function useTruckStatusMutation(truckId: number) {
  const queryClient = useQueryClient();
  return useMutation<AdminTruck, ApiError, TruckStatusBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<AdminTruck>>(`/api/v1/admin/trucks/${truckId}/status`, {
          method: 'PUT',
          body,
          notify: false,
        })
      ).data,
    onSuccess: async (truck) => {
      queryClient.setQueriesData<ListEnvelope<AdminTruck>>(
        { queryKey: adminTruckKeys.lists },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === truck.id ? truck : row)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTruckKeys.all, refetchType: 'none' }),
        // The public lists and the truck's page, in this tab, must not show what was just changed.
        queryClient.invalidateQueries({ queryKey: queryRoots.foodtrucks, refetchType: 'none' }),
      ]);
    },
  });
}
