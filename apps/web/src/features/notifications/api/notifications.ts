import { type AppNotification, PAGINATION } from '@ft/shared';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { announceNoticesRead } from '../../../lib/notices-read.ts';
import { type ApiError, apiRequest } from '../../../shell/api-client.ts';
import { noticeKeys } from '../../../shell/notices.ts';

export interface NoticePage {
  data: AppNotification[];
  total: number;
  unread: number;
  page: number;
  limit: number;
}

/** The person's notices, newest first, a page at a time (더 보기). */
export const noticesQuery = () =>
  infiniteQueryOptions({
    queryKey: noticeKeys.list,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NoticePage>('/api/v1/notifications', {
        query: { page: pageParam, limit: PAGINATION.defaultLimit },
        signal,
      }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** Marks the notices read in the cache at once (the bell and the list), before the server answers. */
function markReadInCache(queryClient: ReturnType<typeof useQueryClient>, id: number | 'all') {
  const now = new Date().toISOString();
  let newlyRead = 0;
  queryClient.setQueryData<{ pages: NoticePage[]; pageParams: unknown[] }>(noticeKeys.list, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data: page.data.map((notice) => {
              if (notice.readAt || (id !== 'all' && notice.id !== id)) return notice;
              newlyRead += 1;
              return { ...notice, readAt: now };
            }),
          })),
        }
      : old,
  );
  queryClient.setQueryData<number>(noticeKeys.unread, (old) =>
    old === undefined ? old : id === 'all' ? 0 : Math.max(0, old - newlyRead),
  );
}

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: async (id) => {
      await apiRequest(`/api/v1/notifications/${id}/read`, { method: 'PUT', notify: false });
    },
    onMutate: (id) => markReadInCache(queryClient, id),
    onSuccess: announceNoticesRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useReadAllNotices() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: async () => {
      await apiRequest('/api/v1/notifications/read-all', {
        method: 'PUT',
        failureTitle: '모두 읽음으로 표시하지 못했어요',
      });
    },
    onMutate: () => markReadInCache(queryClient, 'all'),
    onSuccess: announceNoticesRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
