-- A quote on an open request: its status column and its revision are the source. A move writes its history line
-- and announces `quote.<to>`; a new revision (same status, revision raised) announces `quote.revised`.
CREATE OR REPLACE FUNCTION "record_quote_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_status text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END;
  actor text := move_actor();
  actor_user uuid := move_actor_user_id();
  reason text := move_reason();
  at timestamptz := move_at();
BEGIN
  INSERT INTO "quote_history" ("quote_id", "from_status", "to_status", "revision", "total", "actor", "actor_user_id",
    "reason", "created_at")
  VALUES (NEW."id", from_status, NEW."status", NEW."revision", NEW."total", actor, actor_user, reason, at);
  PERFORM announce(CASE WHEN from_status = NEW."status" THEN 'quote.revised' ELSE 'quote.' || NEW."status" END,
    'quote', NEW."id"::text, actor_user,
    jsonb_build_object('bookingId', NEW."booking_id", 'truckId', NEW."truck_id", 'from', from_status,
      'to', NEW."status", 'revision', NEW."revision", 'total', NEW."total", 'actor', actor, 'reason', reason,
      'parties', booking_parties(NEW."booking_id", NEW."truck_id"),
      'booking', booking_news(NEW."booking_id"), 'truck', truck_news(NEW."truck_id")),
    at);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "quote_history_announces" ON "quote_history";
DROP FUNCTION IF EXISTS "announce_quote_move"();
CREATE OR REPLACE TRIGGER "quotes_record_insert" AFTER INSERT ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION "record_quote_move"();
CREATE OR REPLACE TRIGGER "quotes_record_move" AFTER UPDATE OF "status", "revision" ON "quotes"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status" OR NEW."revision" > OLD."revision")
  EXECUTE FUNCTION "record_quote_move"();
