CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"booking_id" uuid,
	"truck_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"booking_id" uuid,
	"payment_id" uuid,
	"refund_id" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"transaction_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"payment_key" text,
	"order_id" text,
	"body" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"payment_key" text,
	"method" text,
	"test_mode" boolean NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "deposit_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_truck_idx" ON "ledger_entries" USING btree ("truck_id","account");--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking_idx" ON "ledger_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_payment_key" ON "ledger_transactions" USING btree ("payment_id") WHERE "ledger_transactions"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_refund_key" ON "ledger_transactions" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_transaction_key" ON "payment_refunds" USING btree ("transaction_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_unprocessed_idx" ON "payment_webhooks" USING btree ("received_at") WHERE "payment_webhooks"."processed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_key_key" ON "payments" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_once_key" ON "payments" USING btree ("booking_id","kind") WHERE "payments"."status" IN ('IN_PROGRESS', 'CONFIRM_UNKNOWN', 'DONE', 'PARTIAL_CANCELED', 'CANCELED');--> statement-breakpoint
CREATE INDEX "payments_unknown_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" IN ('IN_PROGRESS', 'CONFIRM_UNKNOWN');--> statement-breakpoint
CREATE INDEX "bookings_deposit_due_idx" ON "bookings" USING btree ("deposit_due_at") WHERE "bookings"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "food_trucks" ADD CONSTRAINT "food_trucks_deposit_percent_range" CHECK ("deposit_percent" BETWEEN 10 AND 100);--> statement-breakpoint
-- Double entry, enforced where no code path can skip it: at commit, every ledger transaction that gained an
-- entry sums to zero. Deferred, so a transaction's entries may be inserted one by one.
CREATE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum("amount"), 0) INTO total FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW."transaction_id", total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balances';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();--> statement-breakpoint
-- What was booked stays booked: a correction is a new transaction.
CREATE FUNCTION "ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never changed or deleted' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();--> statement-breakpoint
-- The seam (decision 036): a payment that went through, failed or ran out of time announces `payment.<status>`
-- with its booking, kind and amount, in the transaction that moved it; each refund announces `payment.refunded`.
CREATE FUNCTION "announce_payment_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('payment.' || lower(NEW."status"), 'payment', NEW."id", NULL,
    jsonb_build_object('bookingId', NEW."booking_id", 'kind', NEW."kind", 'amount', NEW."amount",
      'from', OLD."status", 'to', NEW."status"),
    NEW."updated_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_announce" AFTER UPDATE OF "status" ON "payments"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status"
    AND NEW."status" IN ('DONE', 'ABORTED', 'EXPIRED'))
  EXECUTE FUNCTION "announce_payment_move"();--> statement-breakpoint
CREATE FUNCTION "announce_payment_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  SELECT 'payment.refunded', 'payment', p."id", NULL,
    jsonb_build_object('bookingId', p."booking_id", 'kind', p."kind", 'amount', NEW."amount", 'reason', NEW."reason"),
    NEW."created_at"
  FROM "payments" p WHERE p."id" = NEW."payment_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_refunds_announce" AFTER INSERT ON "payment_refunds"
  FOR EACH ROW EXECUTE FUNCTION "announce_payment_refund"();
