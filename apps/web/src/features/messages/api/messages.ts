import type { BookingMessages, Message, MessageReportBody, MessageThread, ReportedThread } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

/**
 * A booking's conversation. Keyed `['messages', bookingId, …]`: the live events invalidate that prefix when a
 * message is sent on the booking (app/live-invalidation.ts), so the open screen refetches without polling.
 */
export const messageKeys = {
  all: queryRoots.messages,
  booking: (bookingId: string) => [...queryRoots.messages, bookingId] as const,
  threads: (bookingId: string) => [...queryRoots.messages, bookingId, 'threads'] as const,
  reported: ['admin', 'message-reports'] as const,
  reportedThread: (bookingId: string, truckId: number) =>
    ['admin', 'message-reports', bookingId, truckId] as const,
};

const messagesPath = (bookingId: string) => `/api/v1/bookings/${encodeURIComponent(bookingId)}/messages`;

export const bookingMessagesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: messageKeys.threads(bookingId),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<BookingMessages>>(messagesPath(bookingId), { signal })).data,
    // Photo links are signed for one to two hours; the list is read again on focus and on live events.
    staleTime: 30_000,
  });

/** Puts a message the server answered with into its thread, so it shows before any refetch. */
function appendMessage(
  data: BookingMessages | undefined,
  truckId: number,
  message: Message,
): BookingMessages | undefined {
  if (!data) return data;
  return {
    ...data,
    threads: data.threads.map((thread) =>
      thread.truckId === truckId && !thread.messages.some((m) => m.id === message.id)
        ? { ...thread, messages: [...thread.messages, message] }
        : thread,
    ),
  };
}

export interface SendInput {
  truckId: number;
  body: string;
  photoFileId?: string | undefined;
}

/** Sending explains its own failures under the message box: no toasts, no automatic retry. */
export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<Message, ApiError, SendInput>({
    mutationFn: async (input) =>
      (
        await apiRequest<Envelope<Message>>(messagesPath(bookingId), {
          method: 'POST',
          body: input,
          notify: false,
          retry: false,
        })
      ).data,
    onSuccess: (message, input) => {
      queryClient.setQueryData<BookingMessages>(messageKeys.threads(bookingId), (data) =>
        appendMessage(data, input.truckId, message),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.booking(bookingId) });
    },
  });
}

/** Marks the other side's messages in the thread read (their 읽음); quiet, as nobody asked for it. */
export function useMarkRead(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<{ read: number }, ApiError, number>({
    mutationFn: async (truckId) =>
      (
        await apiRequest<Envelope<{ read: number }>>(`${messagesPath(bookingId)}/read`, {
          method: 'PUT',
          body: { truckId },
          notify: false,
        })
      ).data,
    onSuccess: (answer, truckId) => {
      if (answer.read === 0) return;
      queryClient.setQueryData<BookingMessages>(messageKeys.threads(bookingId), (data) =>
        data
          ? {
              ...data,
              threads: data.threads.map((thread) =>
                thread.truckId === truckId ? { ...thread, unread: 0 } : thread,
              ),
            }
          : data,
      );
    },
  });
}

export function useReportThread(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation<null, ApiError, MessageReportBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<null>>(`${messagesPath(bookingId)}/report`, {
          method: 'POST',
          body,
          notify: false,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.booking(bookingId) }),
  });
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────────────

export const reportedThreadsQuery = () =>
  queryOptions({
    queryKey: messageKeys.reported,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<ReportedThread[]>>('/api/v1/admin/message-reports', { signal })).data,
    staleTime: 0,
  });

export const reportedThreadQuery = (bookingId: string, truckId: number) =>
  queryOptions({
    queryKey: messageKeys.reportedThread(bookingId, truckId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<MessageThread>>(
          `/api/v1/admin/message-reports/${encodeURIComponent(bookingId)}/${truckId}`,
          { signal },
        )
      ).data,
  });
