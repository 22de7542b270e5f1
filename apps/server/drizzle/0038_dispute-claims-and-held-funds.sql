ALTER TABLE "booking_disputes" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD COLUMN "held_at_claim" integer;--> statement-breakpoint
-- A booking never gives out more than it holds: at commit, the customer funds of every booking that gained an
-- entry are not overdrawn (a release or a refund taking more than the payments brought in is refused).
CREATE FUNCTION "ledger_booking_not_overdrawn"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT coalesce(sum("amount"), 0) INTO balance FROM "ledger_entries"
    WHERE "booking_id" = NEW."booking_id" AND "account" = 'customer_funds';
  -- Customer funds are a liability: held money is a credit (negative); a positive sum is money given twice.
  IF balance > 0 THEN
    RAISE EXCEPTION 'booking % would give out % won more than it holds', NEW."booking_id", balance
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_booking_not_overdrawn';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_not_overdrawn" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."account" = 'customer_funds' AND NEW."booking_id" IS NOT NULL)
  EXECUTE FUNCTION "ledger_booking_not_overdrawn"();--> statement-breakpoint
-- A resolution claims its dispute first (`resolving`) and announces it once it is `resolved`.
DROP TRIGGER "booking_disputes_announce" ON "booking_disputes";--> statement-breakpoint
CREATE TRIGGER "booking_disputes_announce_opened" AFTER INSERT ON "booking_disputes"
  FOR EACH ROW EXECUTE FUNCTION "announce_dispute"();--> statement-breakpoint
CREATE TRIGGER "booking_disputes_announce_resolved" AFTER UPDATE OF "status" ON "booking_disputes"
  FOR EACH ROW WHEN (NEW."status" = 'resolved' AND OLD."status" IS DISTINCT FROM 'resolved')
  EXECUTE FUNCTION "announce_dispute"();
