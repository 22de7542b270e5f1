-- A booking's status column is the source: any change of it, by the application or by hand, writes its
-- history line and announces `booking.<to>` in the same transaction. A new booking is its customer's request.
CREATE OR REPLACE FUNCTION "record_booking_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted boolean := TG_OP = 'INSERT';
  from_status text := CASE WHEN inserted THEN NULL ELSE OLD."status" END;
  actor text := CASE WHEN inserted THEN coalesce(nullif(current_setting('ft.move_actor', true), ''), 'customer')
    ELSE move_actor() END;
  actor_user uuid := CASE WHEN inserted THEN coalesce(move_actor_user_id(), NEW."customer_id")
    ELSE move_actor_user_id() END;
  reason text := CASE WHEN inserted THEN NULL ELSE move_reason() END;
  at timestamptz := CASE WHEN inserted THEN NEW."created_at" ELSE move_at() END;
BEGIN
  INSERT INTO "booking_status_history" ("booking_id", "from_status", "to_status", "actor", "actor_user_id", "reason",
    "created_at")
  VALUES (NEW."id", from_status, NEW."status", actor, actor_user, reason, at);
  PERFORM announce('booking.' || NEW."status", 'booking', NEW."id"::text, actor_user,
    jsonb_build_object('from', from_status, 'to', NEW."status", 'actor', actor, 'reason', reason,
      'parties', booking_parties(NEW."id"), 'booking', booking_news(NEW."id")), at);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "booking_status_history_announces" ON "booking_status_history";
DROP FUNCTION IF EXISTS "announce_booking_move"();
CREATE OR REPLACE TRIGGER "bookings_record_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "record_booking_move"();
CREATE OR REPLACE TRIGGER "bookings_record_move" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_booking_move"();

-- A customer's change to a request raises its version (an accept names the version it read).
CREATE OR REPLACE FUNCTION "announce_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('booking.changed', 'booking', NEW."id"::text, NEW."customer_id",
    jsonb_build_object('fromVersion', OLD."version", 'version', NEW."version", 'parties', booking_parties(NEW."id"), 'booking', booking_news(NEW."id")),
    NEW."updated_at");
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "bookings_change_announces" AFTER UPDATE OF "version" ON "bookings"
  FOR EACH ROW WHEN (NEW."version" > OLD."version" AND NEW."status" = OLD."status")
  EXECUTE FUNCTION "announce_booking_change"();

-- 구매확정: the service confirmed, by the customer or by time.
CREATE OR REPLACE FUNCTION "announce_service_confirmed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('booking.service_confirmed', 'booking', NEW."id"::text, NULL,
    jsonb_build_object('actor', NEW."service_confirmed_by", 'parties', booking_parties(NEW."id"), 'booking', booking_news(NEW."id")),
    NEW."service_confirmed_at");
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "bookings_service_confirmed_announces" AFTER UPDATE OF "service_confirmed_at" ON "bookings"
  FOR EACH ROW WHEN (OLD."service_confirmed_at" IS NULL AND NEW."service_confirmed_at" IS NOT NULL)
  EXECUTE FUNCTION "announce_service_confirmed"();

-- Time, not a move: the sweep records a reminder once, and the record announces it like any move.
CREATE OR REPLACE FUNCTION "announce_booking_reminder"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('booking.' || NEW."kind", 'booking', NEW."booking_id"::text, NULL,
    jsonb_build_object('actor', 'system', 'parties', booking_parties(NEW."booking_id"),
      'booking', booking_news(NEW."booking_id")), NEW."created_at");
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "booking_reminders_announce" AFTER INSERT ON "booking_reminders"
  FOR EACH ROW EXECUTE FUNCTION "announce_booking_reminder"();
