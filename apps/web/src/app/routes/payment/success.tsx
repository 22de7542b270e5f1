import { PAYMENT_KIND_LABELS, type Payment } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paymentOrderQuery, useConfirmPayment } from '../../../features/payments/api/payments.ts';
import { TestPaymentBadge } from '../../../features/payments/components/payment-section.tsx';
import type { ApiError } from '../../../shell/api-client.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatKstDateTime, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

/** Orders this page already sent a confirm for: a second mount (StrictMode, a remount) does not send another. */
const confirming = new Set<string>();
const UNSETTLED = new Set<Payment['status']>(['READY', 'IN_PROGRESS', 'CONFIRM_UNKNOWN']);

/** What the order came to, in a heading and a line (a reload may find it failed, or refunded since). */
function outcomeOf(payment: Payment): { mark: string; title: string; line: string } {
  switch (payment.status) {
    case 'DONE':
    case 'PARTIAL_CANCELED':
      return { mark: '✓', title: '결제가 완료됐어요', line: '사장님께도 바로 알려드렸어요.' };
    case 'CANCELED':
      return { mark: '✓', title: '환불된 결제예요', line: '결제한 금액을 모두 돌려드렸어요.' };
    case 'ABORTED':
    case 'EXPIRED':
      return {
        mark: '!',
        title: '결제하지 못했어요',
        line: `${payment.failureMessage ?? ''} 카드에서 돈이 빠져나가지 않았어요.`.trim(),
      };
    default:
      return {
        mark: '…',
        title: '결제를 확인하고 있어요',
        line: '결제사의 답을 기다리고 있어요. 이 화면을 닫아도 결제가 확인되면 예약에 반영돼요.',
      };
  }
}

function Outcome({ payment }: { payment: Payment }) {
  const { mark, title, line } = outcomeOf(payment);
  return (
    <main id="main" className="px-4 pt-8 pb-10">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700"
        >
          {mark}
        </span>
        <h2 role="status" className="mt-4 text-2xl font-extrabold">
          {title}
        </h2>
        <p className="mt-2 text-[15px] break-keep text-gray-700">{line}</p>
        {payment.testMode && (
          <p className="mt-3">
            <TestPaymentBadge /> <span className="text-sm text-gray-600">실제로 돈이 나가지 않았어요</span>
          </p>
        )}
      </div>
      <dl className="mt-6 space-y-2 rounded-2xl bg-gray-50 p-4 text-[15px]">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">결제 항목</dt>
          <dd className="text-right">{payment.orderName}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{PAYMENT_KIND_LABELS[payment.kind]}</dt>
          <dd className="text-base font-bold tabular-nums">{formatWon(payment.amount)}</dd>
        </div>
        {payment.approvedAt && (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">결제 일시</dt>
            <dd className="tabular-nums">
              {payment.method ? `${payment.method} · ` : ''}
              {formatKstDateTime(payment.approvedAt)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">주문 번호</dt>
          <dd className="text-sm tabular-nums break-all">{payment.orderId}</dd>
        </div>
      </dl>
      <div className="mt-8 space-y-3">
        <Link to={paths.booking(payment.bookingId)} className={PRIMARY_BUTTON}>
          예약 보기
        </Link>
        <Link to={paths.bookings} className={SECONDARY_BUTTON}>
          예약 내역
        </Link>
      </div>
    </main>
  );
}

/**
 * Where the payment window returns after an approval: the order is confirmed here, once, with
 * the amount the server stored (a changed amount is refused and nothing is charged). The payment's key then
 * leaves the address bar, so a reload only reads the order again; an answer still unknown is read until it is.
 */
export default function PaymentSuccessPage() {
  useHead({ title: '결제 결과', noindex: true });
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderId = search.get('orderId') ?? '';
  const paymentKey = search.get('paymentKey');
  const amount = Number(search.get('amount'));
  const confirm = useConfirmPayment();
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!paymentKey || !orderId || confirming.has(orderId)) return;
    confirming.add(orderId);
    confirm
      .mutateAsync({ paymentKey, orderId, amount })
      .then(() =>
        navigate(`${paths.paymentSuccess}?orderId=${encodeURIComponent(orderId)}`, { replace: true }),
      )
      .catch((error: ApiError) => setFailure(error));
  }, [paymentKey, orderId, amount, confirm, navigate]);

  const settled = !paymentKey || failure !== null;
  const order = useQuery({
    ...paymentOrderQuery(orderId),
    enabled: orderId !== '' && settled,
    // Still waiting for the gateway's answer: read again until it is in.
    refetchInterval: (query) => (query.state.data && UNSETTLED.has(query.state.data.status) ? 3_000 : false),
  });

  if (!orderId) return <ErrorPage status={404} />;
  const header = <PageHeader title="결제 결과" back={false} />;
  if (failure) {
    return (
      <>
        {header}
        <main id="main" className="px-4 pt-8 pb-10">
          <h2 className="text-2xl font-extrabold">결제하지 못했어요</h2>
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-[15px] break-keep text-red-900">
            {failure.message}
          </p>
          <p className="mt-3 text-[15px] text-gray-700">
            카드에서 돈이 빠져나가지 않았어요. 예약 화면에서 다시 결제해주세요.
          </p>
          <div className="mt-8 space-y-3">
            {order.data && (
              <Link to={paths.booking(order.data.bookingId)} className={PRIMARY_BUTTON}>
                예약으로 돌아가기
              </Link>
            )}
            <Link to={paths.bookings} className={SECONDARY_BUTTON}>
              예약 내역
            </Link>
          </div>
        </main>
      </>
    );
  }
  const payment = confirm.data ?? order.data;
  if (order.isError && !payment) return <ErrorPage error={order.error} />;
  if (!payment) {
    return (
      <>
        {header}
        <p role="status" className="px-4 pt-8 text-center text-[15px] text-gray-700">
          결제를 확인하고 있어요…
        </p>
        <PageSkeleton />
      </>
    );
  }
  return (
    <>
      {header}
      <Outcome payment={payment} />
    </>
  );
}
