import {
  APPLICATION_ACTIONS,
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  VENDOR_DOCUMENT_KINDS,
} from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { foodTrucks } from './foodtrucks.ts';
import { users } from './users.ts';

/**
 * What an operator reviews (docs/product.md § Domain, Vendor application): a new truck (`new`) or new business
 * details and payout account for a listed one (`change`). The proposed details live here until approval copies
 * them onto the truck, so a listed truck keeps its old details while a change waits.
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: APPLICATION_KINDS }).notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    businessName: text('business_name').notNull(),
    representative: text('representative').notNull(),
    businessNumber: text('business_number').notNull(),
    businessPhone: text('business_phone').notNull(),
    payoutBank: text('payout_bank').notNull(),
    payoutHolder: text('payout_holder').notNull(),
    payoutAccountCipher: text('payout_account').notNull(),
    payoutAccountLast4: text('payout_account_last4').notNull(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('vendor_applications_queue_idx').on(t.status, t.submittedAt),
    index('vendor_applications_truck_idx').on(t.truckId, sql`${t.submittedAt} DESC`),
    // At most one application of a truck waits at a time: a second change replaces the first.
    uniqueIndex('vendor_applications_one_pending').on(t.truckId).where(sql`${t.status} = 'pending'`),
  ],
);

/** The papers of an application, one per kind. The files stay private (signed URLs only). */
export const vendorApplicationDocuments = pgTable(
  'vendor_application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => vendorApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VENDOR_DOCUMENT_KINDS }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.kind] }),
    index('vendor_application_documents_file_idx').on(t.fileId),
  ],
);

/** Every submission and decision: who, when, why. */
export const vendorApplicationEvents = pgTable(
  'vendor_application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => vendorApplications.id, { onDelete: 'cascade' }),
    action: text('action', { enum: APPLICATION_ACTIONS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_application_events_application_idx').on(t.applicationId, t.id)],
);
