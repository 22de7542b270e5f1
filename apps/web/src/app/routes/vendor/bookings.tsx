import { groupDigits, type OwnTruck } from '@ft/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { OwnTruckGate, TruckSwitcher } from '../../../components/vendor/own-truck.tsx';
import { InquiriesLink } from '../../../features/messages/components/inquiry-list.tsx';
import {
  truckBookingCountQuery,
  truckBookingsQuery,
} from '../../../features/vendor-bookings/api/vendor-bookings.ts';
import { VendorBookingCard } from '../../../features/vendor-bookings/components/vendor-booking-card.tsx';
import { isVendorTab, VENDOR_TABS, type VendorTabKey } from '../../../features/vendor-bookings/tabs.ts';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';

const EMPTY: Record<VendorTabKey, [string, string]> = {
  requested: ['새 요청이 없어요', '우리 트럭을 지정한 요청과, 지역·메뉴가 맞는 열린 요청이 여기에 와요.'],
  accepted: ['확정한 예약이 없어요', '새 요청을 수락하면 여기에서 일정과 연락처를 볼 수 있어요.'],
  completed: ['완료한 예약이 없어요', '행사를 마치고 완료 처리하면 여기에 모이고, 정산을 요청할 수 있어요.'],
  closed: ['취소·거절된 예약이 없어요', '거절하거나 취소된 예약, 기한이 지난 요청이 여기에 남아요.'],
};

/** A tab with its count (when known), read out as "새 요청 3건". */
function InboxTab({ truckId, tab, current }: { truckId: number; tab: VendorTabKey; current: boolean }) {
  const count = useQuery(truckBookingCountQuery(truckId, tab)).data;
  const label = VENDOR_TABS.find((t) => t.key === tab)!.label;
  return (
    <Link
      to={vendorPaths.bookings(truckId, tab)}
      replace
      aria-current={current ? 'page' : undefined}
      aria-label={count === undefined ? undefined : `${label} ${groupDigits(count)}건`}
      className={`flex min-h-12 items-center justify-center gap-1 border-b-2 px-0.5 text-sm font-semibold whitespace-nowrap min-[380px]:text-[15px] ${
        current ? 'border-gray-900 text-gray-900' : 'border-transparent text-gray-600'
      }`}
    >
      {label}
      {count !== undefined && (
        <span
          className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums ${
            tab === 'requested' && count > 0 ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-700'
          }`}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label="불러오는 중" className="space-y-3">
      {[0, 1].map((key) => (
        <div key={key} aria-hidden="true" className="space-y-2 rounded-2xl border border-gray-200 p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

function Inbox({ truck, trucks, tab }: { truck: OwnTruck; trucks: readonly OwnTruck[]; tab: VendorTabKey }) {
  const list = useInfiniteQuery(truckBookingsQuery(truck.id, tab));
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const label = VENDOR_TABS.find((t) => t.key === tab)!.label;

  return (
    <>
      <TruckSwitcher trucks={trucks} current={truck} hrefFor={(id) => vendorPaths.bookings(id, tab)} />
      <nav aria-label="예약 상태" className="sticky top-14 z-20 mt-1 border-b border-gray-100 bg-white">
        <ul className="grid grid-cols-4 px-1">
          {VENDOR_TABS.map((t) => (
            <li key={t.key}>
              <InboxTab truckId={truck.id} tab={t.key} current={t.key === tab} />
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="px-4 py-4 pb-10">
        <h2 className="sr-only">{label} 목록</h2>
        {truck.status !== 'approved' && tab === 'requested' && (
          <p className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            승인된 트럭만 열린 요청을 받고 견적을 보낼 수 있어요.
          </p>
        )}
        {list.isError && !list.data ? (
          <div role="alert" className="py-16 text-center">
            <p className="text-lg font-bold">예약을 불러오지 못했어요</p>
            <p className="mt-1 text-sm text-gray-600">{list.error.message}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mx-auto mt-6 flex min-h-12 w-40 items-center justify-center rounded-xl bg-gray-100 font-semibold"
            >
              다시 시도
            </button>
          </div>
        ) : list.isPending ? (
          <InboxSkeleton />
        ) : items.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-bold">{EMPTY[tab][0]}</p>
            <p className="mx-auto mt-1 max-w-72 text-sm break-keep text-gray-600">{EMPTY[tab][1]}</p>
            {tab === 'completed' && (
              <Link
                to={vendorPaths.settlement(truck.id)}
                className="mx-auto mt-6 flex min-h-12 max-w-60 items-center justify-center rounded-xl bg-gray-100 font-semibold"
              >
                정산 내역 보기
              </Link>
            )}
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-600">총 {groupDigits(total)}건</p>
            <ul className="space-y-3">
              {items.map((booking) => (
                <li key={booking.id}>
                  <VendorBookingCard booking={booking} to={vendorPaths.booking(booking.id, truck.id)} />
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
        )}
      </main>
    </>
  );
}

/** 예약 관리: one truck's requests and bookings by tab (새 요청 / 확정 / 완료 / 취소·거절). */
export default function VendorBookingsPage() {
  useHead({ title: '예약 관리', noindex: true });
  const [search] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: VendorTabKey = isVendorTab(tabParam) ? tabParam : 'requested';
  return (
    <>
      <PageHeader title="예약 관리" back={false} />
      <InquiriesLink to={vendorPaths.inquiries()} />
      <OwnTruckGate>{(truck, trucks) => <Inbox truck={truck} trucks={trucks} tab={tab} />}</OwnTruckGate>
    </>
  );
}
