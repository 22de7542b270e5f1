import type { ListEnvelope, Settlement, SettlementStatus, SettlementStatusBody } from '@ft/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { overviewKeys } from './overview.ts';

/** Cards per page of a settlement tab. */
export const SETTLEMENTS_PAGE_SIZE = 10;

export const adminSettlementKeys = {
  all: ['admin', 'settlements'] as const,
  list: (status: SettlementStatus, page: number) => ['admin', 'settlements', 'list', status, page] as const,
  count: (status: SettlementStatus) => ['admin', 'settlements', 'count', status] as const,
  detail: (id: string) => ['admin', 'settlements', 'detail', id] as const,
};

const listSettlements = (status: SettlementStatus, page: number, limit: number, signal?: AbortSignal) =>
  apiRequest<ListEnvelope<Settlement>>('/api/v1/admin/settlements', {
    query: { status, page, limit },
    ...(signal ? { signal } : {}),
  });

export const settlementsQuery = (status: SettlementStatus, page: number) =>
  queryOptions({
    queryKey: adminSettlementKeys.list(status, page),
    queryFn: ({ signal }) => listSettlements(status, page, SETTLEMENTS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A tab's count: the total of a one-card page. */
export const settlementCountQuery = (status: SettlementStatus) =>
  queryOptions({
    queryKey: adminSettlementKeys.count(status),
    queryFn: async ({ signal }) => (await listSettlements(status, 1, 1, signal)).total,
    staleTime: 10_000,
  });

const settlementPath = (id: string) => `/api/v1/settlements/${encodeURIComponent(id)}`;

export const settlementQuery = (id: string) =>
  queryOptions({
    queryKey: adminSettlementKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<Settlement>>(settlementPath(id), { signal })).data,
  });

/**
 * 승인 / 지급 완료 / 반려. The sheet says what went wrong itself (a reason under its field; a settlement someone
 * else moved first is reloaded), so the client raises no toast. Afterwards the detail is the answer and
 * every tab, count and the overview's amounts load again.
 */
export function useSettlementStatusMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Settlement, ApiError, SettlementStatusBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<Settlement>>(`${settlementPath(id)}/status`, {
          method: 'PUT',
          body,
          notify: false,
        })
      ).data,
    onSuccess: async (settlement) => {
      queryClient.setQueryData(adminSettlementKeys.detail(settlement.id), settlement);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: adminSettlementKeys.all,
          predicate: (query) => query.queryKey[2] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.overview }),
      ]);
    },
  });
}
