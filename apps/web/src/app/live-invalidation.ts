import type { AppNotification, LiveEvent } from '@ft/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminKeys } from '../features/admin/api/applications.ts';
import { disputeKeys } from '../features/admin/api/money.ts';
import { overviewKeys } from '../features/admin/api/overview.ts';
import { adminSettlementKeys } from '../features/admin/api/settlements.ts';
import { adminTruckKeys } from '../features/admin/api/trucks.ts';
import { bookingKeys } from '../features/booking/api/bookings.ts';
import { foodTruckKeys } from '../features/foodtrucks/api/foodtrucks.ts';
import { keptTruckKeys } from '../features/kept-trucks/api/kept-trucks.ts';
import { inquiryKeys } from '../features/messages/api/inquiries.ts';
import { messageKeys } from '../features/messages/api/messages.ts';
import { settlementKeys } from '../features/settlements/api/settlements.ts';
import { vendorKeys } from '../features/vendor/api/vendor.ts';
import { onNoticesReadElsewhere } from '../lib/notices-read.ts';
import { ApiError, apiRequest } from '../shell/api-client.ts';
import { noticeKeys } from '../shell/notices.ts';
import { connectLiveEvents } from './live-events.ts';

/**
 * The caches an event concerns, by the keys the features that own them export (docs/decisions/096). A booking's:
 * every booking query, both sides' (the vendor's inbox and counts, quotes, counter-offers, payments and reviews
 * live under the bookings root too) and the detail; a message's: its conversation; a settlement's: the vendor's
 * settlements and the operators'; an application's: the owner's trucks and the operators' queue and overview; a
 * truck's: its owner's, the operators' and the public's; a payment's: its booking's; a dispute's: its booking's
 * and the operators' list. Only queries on screen refetch now; the rest when shown next.
 */
export function keysOf(event: LiveEvent): QueryKey[] {
  switch (event.subject) {
    // A booking's move, a quote's or a proposal's opens or closes its conversations' threads as well.
    case 'booking':
    case 'quote':
    case 'counter_offer':
      return [bookingKeys.all, event.bookingId ? messageKeys.booking(event.bookingId) : messageKeys.all];
    // A payment or a review is its booking's news: they live under the booking's keys (features/payments, reviews).
    case 'payment':
    case 'review':
      return [bookingKeys.all];
    case 'dispute':
      return [bookingKeys.all, disputeKeys.open];
    // A message outside any booking is an inquiry's (decision 090): its screens live under inquiryKeys.all.
    case 'message':
      return event.bookingId ? [messageKeys.booking(event.bookingId)] : [inquiryKeys.all];
    case 'settlement':
      return [settlementKeys.all, adminSettlementKeys.all];
    case 'kept_truck':
      return [keptTruckKeys.all];
    case 'application':
      return [vendorKeys.all, adminKeys.applications, overviewKeys.overview];
    // A truck suspended or reinstated: its owner's screens, the operators' list and its public page.
    case 'food_truck':
      return [vendorKeys.all, adminTruckKeys.all, foodTruckKeys.all];
  }
}

interface NoticePages {
  pages: { data: AppNotification[]; total: number; unread: number; page: number; limit: number }[];
  pageParams: unknown[];
}

/**
 * A notice the live stream brought, put at the top of the list the screen already holds (no new request). The
 * first page keeps its size, so the next page still starts where the server's does. False when there was no
 * list to add it to, or it was there already.
 */
function addLiveNotice(queryClient: QueryClient, notice: AppNotification, unread: number): boolean {
  let added = false;
  queryClient.setQueryData<NoticePages>(noticeKeys.list, (old) => {
    const first = old?.pages[0];
    if (!old || !first || old.pages.some((page) => page.data.some((one) => one.id === notice.id))) return old;
    added = true;
    const data = [notice, ...first.data].slice(0, Math.max(first.limit, first.data.length));
    return { ...old, pages: [{ ...first, data, total: first.total + 1, unread }, ...old.pages.slice(1)] };
  });
  return added;
}

/**
 * Asked when the stream was refused: the bell's own call, with no retries or toasts of its own, but through the
 * one 401 flow (api-client.ts: renewed once, else 로그인 만료 and the session cleared). False only for a 401: a
 * failed or unanswered call says nothing about the session, and the stream keeps trying with back-off.
 */
async function sessionStands(queryClient: QueryClient): Promise<boolean> {
  try {
    const { unread } = await apiRequest<{ unread: number }>('/api/v1/notifications', {
      query: { limit: 1 },
      retry: false,
    });
    queryClient.setQueryData(noticeKeys.unread, unread);
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
}

export function startLiveUpdates(queryClient: QueryClient): () => void {
  const stopStream = connectLiveEvents(
    (event) => {
      queryClient.setQueryData(noticeKeys.unread, event.unread);
      // A notice comes whole: the list takes it as it is; what else changed is fetched when shown.
      if (event.notice && addLiveNotice(queryClient, event.notice, event.unread)) {
        void queryClient.invalidateQueries({ queryKey: noticeKeys.list, refetchType: 'none' });
      } else if (event.notificationId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: noticeKeys.list });
      }
      for (const queryKey of keysOf(event)) void queryClient.invalidateQueries({ queryKey });
    },
    () => sessionStands(queryClient),
  );
  const stopTabs = onNoticesReadElsewhere(
    () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  );
  return () => {
    stopStream();
    stopTabs();
  };
}
