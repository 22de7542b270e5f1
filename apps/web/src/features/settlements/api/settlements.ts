import type { ListEnvelope, Settleable, Settlement } from '@ft/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';

/** Settlements a page holds on the history list. */
export const SETTLEMENTS_PAGE_SIZE = 10;

export type SettlementPage = ListEnvelope<Settlement> & { settleable: Settleable };

export const settlementKeys = {
  all: ['settlements'] as const,
  truck: (truckId: number) => ['settlements', 'truck', truckId] as const,
  detail: (id: string) => ['settlements', 'detail', id] as const,
};

/** A truck's settlements, newest first, a page at a time; every page also says what is settleable now. */
export const truckSettlementsQuery = (truckId: number) =>
  infiniteQueryOptions({
    queryKey: settlementKeys.truck(truckId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SettlementPage>(`/api/v1/settlements/foodtruck/${truckId}`, {
        query: { page: pageParam, limit: SETTLEMENTS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // Money: a booking completed a moment ago must show up when the screen opens.
    staleTime: 0,
  });

export const settlementQuery = (id: string) =>
  queryOptions({
    queryKey: settlementKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<Settlement>>(`/api/v1/settlements/${encodeURIComponent(id)}`, { signal }))
        .data,
  });

/**
 * 정산 요청: every completed booking of the truck in no live settlement. The confirm sheet explains a refusal
 * (NOTHING_TO_SETTLE, no payout account) itself; the new settlement is stored as its own detail and the
 * truck's history and settleable amount reload.
 */
export function useRequestSettlementMutation(truckId: number) {
  const queryClient = useQueryClient();
  return useMutation<Settlement, ApiError, void>({
    mutationFn: async () =>
      (
        await apiRequest<Envelope<Settlement>>(`/api/v1/settlements/foodtruck/${truckId}`, {
          method: 'POST',
          notify: false,
        })
      ).data,
    onSuccess: (settlement) => queryClient.setQueryData(settlementKeys.detail(settlement.id), settlement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.truck(truckId) }),
  });
}
