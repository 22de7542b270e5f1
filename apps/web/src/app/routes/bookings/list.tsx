import { BOOKING_TABS, type BookingTabKey, groupDigits } from '@ft/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { bookingsQuery } from '../../../features/booking/api/bookings.ts';
import { BookingCard } from '../../../features/booking/components/booking-card.tsx';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { TruckCardSkeleton } from '../../../shell/ui/skeleton.tsx';

const isTab = (value: string | null): value is BookingTabKey => BOOKING_TABS.some((tab) => tab.key === value);

export default function BookingsPage() {
  useHead({ title: '예약 내역', noindex: true });
  const [search] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: BookingTabKey = isTab(tabParam) ? tabParam : 'all';
  const bookings = useInfiniteQuery(bookingsQuery(tab));
  const items = bookings.data?.pages.flatMap((page) => page.data) ?? [];
  const total = bookings.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader title="예약 내역" />
      <nav aria-label="예약 상태" className="sticky top-14 z-20 border-b border-gray-100 bg-white">
        <ul className="no-scrollbar flex gap-1 overflow-x-auto px-3">
          {BOOKING_TABS.map((t) => (
            <li key={t.key} className="shrink-0">
              <Link
                to={t.key === 'all' ? paths.bookings : `${paths.bookings}?tab=${t.key}`}
                replace
                aria-current={t.key === tab ? 'page' : undefined}
                className={`flex min-h-12 items-center border-b-2 px-3 text-[15px] font-semibold ${
                  t.key === tab ? 'border-gray-900 text-gray-900' : 'border-transparent text-gray-600'
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="px-4 py-4">
        {bookings.isError ? (
          <ErrorPage error={bookings.error} />
        ) : bookings.isPending ? (
          <div role="status" aria-label="불러오는 중">
            <TruckCardSkeleton />
            <TruckCardSkeleton />
          </div>
        ) : items.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-bold">
              {tab === 'all'
                ? '아직 예약이 없어요'
                : `${BOOKING_TABS.find((t) => t.key === tab)?.label} 상태의 예약이 없어요`}
            </p>
            <p className="mt-1 text-sm text-gray-600">행사에 맞는 푸드트럭을 찾아 예약을 요청해 보세요.</p>
            <Link
              to={paths.bookingStart()}
              className="mx-auto mt-6 flex min-h-12 max-w-60 items-center justify-center rounded-xl bg-brand-700 font-bold text-white"
            >
              예약 요청하기
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-600">총 {groupDigits(total)}건</p>
            <ul className="space-y-3">
              {items.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} />
                </li>
              ))}
            </ul>
            {bookings.hasNextPage && (
              <button
                type="button"
                onClick={() => void bookings.fetchNextPage()}
                disabled={bookings.isFetchingNextPage}
                className={`mt-4 ${SECONDARY_BUTTON}`}
              >
                {bookings.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
              </button>
            )}
          </>
        )}
      </main>
    </>
  );
}
