import {
  type BookingPayments,
  PAYMENT_KIND_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentKind,
  type PaymentOrder,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { formatDeadline, formatKstDateTime, formatWon } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { bookingPaymentsQuery, useCreatePaymentOrder } from '../api/payments.ts';
import { BalanceChoices } from './balance-choices.tsx';
import { ServiceConfirmation } from './service-confirmation.tsx';
import { TaxRequestForm, taxRequestSummary } from './tax-request.tsx';

// Toss's own widget, only when real keys are configured (the sandbox has a checkout page of its own).
const TossWidgetSheet = lazy(() =>
  import('./toss-widget-sheet.tsx').then((module) => ({ default: module.TossWidgetSheet })),
);

/** 테스트 결제: no real money moves (the loopback sandbox, or Toss's own test keys). */
export function TestPaymentBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
      테스트 결제
    </span>
  );
}

/** What the customer is asked to do now, in one sentence (the rules of decision 069 in words). */
function customerLine(money: BookingPayments): string {
  const next = money.options[0];
  if (money.state === 'paid') return '결제를 모두 마쳤어요.';
  if (!next)
    return money.payments.some((p) => p.status === 'IN_PROGRESS' || p.status === 'CONFIRM_UNKNOWN')
      ? '결제를 확인하고 있어요. 잠시 뒤 다시 확인해주세요.'
      : '지금은 결제할 금액이 없어요.';
  const due = formatDeadline(next.dueAt);
  const balance = money.unpaidBalance;
  if (next.kind === 'balance' && balance?.overdue) {
    return `잔금 결제 기한이 지났어요. 행사가 시작되는 ${formatDeadline(balance.cancelsAt)} 전까지 잔금 ${formatWon(next.amount)}을 결제하지 않으면 예약이 취소되고, 환불 규정에 따라 취소 수수료를 뺀 금액을 돌려드려요.`;
  }
  if (next.kind === 'balance') {
    return `잔금 ${formatWon(next.amount)}을 ${due}까지 결제해주세요. 기한이 지나면 사장님이 예약을 취소할 수 있어요.`;
  }
  const grace = '기한 직전에 결제를 시작했다면 10분 안에 마치면 돼요.';
  if (next.kind === 'full')
    return `행사가 가까워 전액 ${formatWon(next.amount)}을 ${due}까지 한 번에 결제해요. ${grace}`;
  return `예약을 지키려면 계약금 ${formatWon(next.amount)}을 ${due}까지 결제해주세요. 그때까지 결제하지 않으면 확정이 취소돼요. ${grace}`;
}

/** What the vendor sees of the customer's payments. */
function vendorLine(money: BookingPayments): string {
  if (money.state === 'paid') return '고객이 전액을 결제했어요.';
  const balance = money.unpaidBalance;
  if (balance?.overdue) {
    return `고객이 잔금 ${formatWon(balance.amount)}을 기한(${formatDeadline(balance.dueAt)})까지 결제하지 않았어요. 기한을 늘려주거나 미납으로 취소할 수 있어요. 행사 시작까지 결제되지 않으면 자동으로 취소돼요.`;
  }
  if (balance) {
    return `계약금을 받았어요. 고객이 잔금 ${formatWon(balance.amount)}을 ${formatDeadline(balance.dueAt)}까지 결제해야 해요.`;
  }
  if (money.state === 'deposit_paid') return '계약금을 받았어요.';
  return money.schedule
    ? `고객이 아직 결제하지 않았어요. ${formatDeadline(money.schedule.depositDueAt)}까지 결제하지 않으면 예약이 취소돼요.`
    : '고객이 아직 결제하지 않았어요.';
}

function PaymentLine({ payment }: { payment: Payment }) {
  return (
    <li className="py-3">
      <div className="flex items-baseline justify-between gap-3">
        {/* "전액 결제 · 부분 환불", never "전액부분 환불" beside the amount paid. */}
        <span className="font-semibold">
          {PAYMENT_KIND_LABELS[payment.kind]} 결제
          <span className="text-sm font-normal text-gray-700">
            {' '}
            · {PAYMENT_STATUS_LABELS[payment.status]}
          </span>
        </span>
        <span className="font-bold tabular-nums">{formatWon(payment.amount)}</span>
      </div>
      {payment.refundedAmount > 0 && payment.refundedAmount < payment.amount && (
        <p className="mt-0.5 flex justify-between gap-3 text-sm text-gray-700">
          <span>환불하고 남은 결제</span>
          <span className="tabular-nums">{formatWon(payment.amount - payment.refundedAmount)}</span>
        </p>
      )}
      <p className="mt-0.5 text-sm text-gray-600">
        {payment.method ? `${payment.method} · ` : ''}
        {formatKstDateTime(payment.approvedAt ?? payment.createdAt)}
        {payment.failureMessage && payment.status !== 'DONE' ? ` · ${payment.failureMessage}` : ''}
      </p>
      {(payment.status === 'DONE' ||
        payment.status === 'PARTIAL_CANCELED' ||
        payment.status === 'CANCELED') && (
        <Link
          to={paths.paymentReceipt(payment.orderId)}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-gray-800 underline underline-offset-4"
        >
          {PAYMENT_KIND_LABELS[payment.kind]} 영수증 보기
        </Link>
      )}
      {payment.refunds.map((refund) => (
        <p key={refund.id} className="mt-0.5 flex justify-between gap-3 text-sm text-gray-700">
          <span>
            환불 · {formatKstDateTime(refund.at)} · {refund.reason}
          </span>
          <span className="shrink-0 tabular-nums">−{formatWon(refund.amount)}</span>
        </p>
      ))}
    </li>
  );
}

const optionLabel = (kind: PaymentKind, amount: number) =>
  `${PAYMENT_KIND_LABELS[kind]} ${formatWon(amount)} 결제하기`;

/**
 * The booking's money on its detail: for the customer what to pay by when, with a button per
 * amount that opens the payment window; for the vendor where the customer's payments stand; for both the
 * payments and refunds so far.
 */
export function PaymentSection({
  bookingId,
  viewer,
}: {
  bookingId: string;
  viewer: 'customer' | 'vendor' | 'admin';
}) {
  const money = useQuery(bookingPaymentsQuery(bookingId));
  const createOrder = useCreatePaymentOrder(bookingId);
  const paying = useSingleFlight();
  const [widgetOrder, setWidgetOrder] = useState<PaymentOrder | null>(null);
  if (!money.data) return null;
  const data = money.data;
  const shown = data.payments.filter(
    (payment) => payment.status !== 'ABORTED' && payment.status !== 'EXPIRED',
  );

  const pay = (kind: PaymentKind) =>
    paying.run(async () => {
      const order = await createOrder.mutateAsync(kind).catch(() => null);
      if (!order) return;
      trackBookingStep('payment');
      // The sandbox's checkout page stands in for the widget; real keys open Toss's widget over the page.
      if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
      else setWidgetOrder(order);
    });

  return (
    <section aria-labelledby="payment-title" className="rounded-2xl border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="payment-title" className="text-base font-bold">
          {viewer === 'customer' ? '결제' : '결제 현황'}
        </h2>
        {data.testMode && <TestPaymentBadge />}
      </div>
      <p className="mt-1 text-[15px] break-keep text-gray-800">
        {viewer === 'customer' ? customerLine(data) : vendorLine(data)}
      </p>
      {data.quotedAmount !== null && (
        <dl className="mt-3 space-y-1 rounded-xl bg-gray-50 px-4 py-3 text-[15px]">
          <div className="flex justify-between">
            <dt className="text-gray-700">확정 금액</dt>
            <dd className="tabular-nums">{formatWon(data.quotedAmount)}</dd>
          </div>
          <div className="flex justify-between font-bold">
            <dt>결제한 금액</dt>
            <dd className="tabular-nums">{formatWon(data.paidAmount)}</dd>
          </div>
        </dl>
      )}
      {shown.length > 0 && (
        <ul aria-label="결제 내역" className="mt-2 divide-y divide-gray-100">
          {shown.map((payment) => (
            <PaymentLine key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
      {viewer === 'customer' && (data.paidAmount > 0 || data.options.length > 0 || data.taxRequest) && (
        <TaxRequestForm bookingId={bookingId} current={data.taxRequest} />
      )}
      {viewer !== 'customer' && data.taxRequest && (
        <p className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-[15px] break-keep">
          고객 증빙 요청: {taxRequestSummary(data.taxRequest)}
        </p>
      )}
      {viewer === 'vendor' && <BalanceChoices bookingId={bookingId} money={data} />}
      {(data.paidAmount > 0 || data.service.confirmedAt || data.service.dispute) && (
        <ServiceConfirmation bookingId={bookingId} money={data} viewer={viewer} />
      )}
      {data.options.length > 0 && (
        <div className="mt-3 space-y-2">
          {data.options.map((option, index) => (
            <button
              key={option.kind}
              type="button"
              disabled={paying.pending}
              onClick={() => void pay(option.kind)}
              className={`${index === 0 ? PRIMARY_BUTTON : SECONDARY_BUTTON} disabled:opacity-60`}
            >
              {optionLabel(option.kind, option.amount)}
            </button>
          ))}
          {data.options.some((option) => option.kind === 'deposit') && (
            <p className="text-sm break-keep text-gray-600">
              계약금은 확정 금액의 일부예요. 나머지는 행사 전에 잔금으로 결제해요.
            </p>
          )}
        </div>
      )}
      {widgetOrder && (
        <Suspense fallback={null}>
          <TossWidgetSheet order={widgetOrder} onClose={() => setWidgetOrder(null)} />
        </Suspense>
      )}
    </section>
  );
}
