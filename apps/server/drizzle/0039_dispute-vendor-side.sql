ALTER TABLE "booking_disputes" ADD COLUMN "vendor_response" text;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD COLUMN "vendor_responded_at" timestamp with time zone;--> statement-breakpoint
-- The seam (decision 036): the truck's side of a dispute, written or rewritten, announces `dispute.answered`.
CREATE FUNCTION "announce_dispute_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('dispute.answered', 'dispute', NEW."booking_id", NULL,
    jsonb_build_object('bookingId', NEW."booking_id", 'reason', NEW."vendor_response"),
    NEW."vendor_responded_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_disputes_announce_answer" AFTER UPDATE OF "vendor_response" ON "booking_disputes"
  FOR EACH ROW WHEN (NEW."vendor_response" IS DISTINCT FROM OLD."vendor_response" AND NEW."vendor_response" IS NOT NULL)
  EXECUTE FUNCTION "announce_dispute_answer"();
