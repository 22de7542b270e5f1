import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The in-app notices' cache keys, low enough for the header's bell (components/) and the notifications feature
 * alike. Everything under `['notifications']` is refreshed when a live event arrives or a notice is read.
 */
export const noticeKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/** The bell's number: a one-notice page carries the unread count (the server counts). */
export const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ unread: number }>('/api/v1/notifications', { query: { limit: 1 }, signal })).unread,
    staleTime: 30_000,
  });

/** How the bell names itself to a screen reader: the count is part of the name. */
export const bellLabel = (unread: number) => (unread > 0 ? `알림 ${unread}개 읽지 않음` : '알림');
