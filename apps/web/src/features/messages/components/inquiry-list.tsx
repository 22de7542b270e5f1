import { groupDigits, type InquirySummary } from '@ft/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';
import { vendorInquiriesQuery } from '../api/inquiries.ts';
import { messageTime } from './message-list.tsx';

function InquiryRow({ inquiry, to, showTruck }: { inquiry: InquirySummary; to: string; showTruck: boolean }) {
  const last = inquiry.lastMessage;
  const said = last.body || (last.photo ? '사진' : '');
  return (
    <Link to={to} className="flex min-h-16 items-start gap-3 px-4 py-3">
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="text-[15px] font-bold">{inquiry.customerName} 고객</span>
          {showTruck && <span className="truncate text-sm text-gray-600">{inquiry.truckName}</span>}
        </span>
        <span className="mt-0.5 block truncate text-sm text-gray-700">
          {last.side === 'vendor' ? `나: ${said}` : said}
        </span>
        {inquiry.booking && (
          <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 text-xs leading-6 font-semibold text-brand-800">
            {inquiry.booking.live ? '예약 요청으로 이어짐' : `지난 예약 · ${inquiry.booking.eventName}`}
          </span>
        )}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <time dateTime={last.createdAt} className="text-xs text-gray-600 tabular-nums">
          {messageTime(last.createdAt)}
        </time>
        {inquiry.unread > 0 && (
          <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white tabular-nums">
            <span className="sr-only">안 읽은 메시지 </span>
            {inquiry.unread > 99 ? '99+' : inquiry.unread}
          </span>
        )}
      </span>
    </Link>
  );
}

/** 받은 문의: customers' questions to the owner's trucks before any request, the latest first. */
export function InquiryList({ linkTo }: { linkTo: (id: string) => string }) {
  const list = useInfiniteQuery(vendorInquiriesQuery());
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((page) => page.inquiries) ?? [];
  const trucks = new Set(items.map((item) => item.truckId));
  if (list.isError && !list.data) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="text-lg font-bold">문의를 불러오지 못했어요</p>
        <p className="mt-1 text-sm text-gray-600">{list.error.message}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mx-auto mt-6 flex min-h-12 w-40 items-center justify-center rounded-xl bg-gray-100 font-semibold"
        >
          다시 시도
        </button>
      </div>
    );
  }
  if (!first) return <Skeleton className="h-40 w-full" />;
  if (items.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-bold">받은 문의가 없어요</p>
        <p className="mx-auto mt-1 max-w-72 text-sm break-keep text-gray-600">
          고객이 트럭 페이지에서 문의하기를 누르면 여기에 와요. 답장하면 고객에게 알림이 가요.
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-600">
        총 {groupDigits(first.total)}건
        {first.unread > 0 && ` · 안 읽은 메시지 ${groupDigits(first.unread)}개`}
      </p>
      <ul aria-label="받은 문의" className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
        {items.map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryRow inquiry={inquiry} to={linkTo(inquiry.id)} showTruck={trucks.size > 1} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className={`mt-4 ${SECONDARY_BUTTON}`}
        >
          {list.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
        </button>
      )}
    </>
  );
}

/** The way to 받은 문의 from the owners' inbox, with the count of messages waiting. */
export function InquiriesLink({ to }: { to: string }) {
  const list = useInfiniteQuery(vendorInquiriesQuery());
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <Link
      to={to}
      className="mx-4 mt-3 flex min-h-12 items-center justify-between rounded-xl bg-gray-50 px-4 text-[15px] font-semibold text-gray-900"
    >
      <span>받은 문의</span>
      <span className="flex items-center gap-2 text-sm text-gray-600">
        {unread > 0 && (
          <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white tabular-nums">
            <span className="sr-only">안 읽은 메시지 </span>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
        <span aria-hidden="true">›</span>
      </span>
    </Link>
  );
}
