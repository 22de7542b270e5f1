import {
  ACTORS,
  DISPUTE_RESOLUTIONS,
  DISPUTE_STATUSES,
  LEDGER_ACCOUNTS,
  LEDGER_TRANSACTION_KINDS,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  TAX_REQUEST_KINDS,
} from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { files } from './files.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

/**
 * One order sent to the payment gateway (decision 042): the expected amount is stored before the
 * payment window opens and a confirm must match it. Its status column's trigger (drizzle/repeatable/payments.sql)
 * writes each change's history line and announces `payment.<status>` on the domain-event seam.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The gateway's orderId: `FTP-` and 20 random characters. */
    orderId: text('order_id').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('READY'),
    /** The gateway's key, known once the payment window returns. */
    paymentKey: text('payment_key'),
    method: text('method'),
    /** Made against the loopback sandbox: no real money moved. */
    testMode: boolean('test_mode').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    uniqueIndex('payments_payment_key_key').on(t.paymentKey),
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    // A kind is paid once per booking: a second order of it can never also reach DONE.
    uniqueIndex('payments_paid_once_key')
      .on(t.bookingId, t.kind)
      .where(sql`${t.status} IN ('IN_PROGRESS', 'CONFIRM_UNKNOWN', 'DONE', 'PARTIAL_CANCELED', 'CANCELED')`),
    // Confirms whose answer was lost, looked up again by the maintenance sweep.
    index('payments_unknown_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} IN ('IN_PROGRESS', 'CONFIRM_UNKNOWN')`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every status change of a payment, the gateway's answers among them: from, to, who, when, why. */
export const paymentStatusHistory = pgTable(
  'payment_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: PAYMENT_STATUSES }),
    toStatus: text('to_status', { enum: PAYMENT_STATUSES }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_status_history_payment_idx').on(t.paymentId, t.id)],
);

/** Money given back on a payment, each with its reason and the gateway's cancel transaction. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The gateway's cancel transaction: the same cancel seen twice (answer and webhook) is recorded once. */
    transactionKey: text('transaction_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_transaction_key').on(t.transactionKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Webhooks as they arrived (answered 200 only once stored). Toss's payment webhooks are unsigned: the body only
 * says which payment to fetch again.
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventType: text('event_type').notNull(),
    paymentKey: text('payment_key'),
    orderId: text('order_id'),
    body: jsonb('body').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_webhooks_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} IS NULL`)],
);

/** One movement of money; its entries sum to zero (a deferred constraint trigger, migration 0025). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => paymentRefunds.id),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_booking_idx').on(t.bookingId),
    // A payment is booked once, a refund once: a confirm and its webhook cannot both write it.
    uniqueIndex('ledger_transactions_payment_key').on(t.paymentId).where(sql`${t.kind} = 'payment'`),
    // A booking's money is released to its vendor once.
    uniqueIndex('ledger_transactions_release_key').on(t.bookingId).where(sql`${t.kind} = 'release'`),
    uniqueIndex('ledger_transactions_refund_key').on(t.refundId),
  ],
);

/** Entries are written once and never changed (a trigger refuses updates and deletes). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** Debit positive, credit negative, integer won. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Whose the money is: the booking (customer funds) and the truck (vendor payable). */
    bookingId: uuid('booking_id').references(() => bookings.id),
    truckId: integer('truck_id').references(() => foodTrucks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_booking_idx').on(t.bookingId, t.account),
    index('ledger_entries_truck_idx').on(t.truckId, t.account),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A customer's dispute of a booking's service, opened within the confirmation window: it holds
 * the vendor's money until an operator resolves it (release, partial or full refund). One per booking.
 */
export const bookingDisputes = pgTable(
  'booking_disputes',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    resolution: text('resolution', { enum: DISPUTE_RESOLUTIONS }),
    refundAmount: integer('refund_amount'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When a resolution claimed it (`resolving`), and what the booking held then: its refund's progress. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    heldAtClaim: integer('held_at_claim'),
    /** The truck's side of it, for the operator who resolves it and the customer to read. */
    vendorResponse: text('vendor_response'),
    vendorRespondedAt: timestamp('vendor_responded_at', { withTimezone: true }),
  },
  (t) => [index('booking_disputes_open_idx').on(t.openedAt).where(sql`${t.status} = 'open'`)],
);

/** Every status change of a dispute: opened, claimed by a resolution, resolved or reopened; who, when, why. */
export const disputeStatusHistory = pgTable(
  'dispute_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingDisputes.bookingId, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: DISPUTE_STATUSES }),
    toStatus: text('to_status', { enum: DISPUTE_STATUSES }).notNull(),
    actor: text('actor', { enum: ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_status_history_booking_idx').on(t.bookingId, t.id)],
);

/** A customer's 세금계산서 or 현금영수증 request for a booking; one per booking, replaceable. */
export const bookingTaxRequests = pgTable('booking_tax_requests', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  kind: text('kind', { enum: TAX_REQUEST_KINDS }).notNull(),
  businessNumber: text('business_number'),
  companyName: text('company_name'),
  representative: text('representative'),
  email: text('email'),
  purpose: text('purpose', { enum: ['income_deduction', 'expense_proof'] }),
  /** 현금영수증: the phone or business number it is issued to, digits only. */
  identity: text('identity'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Photos a customer sent with a dispute (message photos they uploaded, private): kept with it for operators. */
export const bookingDisputePhotos = pgTable(
  'booking_dispute_photos',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingDisputes.bookingId),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.fileId] }),
    uniqueIndex('booking_dispute_photos_file_key').on(t.fileId),
  ],
);
