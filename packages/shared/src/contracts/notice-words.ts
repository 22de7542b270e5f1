import type { DisputeResolution, PaymentKind } from '../domain/payment/states.ts';

/**
 * Who hears of what happened, and in what words: one rule per event of the seam
 * (`DOMAIN_EVENT_TYPES`), beside the machines that announce them, as sharetribe's process declares its
 * notifications. Delivery (in-app, email, 알림톡) reads the same notice; the link opens the screen that acts on it.
 */
export type NoticeAudience = 'customer' | 'vendor' | 'operator' | 'applicant';

/** What an event's notice may name; the delivery fills it from the subject's row. */
export interface NoticeContext {
  id: string;
  code?: string;
  eventName?: string;
  truckName?: string;
  amount?: number;
  reason?: string | null;
  /** Who moved it (a booking's history actor): a cancellation tells the other side. */
  actor?: 'customer' | 'vendor' | 'admin' | 'system';
  isOpenRequest?: boolean;
  /** A message's side and first words (`message.sent`); `id` is then the booking's. */
  senderSide?: 'customer' | 'vendor';
  preview?: string;
  /** The message is an inquiry's (문의하기, decision 090): `id` is then the inquiry's. */
  inquiry?: boolean;
  /** What a payment paid for (`payment.*`); `id` is then the booking's and `amount` the payment's or refund's. */
  paymentKind?: PaymentKind;
  /** How an operator resolved a dispute (`dispute.resolved`), with the refund as `amount`. */
  resolution?: DisputeResolution;
  /** A kept truck's day that opened (`kept_truck.opened`), `YYYY-MM-DD`; `id` is then the truck's. */
  date?: string;
}

export interface Notice {
  to: NoticeAudience;
  title: string;
  body: string;
  link: string;
}

export const event = (c: NoticeContext) => c.eventName ?? '예약';
export const because = (reason: string | null | undefined) => (reason ? ` 사유: ${reason}` : '');
export const customerLink = (c: NoticeContext) => `/bookings/${c.id}`;
export const vendorLink = (c: NoticeContext) => `/foodtruck/bookings/${c.id}`;
