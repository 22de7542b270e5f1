-- A review: written, published (both sides wrote, or the window closed), hidden or restored. Its status column
-- writes its history line and announces `review.<to>`.
CREATE OR REPLACE FUNCTION "record_review_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_status text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END;
  actor text := move_actor();
  actor_user uuid := move_actor_user_id();
  reason text := move_reason();
  at timestamptz := move_at();
BEGIN
  INSERT INTO "review_history" ("review_id", "from_status", "to_status", "actor", "actor_user_id", "reason",
    "created_at")
  VALUES (NEW."id", from_status, NEW."status", actor, actor_user, reason, at);
  PERFORM announce('review.' || NEW."status", 'review', NEW."id"::text, actor_user,
    jsonb_build_object('bookingId', NEW."booking_id", 'truckId', NEW."truck_id", 'side', NEW."side",
      'from', from_status, 'to', NEW."status", 'actor', actor, 'reason', reason,
      'parties', booking_parties(NEW."booking_id", NEW."truck_id"),
      'booking', booking_news(NEW."booking_id")),
    at);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "review_history_announces" ON "review_history";
DROP FUNCTION IF EXISTS "announce_review_move"();
CREATE OR REPLACE TRIGGER "reviews_record_insert" AFTER INSERT ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "record_review_move"();
CREATE OR REPLACE TRIGGER "reviews_record_move" AFTER UPDATE OF "status" ON "reviews"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_review_move"();
