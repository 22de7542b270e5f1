import type { ListEnvelope, NotificationFailure } from '@ft/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest } from '../../../shell/api-client.ts';

export const NOTIFICATION_FAILURES_PAGE_SIZE = 20;

export const notificationFailureKeys = {
  all: ['admin', 'notification-failures'] as const,
  page: (page: number) => ['admin', 'notification-failures', page] as const,
};

export const notificationFailuresQuery = (page: number) =>
  queryOptions({
    queryKey: notificationFailureKeys.page(page),
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<NotificationFailure>>('/api/v1/admin/notification-failures', {
        query: { page, limit: NOTIFICATION_FAILURES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** 다시 보내기: the delivery is due again at once; it leaves the list, and the worker sends it within seconds. */
export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) =>
      apiRequest(`/api/v1/admin/notification-failures/${id}/retry`, {
        method: 'POST',
        failureTitle: '다시 보내지 못했어요',
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<ListEnvelope<NotificationFailure>>(
        { queryKey: notificationFailureKeys.all },
        (page) => page && { ...page, data: page.data.filter((row) => row.id !== id), total: page.total - 1 },
      );
    },
  });
}
