-- A dispute of 구매확정: its status column writes each line (opened, claimed by a resolution, resolved, reopened
-- when a refund was refused); opening and resolving announce `dispute.opened` and `dispute.resolved`.
CREATE OR REPLACE FUNCTION "record_dispute_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted boolean := TG_OP = 'INSERT';
  from_status text := CASE WHEN inserted THEN NULL ELSE OLD."status" END;
  actor text := CASE WHEN inserted THEN 'customer' ELSE move_actor() END;
  actor_user uuid := coalesce(move_actor_user_id(), CASE WHEN inserted
    THEN (SELECT b."customer_id" FROM "bookings" b WHERE b."id" = NEW."booking_id") ELSE NEW."resolved_by" END);
  reason text := CASE WHEN inserted THEN NEW."reason" ELSE move_reason() END;
  at timestamptz := CASE WHEN inserted THEN NEW."opened_at"
    ELSE coalesce(nullif(current_setting('ft.move_at', true), '')::timestamptz, NEW."resolved_at", NEW."claimed_at", now()) END;
BEGIN
  INSERT INTO "dispute_status_history" ("booking_id", "from_status", "to_status", "actor", "actor_user_id", "reason",
    "created_at")
  VALUES (NEW."booking_id", from_status, NEW."status", actor, actor_user, reason, at);
  IF inserted OR NEW."status" = 'resolved' THEN
    PERFORM announce(CASE WHEN inserted THEN 'dispute.opened' ELSE 'dispute.resolved' END, 'dispute',
      NEW."booking_id"::text, NEW."resolved_by",
      jsonb_build_object('bookingId', NEW."booking_id",
        'reason', CASE WHEN inserted THEN NEW."reason" ELSE NEW."resolution_note" END,
        'resolution', NEW."resolution", 'amount', NEW."refund_amount", 'parties', booking_parties(NEW."booking_id"),
        'booking', booking_news(NEW."booking_id")),
      coalesce(NEW."resolved_at", NEW."opened_at"));
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "booking_disputes_announce_opened" ON "booking_disputes";
DROP TRIGGER IF EXISTS "booking_disputes_announce_resolved" ON "booking_disputes";
DROP FUNCTION IF EXISTS "announce_dispute"();
CREATE OR REPLACE TRIGGER "booking_disputes_record_insert" AFTER INSERT ON "booking_disputes"
  FOR EACH ROW EXECUTE FUNCTION "record_dispute_move"();
CREATE OR REPLACE TRIGGER "booking_disputes_record_move" AFTER UPDATE OF "status" ON "booking_disputes"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_dispute_move"();

-- The truck's side of an open dispute, for the operator who resolves it.
CREATE OR REPLACE FUNCTION "announce_dispute_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('dispute.answered', 'dispute', NEW."booking_id"::text, NULL,
    jsonb_build_object('bookingId', NEW."booking_id", 'reason', NEW."vendor_response",
      'parties', booking_parties(NEW."booking_id"),
        'booking', booking_news(NEW."booking_id")),
    NEW."vendor_responded_at");
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "booking_disputes_announce_answer" AFTER UPDATE OF "vendor_response" ON "booking_disputes"
  FOR EACH ROW WHEN (NEW."vendor_response" IS DISTINCT FROM OLD."vendor_response" AND NEW."vendor_response" IS NOT NULL)
  EXECUTE FUNCTION "announce_dispute_answer"();
