import type { Answer, StoredPayment, StoredTransaction } from './types.ts';

/** Toss's answers as the sandbox writes them: its time format, its error shape, its Payment object. */

const SEOUL_OFFSET_MS = 9 * 3_600_000;
export const INTERNAL_ERROR = '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.';
export const DECLINE_MESSAGE = '한도초과 혹은 잔액부족으로 결제에 실패했습니다.';

/** Toss's time format: Seoul local time with its offset, to the second. */
export function seoulIso(at: Date): string {
  return `${new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** A Seoul local date-time (`2026-11-27T00:00:00`, offset optional) as epoch ms; null when malformed. */
export function parseSeoulDateTime(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}${match[2] ?? '+09:00'}`);
  return Number.isNaN(ms) ? null : ms;
}

export const tossError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

export const internalError = () => tossError(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', INTERNAL_ERROR);
export const invalidRequest = () => tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');

/** Toss answers a refusal by the card or its issuer with 403, a malformed or impossible request with 400. */
export const declineStatus = (code: string) => (/^(REJECT_|FORBIDDEN_)/.test(code) ? 403 : 400);

/** Toss's Payment object for a stored payment (the card part is a fixed, masked test card). */
export function paymentJson(p: StoredPayment, baseUrl: string) {
  const approved = p.approvedAt !== null;
  // VAT is a tenth of the supplied amount, i.e. 1/11 of what is left to keep.
  const vat = Math.round(p.balanceAmount / 11);
  return {
    mId: 'tsbx',
    version: '2022-11-16',
    paymentKey: p.paymentKey,
    lastTransactionKey: p.lastTransactionKey,
    orderId: p.orderId,
    orderName: p.orderName,
    status: p.status,
    requestedAt: seoulIso(p.requestedAt),
    approvedAt: p.approvedAt ? seoulIso(p.approvedAt) : null,
    totalAmount: p.totalAmount,
    balanceAmount: p.balanceAmount,
    suppliedAmount: p.balanceAmount - vat,
    vat,
    taxFreeAmount: 0,
    taxExemptionAmount: 0,
    method: '카드' as string | null,
    currency: 'KRW',
    type: 'NORMAL',
    country: 'KR',
    useEscrow: false,
    cultureExpense: false,
    isPartialCancelable: true,
    card: approved
      ? {
          amount: p.totalAmount,
          issuerCode: '4V',
          acquirerCode: '4V',
          number: '43301234****123*',
          installmentPlanMonths: 0,
          approveNo: '00000000',
          useCardPoint: false,
          cardType: '신용',
          ownerType: '개인',
          acquireStatus: 'READY',
          isInterestFree: false,
          interestPayer: null,
        }
      : null,
    cancels:
      p.cancels.length > 0
        ? p.cancels.map((c) => ({
            transactionKey: c.transactionKey,
            cancelAmount: c.cancelAmount,
            cancelReason: c.cancelReason,
            canceledAt: seoulIso(c.canceledAt),
            refundableAmount: c.refundableAmount,
            taxFreeAmount: 0,
            taxExemptionAmount: 0,
            easyPayDiscountAmount: 0,
            transferDiscountAmount: 0,
            receiptKey: null,
            cancelStatus: 'DONE',
            cancelRequestId: null,
          }))
        : null,
    receipt: approved ? { url: receiptUrl(baseUrl, p.paymentKey) } : null,
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    easyPay: null,
    failure: null,
    secret: null,
    metadata: null,
  };
}
export type TossPaymentJson = ReturnType<typeof paymentJson>;

const receiptUrl = (baseUrl: string, paymentKey: string) =>
  `${baseUrl}/receipt/${encodeURIComponent(paymentKey)}`;

/** One line of `GET /v1/transactions`. */
export const transactionJson = (t: StoredTransaction, baseUrl: string) => ({
  mId: 'tsbx',
  transactionKey: t.transactionKey,
  paymentKey: t.paymentKey,
  orderId: t.orderId,
  method: '카드',
  customerKey: t.customerKey,
  useEscrow: false,
  receiptUrl: receiptUrl(baseUrl, t.paymentKey),
  status: t.status,
  transactionAt: seoulIso(t.at),
  currency: 'KRW',
  amount: t.amount,
});
