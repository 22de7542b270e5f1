import type { KeptTruck } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';

/** `['kept-trucks']`: a kept day opening (its live event) refreshes it. */
export const keptTruckKeys = { all: ['kept-trucks'] as const };

export const keptTrucksQuery = () =>
  queryOptions({
    queryKey: keptTruckKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<KeptTruck[]>>('/api/v1/kept-trucks', { signal })).data,
  });

/** 찜 and 찜 해제, shown at once and put back if the server refuses. */
export function useKeepTruck() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { truckId: number; keep: boolean; wantedDate?: string | undefined }>({
    mutationFn: ({ truckId, keep, wantedDate }) =>
      apiRequest(`/api/v1/kept-trucks/${truckId}`, {
        method: keep ? 'PUT' : 'DELETE',
        body: keep ? (wantedDate ? { wantedDate } : {}) : undefined,
        failureTitle: keep ? '찜하지 못했어요' : '찜을 풀지 못했어요',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptTruckKeys.all }),
  });
}
