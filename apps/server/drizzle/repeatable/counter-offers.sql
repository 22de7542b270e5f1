-- A truck's counter-proposal on a request sent to it: its status column writes its history line and announces
-- `counter_offer.<to>`.
CREATE OR REPLACE FUNCTION "record_counter_offer_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_status text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END;
  actor text := move_actor();
  actor_user uuid := move_actor_user_id();
  reason text := move_reason();
  at timestamptz := move_at();
BEGIN
  INSERT INTO "counter_offer_history" ("counter_offer_id", "from_status", "to_status", "actor", "actor_user_id",
    "reason", "created_at")
  VALUES (NEW."id", from_status, NEW."status", actor, actor_user, reason, at);
  PERFORM announce('counter_offer.' || NEW."status", 'counter_offer', NEW."id"::text, actor_user,
    jsonb_build_object('bookingId', NEW."booking_id", 'truckId', NEW."truck_id", 'amount', NEW."amount",
      'from', from_status, 'to', NEW."status", 'actor', actor, 'reason', reason,
      'parties', booking_parties(NEW."booking_id", NEW."truck_id"),
      'booking', booking_news(NEW."booking_id"), 'truck', truck_news(NEW."truck_id")),
    at);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "counter_offer_history_announces" ON "counter_offer_history";
DROP FUNCTION IF EXISTS "announce_counter_offer_move"();
CREATE OR REPLACE TRIGGER "counter_offers_record_insert" AFTER INSERT ON "counter_offers"
  FOR EACH ROW EXECUTE FUNCTION "record_counter_offer_move"();
CREATE OR REPLACE TRIGGER "counter_offers_record_move" AFTER UPDATE OF "status" ON "counter_offers"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_counter_offer_move"();
