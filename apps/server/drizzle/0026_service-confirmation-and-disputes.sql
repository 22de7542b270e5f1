CREATE TABLE "booking_disputes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"refund_amount" integer,
	"resolution_note" text,
	"resolved_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_disputes_open_idx" ON "booking_disputes" USING btree ("opened_at") WHERE "booking_disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_release_key" ON "ledger_transactions" USING btree ("booking_id") WHERE "ledger_transactions"."kind" = 'release';--> statement-breakpoint
-- The seam (decision 036): the service confirmed (by the customer, the 72-hour rule or an operator's resolution),
-- a dispute opened and resolved, each announced in the transaction that wrote it.
CREATE FUNCTION "announce_service_confirmed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('booking.service_confirmed', 'booking', NEW."id", NULL,
    jsonb_build_object('actor', NEW."service_confirmed_by"), NEW."service_confirmed_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_service_confirmed_announces" AFTER UPDATE OF "service_confirmed_at" ON "bookings"
  FOR EACH ROW WHEN (OLD."service_confirmed_at" IS NULL AND NEW."service_confirmed_at" IS NOT NULL)
  EXECUTE FUNCTION "announce_service_confirmed"();--> statement-breakpoint
CREATE FUNCTION "announce_dispute"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES (CASE WHEN TG_OP = 'INSERT' THEN 'dispute.opened' ELSE 'dispute.resolved' END, 'dispute', NEW."booking_id",
    NEW."resolved_by",
    jsonb_build_object('bookingId', NEW."booking_id",
      'reason', CASE WHEN TG_OP = 'INSERT' THEN NEW."reason" ELSE NEW."resolution_note" END,
      'resolution', NEW."resolution", 'amount', NEW."refund_amount"),
    coalesce(NEW."resolved_at", NEW."opened_at"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_disputes_announce" AFTER INSERT OR UPDATE OF "status" ON "booking_disputes"
  FOR EACH ROW EXECUTE FUNCTION "announce_dispute"();
