import type { DisputeResolutionBody, DisputeSummary, Reconciliation } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';

export const disputeKeys = {
  open: ['admin', 'disputes'] as const,
  reconciliation: (date: string) => ['admin', 'reconciliation', date] as const,
};

export const openDisputesQuery = () =>
  queryOptions({
    queryKey: disputeKeys.open,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<DisputeSummary[]>>('/api/v1/admin/disputes', { signal })).data,
  });

/** An operator's resolution; the form shows a refusal (a refund above what is held) next to its field. */
export function useResolveDispute(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, DisputeResolutionBody>({
    mutationFn: (body) =>
      apiRequest(`/api/v1/admin/disputes/${encodeURIComponent(bookingId)}`, {
        method: 'PUT',
        body,
        failureTitle: '이의 제기를 처리하지 못했어요',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.open }),
  });
}

/** The day's reconciliation of the ledger against the gateway. */
export const reconciliationQuery = (date: string) =>
  queryOptions({
    queryKey: disputeKeys.reconciliation(date),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<Reconciliation>>('/api/v1/admin/reconciliation', {
          query: { date },
          signal,
        })
      ).data,
  });
