import { formatBusinessNumber, PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paymentReceiptQuery } from '../../../features/payments/api/payments.ts';
import { TestPaymentBadge } from '../../../features/payments/components/payment-section.tsx';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatEventDate, formatKstDateTime, formatPhone, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { siteQuery } from '../../../shell/site.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'font-bold' : ''}`}>
      <dt className={strong ? '' : 'text-gray-700'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 영수증: what was paid, its 공급가액 and 부가세, the truck's owner as the seller with their
 * business details, and the platform as 통신판매중개자 (not a party to the sale). Printable.
 */
export default function PaymentReceiptPage() {
  useHead({ title: '영수증', noindex: true });
  const { orderId = '' } = useParams();
  const receipt = useQuery(paymentReceiptQuery(orderId));
  const site = useQuery(siteQuery());
  if (receipt.isError) return <ErrorPage error={receipt.error} />;
  if (!receipt.data) return <PageSkeleton />;
  const { payment, booking, seller, supplyAmount, vat } = receipt.data;
  const business = site.data?.business;
  return (
    <>
      <PageHeader title="영수증" />
      <main id="main" className="space-y-5 px-4 py-5 pb-10">
        <div>
          <h2 className="text-2xl font-extrabold">{formatWon(payment.amount)}</h2>
          <p className="mt-1 text-[15px] text-gray-700">
            {booking.eventName} {PAYMENT_KIND_LABELS[payment.kind]} · {PAYMENT_STATUS_LABELS[payment.status]}
          </p>
          {payment.testMode && (
            <p className="mt-2">
              <TestPaymentBadge />
            </p>
          )}
        </div>
        <section aria-labelledby="paid-title" className="rounded-2xl bg-gray-50 p-4">
          <h3 id="paid-title" className="text-sm font-semibold text-gray-600">
            결제 내역
          </h3>
          <dl className="mt-2 space-y-1.5 text-[15px]">
            <Row label="예약" value={`${booking.code} · ${formatEventDate(booking.eventDate)}`} />
            <Row label="결제 항목" value={payment.orderName} />
            <Row label="결제 수단" value={payment.method ?? '—'} />
            <Row label="결제 일시" value={payment.approvedAt ? formatKstDateTime(payment.approvedAt) : '—'} />
            <Row label="주문 번호" value={payment.orderId} />
            <Row label="공급가액" value={formatWon(supplyAmount)} />
            <Row label="부가세" value={formatWon(vat)} />
            <Row label="합계" value={formatWon(payment.amount)} strong />
            {payment.refundedAmount > 0 && (
              <Row label="환불" value={`−${formatWon(payment.refundedAmount)}`} />
            )}
          </dl>
        </section>
        <section aria-labelledby="seller-title" className="rounded-2xl border border-gray-200 p-4">
          <h3 id="seller-title" className="text-sm font-semibold text-gray-600">
            판매자
          </h3>
          <dl className="mt-2 space-y-1.5 text-[15px]">
            <Row label="상호" value={`${seller.businessName} (${seller.truckName})`} />
            <Row label="대표자" value={seller.representative} />
            <Row label="사업자등록번호" value={formatBusinessNumber(seller.businessNumber)} />
            <Row label="연락처" value={formatPhone(seller.businessPhone)} />
          </dl>
        </section>
        {business && (
          <section aria-labelledby="broker-title" className="text-sm break-keep text-gray-700">
            <h3 id="broker-title" className="font-semibold text-gray-800">
              통신판매중개자
            </h3>
            <p className="mt-1">
              {business.name} (대표 {business.representative}, 사업자등록번호 {business.registrationNumber})는
              통신판매중개자로서 거래 당사자가 아니며, 음식과 서비스의 제공과 그 책임은 판매자에게 있어요.
            </p>
          </section>
        )}
        <button type="button" onClick={() => window.print()} className={`${SECONDARY_BUTTON} print:hidden`}>
          인쇄하기
        </button>
      </main>
    </>
  );
}
