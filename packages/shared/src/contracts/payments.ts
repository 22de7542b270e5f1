import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import {
  BOOKING_PAYMENT_STATES,
  DISPUTE_RESOLUTIONS,
  DISPUTE_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
} from '../domain/payment/states.ts';
import { ACTORS } from '../domain/transition.ts';
import { businessNumberSchema } from './business.ts';
import { dateSchema, dateTimeSchema } from './dates.ts';
import { messagePhotoSchema } from './messages.ts';
import { mobilePhoneSchema } from './users.ts';

/** Payments of a booking: money is integer won, instants ISO strings. */

/** Toss's rule for an order id: 6–64 of A–Z a–z 0–9 - _. Ours are `FTP-` and 20 random characters. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export const paymentCreateBodySchema = z.object({
  kind: z.enum(PAYMENT_KINDS, '결제할 항목(계약금, 잔금, 전액)을 골라주세요'),
});
export type PaymentCreateBody = z.infer<typeof paymentCreateBodySchema>;

/** What the browser needs to open the payment window; the amount is stored before it opens. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  customerKey: z.string(),
  clientKey: z.string(),
  successUrl: z.string(),
  failUrl: z.string(),
  /** The sandbox's own checkout page (테스트 결제); absent with the real gateway, whose widget opens instead. */
  checkoutUrl: z.string().optional(),
  testMode: z.boolean(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentConfirmBodySchema = z.object({
  paymentKey: z.string().min(1, '결제 키가 없어요').max(200),
  orderId: z.string().regex(ORDER_ID_PATTERN, '주문 번호를 확인해주세요'),
  amount: z
    .number({ error: '결제 금액을 확인해주세요' })
    .int('결제 금액을 확인해주세요')
    .min(1)
    .max(PG_INT_MAX),
});
export type PaymentConfirmBody = z.infer<typeof paymentConfirmBodySchema>;

export const paymentRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  at: z.string(),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  orderId: z.string(),
  orderName: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** What was given back so far. */
  refundedAmount: z.number().int(),
  refunds: z.array(paymentRefundSchema),
  failureMessage: z.string().nullable(),
  testMode: z.boolean(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentOptionSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  dueAt: z.string(),
});
export type PaymentOptionView = z.infer<typeof paymentOptionSchema>;

/**
 * What a customer asks for as proof of purchase: a business's 세금계산서 (its 사업자 정보 and
 * an email for the invoice), or a 현금영수증 for income deduction (a phone number) or expense proof (a business
 * number). The truck's owner, who issues it, and the console see it; issuing through a tax provider is later.
 */
export const TAX_REQUEST_KINDS = ['tax_invoice', 'cash_receipt'] as const;
export const taxRequestBodySchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('tax_invoice'),
      businessNumber: businessNumberSchema,
      companyName: z.string().trim().min(1, '상호를 입력해주세요').max(100),
      representative: z.string().trim().min(1, '대표자 이름을 입력해주세요').max(50),
      email: z.email('세금계산서를 받을 이메일을 확인해주세요').max(200),
    }),
    z.object({
      kind: z.literal('cash_receipt'),
      purpose: z.enum(['income_deduction', 'expense_proof'], '소득공제용인지 지출증빙용인지 골라주세요'),
      /** A phone number (소득공제) or a business number (지출증빙), digits only. */
      identity: z.string().trim(),
    }),
  ])
  .superRefine((body, ctx) => {
    if (body.kind !== 'cash_receipt') return;
    const schema = body.purpose === 'income_deduction' ? mobilePhoneSchema : businessNumberSchema;
    const parsed = schema.safeParse(body.identity);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['identity'],
        message: parsed.error.issues[0]?.message ?? '번호를 확인해주세요',
      });
    }
  });
export type TaxRequestBody = z.input<typeof taxRequestBodySchema>;

export const taxRequestSchema = z.object({
  kind: z.enum(TAX_REQUEST_KINDS),
  businessNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  representative: z.string().nullable(),
  email: z.string().nullable(),
  purpose: z.enum(['income_deduction', 'expense_proof']).nullable(),
  identity: z.string().nullable(),
  updatedAt: z.string(),
});
export type TaxRequest = z.infer<typeof taxRequestSchema>;

/** `GET /bookings/{id}/payments`: where the booking's money stands, what can be paid now, and every payment. */
export const bookingPaymentsSchema = z.object({
  state: z.enum(BOOKING_PAYMENT_STATES),
  quotedAmount: z.number().int().nullable(),
  /** Held now: paid less refunded. */
  paidAmount: z.number().int(),
  schedule: z
    .object({
      depositAmount: z.number().int(),
      depositDueAt: z.string(),
      balanceDueAt: z.string(),
      fullOnly: z.boolean(),
    })
    .nullable(),
  /** Only for the customer, while the booking is confirmed and not yet fully paid. */
  options: z.array(paymentOptionSchema),
  payments: z.array(paymentSchema),
  testMode: z.boolean(),
  /** The customer's 세금계산서 or 현금영수증 request, for the vendor who issues it (item 11). */
  taxRequest: taxRequestSchema.nullable(),
  /**
   * The balance still owed once the deposit is paid (decision 069), null otherwise: due by `dueAt`, overdue past
   * it; the booking cancels itself at `cancelsAt` (the event's start) with the refund policy's fee then; the truck
   * may give more time or, once overdue, cancel.
   */
  unpaidBalance: z
    .object({
      amount: z.number().int(),
      dueAt: z.string(),
      overdue: z.boolean(),
      cancelsAt: z.string(),
      cancellationFee: z.number().int(),
      canExtend: z.boolean(),
      canCancel: z.boolean(),
    })
    .nullable(),
  /** 구매확정 (item 7): when the service was confirmed and by whom, the dispute if any, and what the customer can do. */
  service: z.object({
    confirmedAt: z.string().nullable(),
    confirmedBy: z.enum(ACTORS).nullable(),
    /** When it confirms itself unless disputed: the event's end + 72 h. */
    autoConfirmAt: z.string(),
    canConfirm: z.boolean(),
    canDispute: z.boolean(),
    dispute: z
      .object({
        reason: z.string(),
        status: z.enum(DISPUTE_STATUSES),
        resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
        refundAmount: z.number().int().nullable(),
        resolutionNote: z.string().nullable(),
        openedAt: z.string(),
        photos: z.array(messagePhotoSchema),
        /** The truck's side, once written; the truck may write or rewrite it while the dispute is open. */
        vendorResponse: z.string().nullable(),
        canRespond: z.boolean(),
      })
      .nullable(),
  }),
});
export type BookingPayments = z.infer<typeof bookingPaymentsSchema>;

/** At most this many photos with a dispute, each uploaded first as a message photo (private). */
export const DISPUTE_PHOTOS_MAX = 5;

export const disputeBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, '무엇이 문제였는지 5자 이상 적어주세요')
    .max(1000, '1,000자 이내로 적어주세요'),
  photoFileIds: z
    .array(z.uuid('사진을 다시 올려주세요'))
    .max(DISPUTE_PHOTOS_MAX, `사진은 ${DISPUTE_PHOTOS_MAX}장까지 보낼 수 있어요`)
    .default([]),
});

export const disputeResolutionBodySchema = z
  .object({
    resolution: z.enum(DISPUTE_RESOLUTIONS, '처리 방법을 골라주세요'),
    refundAmount: z.number().int().min(1, '환불할 금액을 적어주세요').max(PG_INT_MAX).optional(),
    note: z.string().trim().min(2, '처리 사유를 적어주세요').max(500),
  })
  .refine((body) => body.resolution !== 'partial_refund' || body.refundAmount !== undefined, {
    message: '일부 환불할 금액을 적어주세요',
    path: ['refundAmount'],
  });
export type DisputeResolutionBody = z.infer<typeof disputeResolutionBodySchema>;

/** The truck's side of a dispute of its service, for the operator who resolves it. */
export const disputeResponseBodySchema = z.object({
  response: z
    .string({ error: '사장님 입장을 적어주세요' })
    .trim()
    .min(10, '운영자가 판단할 수 있게 10자 이상 적어주세요')
    .max(1000, '1,000자까지 적을 수 있어요'),
});

/** The truck gives the customer more time for the balance: a new deadline, at the latest the event's start. */
export const balanceDueBodySchema = z.object({
  dueAt: dateTimeSchema('새 기한을 골라주세요'),
});
export type BalanceDueBody = z.infer<typeof balanceDueBodySchema>;

/** An open dispute as the operators' console lists it. */
export const disputeSummarySchema = z.object({
  bookingId: z.uuid(),
  code: z.string(),
  eventName: z.string(),
  truckName: z.string().nullable(),
  reason: z.string(),
  photos: z.array(messagePhotoSchema),
  /** The truck's side, if it gave one. */
  vendorResponse: z.string().nullable(),
  heldAmount: z.number().int(),
  openedAt: z.string(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

export const paymentOrderParamsSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN, '주문 번호를 확인해주세요'),
});

/**
 * Toss's webhooks, of which only what the server uses is kept (decision 072): the payment events'
 * `{ eventType, createdAt, data: Payment }` with the payment's key, order and status, the rest of the Payment
 * object dropped; and the 가상계좌 입금 callback, `DEPOSIT_CALLBACK`, which has no `eventType` and its fields at
 * the top. Unsigned either way: the payment is fetched again, the body only says which.
 */
export const paymentEventWebhookSchema = z.object({
  eventType: z.string().max(100),
  createdAt: z.string().max(100).optional(),
  data: z.object({
    paymentKey: z.string().max(200).optional(),
    orderId: z.string().max(64).optional(),
    status: z.string().max(40).optional(),
  }),
});
export const depositCallbackWebhookSchema = z.object({
  createdAt: z.string().max(100).optional(),
  secret: z.string().max(200),
  status: z.string().max(40),
  transactionKey: z.string().max(200).optional(),
  orderId: z.string().max(64),
});
export const paymentWebhookBodySchema = z.union([paymentEventWebhookSchema, depositCallbackWebhookSchema]);
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBodySchema>;

/** The operators' reconciliation of one Seoul day: the ledger against the gateway's records. */
export const reconciliationQuerySchema = z.object({
  date: dateSchema('날짜를 YYYY-MM-DD로 적어주세요'),
});

export const RECONCILIATION_DIFFERENCES = [
  'missing_in_ledger',
  'missing_at_gateway',
  'amount_mismatch',
] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCES)[number];

export const reconciliationSchema = z.object({
  date: z.string(),
  gateway: z.object({ approved: z.number().int(), cancelled: z.number().int(), count: z.number().int() }),
  ledger: z.object({ paid: z.number().int(), refunded: z.number().int(), count: z.number().int() }),
  /** The ledger's balances now, every day included (credits positive for what is owed or earned). */
  balances: z.object({
    /** Held at the gateway for the platform. */
    gatewayClearing: z.number().int(),
    /** Owed to customers until their services are confirmed. */
    customerFunds: z.number().int(),
    /** Owed to vendors until paid out. */
    vendorPayable: z.number().int(),
    /** The platform's commission earned. */
    platformRevenue: z.number().int(),
  }),
  differences: z.array(
    z.object({
      kind: z.enum(RECONCILIATION_DIFFERENCES),
      /** A payment's approval, or a refund (a gateway cancel). */
      movement: z.enum(['payment', 'refund']),
      orderId: z.string(),
      transactionKey: z.string().nullable(),
      gatewayAmount: z.number().int().nullable(),
      ledgerAmount: z.number().int().nullable(),
      at: z.string(),
    }),
  ),
  /**
   * Bookings that gave out more than their payments brought in (released and refunded beyond what they held), on
   * any day: the ledger refuses new ones, so each is a past mistake to chase.
   */
  overdrawn: z.array(z.object({ bookingId: z.uuid(), code: z.string(), amount: z.number().int() })),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * A payment's 영수증: what was paid for, the VAT inside it, the truck's owner as the seller with
 * their business details; the platform shows itself as 통신판매중개자 from `GET /api/v1/site`.
 */
export const paymentReceiptSchema = z.object({
  payment: paymentSchema,
  booking: z.object({
    id: z.uuid(),
    code: z.string(),
    eventName: z.string(),
    eventDate: z.string(),
    quotedAmount: z.number().int().nullable(),
  }),
  seller: z.object({
    truckName: z.string(),
    businessName: z.string(),
    representative: z.string(),
    businessNumber: z.string(),
    businessPhone: z.string(),
  }),
  supplyAmount: z.number().int(),
  vat: z.number().int(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
