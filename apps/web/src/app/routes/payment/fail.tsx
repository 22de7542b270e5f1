import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paymentOrderQuery } from '../../../features/payments/api/payments.ts';
import { TestPaymentBadge } from '../../../features/payments/components/payment-section.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';

/** Toss's codes for a window the person closed themselves: not a failure to apologise for. */
const CLOSED_BY_PERSON = new Set(['PAY_PROCESS_CANCELED', 'USER_CANCEL']);

/**
 * Where the payment window returns when nothing was paid: the gateway's reason in its own
 * words (its `message`), and the way back to the booking to try again.
 */
export default function PaymentFailPage() {
  useHead({ title: '결제 실패', noindex: true });
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const orderId = search.get('orderId') ?? '';
  const closed = CLOSED_BY_PERSON.has(code);
  const order = useQuery({ ...paymentOrderQuery(orderId), enabled: orderId !== '' });
  // The gateway's message arrives through the address bar: shown as text, and only a sentence's worth.
  const message = (search.get('message') ?? '').slice(0, 200);

  return (
    <>
      <PageHeader title={closed ? '결제 취소' : '결제 실패'} back={false} />
      <main id="main" className="px-4 pt-8 pb-10">
        <h2 className="text-2xl font-extrabold">{closed ? '결제를 취소했어요' : '결제하지 못했어요'}</h2>
        {order.data?.testMode && (
          <p className="mt-2">
            <TestPaymentBadge />
          </p>
        )}
        {!closed && message && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-[15px] break-keep text-red-900">
            {message}
          </p>
        )}
        <p className="mt-3 text-[15px] break-keep text-gray-700">
          돈은 빠져나가지 않았어요. 결제 기한 안에 예약 화면에서 다시 결제해주세요.
        </p>
        <div className="mt-8 space-y-3">
          {order.data && (
            <Link to={paths.booking(order.data.bookingId)} className={PRIMARY_BUTTON}>
              예약으로 돌아가기
            </Link>
          )}
          <Link to={paths.bookings} className={order.data ? SECONDARY_BUTTON : PRIMARY_BUTTON}>
            예약 내역
          </Link>
        </div>
      </main>
    </>
  );
}
