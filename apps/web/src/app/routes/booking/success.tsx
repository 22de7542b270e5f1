import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { bookingQuery } from '../../../features/booking/api/bookings.ts';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatEventDate, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

const tracked = new Set<string>();

export default function BookingSuccessPage() {
  useHead({ title: '예약 요청 완료', noindex: true });
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const booking = useQuery({ ...bookingQuery(id), enabled: id !== '' });

  useEffect(() => {
    if (!booking.data || tracked.has(booking.data.id)) return;
    tracked.add(booking.data.id);
    trackBookingStep('complete');
  }, [booking.data]);

  if (!id) return <ErrorPage status={404} />;
  if (booking.isError) return <ErrorPage error={booking.error} />;
  if (!booking.data) return <PageSkeleton />;
  const b = booking.data;
  return (
    <>
      <PageHeader title="예약 요청 완료" back={false} />
      <main id="main" className="px-4 pt-8 pb-10">
        <div className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700"
          >
            ✓
          </span>
          <h2 className="mt-4 text-2xl font-extrabold">예약 요청을 보냈어요</h2>
          <p className="mt-2 text-[15px] text-gray-700">
            {b.truck ? `${b.truck.name} 사장님이` : '조건에 맞는 사장님들이'} 요청을 확인하고 견적을
            보내드려요.
          </p>
        </div>
        <dl className="mt-6 space-y-2 rounded-2xl bg-gray-50 p-4 text-[15px]">
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">예약 번호</dt>
            <dd className="text-base font-bold tabular-nums">{b.code}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">행사</dt>
            <dd className="text-right">{b.info.eventName}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">일시</dt>
            <dd className="text-right">
              {formatEventDate(b.info.eventDate)} {b.info.startTime}~{b.info.endTime}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">예상 금액</dt>
            <dd className="font-semibold">{formatWon(b.estimate)}</dd>
          </div>
        </dl>
        <section aria-labelledby="next-steps" className="mt-6">
          <h2 id="next-steps" className="text-base font-bold">
            다음 단계
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-[15px] text-gray-800">
            {b.isOpenRequest ? (
              <li>조건이 맞는 사장님들이 견적을 보내면 알려드려요. 견적을 비교해 한 곳을 고르면 확정돼요.</li>
            ) : (
              <li>사장님이 요청을 확인하고 견적 금액과 함께 수락해요.</li>
            )}
            <li>확정되면 예약 내역에서 확정 금액을 확인하고 계약금이나 전액을 결제해요.</li>
            <li>확정 전에는 언제든 무료로 취소하거나 내용을 바꿀 수 있어요.</li>
          </ol>
        </section>
        <div className="mt-8 space-y-3">
          <Link to={paths.booking(b.id)} className={PRIMARY_BUTTON}>
            예약 내역 보기
          </Link>
          <Link to={paths.home} className={SECONDARY_BUTTON}>
            홈으로
          </Link>
        </div>
      </main>
    </>
  );
}
