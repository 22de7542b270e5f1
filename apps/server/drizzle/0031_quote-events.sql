ALTER TABLE "quotes" ADD COLUMN "booking_version" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "quote_deadline";--> statement-breakpoint
-- An open request's quote deadline follows from when it was made and when its event starts (quoteDeadline in
-- packages/shared), so it is computed where it is read rather than stored beside what it follows from.
-- Every quote move and revision is announced by its history row, in the same transaction (the one seam).
CREATE FUNCTION "announce_quote_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quote record;
BEGIN
  SELECT "booking_id", "truck_id" INTO quote FROM "quotes" WHERE "id" = NEW."quote_id";
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES (
    CASE WHEN NEW."from_status" = NEW."to_status" THEN 'quote.revised' ELSE 'quote.' || NEW."to_status" END,
    'quote', NEW."quote_id", NEW."actor_user_id",
    jsonb_build_object('bookingId', quote."booking_id", 'truckId', quote."truck_id", 'from', NEW."from_status",
      'to', NEW."to_status", 'revision', NEW."revision", 'total', NEW."total", 'actor', NEW."actor",
      'reason', NEW."reason"),
    NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_history_announces" AFTER INSERT ON "quote_history"
  FOR EACH ROW EXECUTE FUNCTION "announce_quote_move"();
