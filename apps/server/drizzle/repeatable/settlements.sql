-- A settlement's status column is the source: its history line and `settlement.<to>`, whoever changes it.
CREATE OR REPLACE FUNCTION "record_settlement_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_status text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END;
  actor_user uuid := CASE WHEN TG_OP = 'INSERT' THEN coalesce(move_actor_user_id(), NEW."requested_by")
    ELSE move_actor_user_id() END;
  reason text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE move_reason() END;
  at timestamptz := move_at();
BEGIN
  INSERT INTO "settlement_status_history" ("settlement_id", "from_status", "to_status", "actor_user_id", "reason",
    "created_at")
  VALUES (NEW."id", from_status, NEW."status", actor_user, reason, at);
  PERFORM announce('settlement.' || NEW."status", 'settlement', NEW."id"::text, actor_user,
    jsonb_build_object('from', from_status, 'to', NEW."status", 'reason', reason,
      'parties', jsonb_build_object('vendor', truck_owners(NEW."truck_id"))), at);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "settlement_status_history_announces" ON "settlement_status_history";
DROP FUNCTION IF EXISTS "announce_settlement_move"();
CREATE OR REPLACE TRIGGER "settlements_record_insert" AFTER INSERT ON "settlements"
  FOR EACH ROW EXECUTE FUNCTION "record_settlement_move"();
CREATE OR REPLACE TRIGGER "settlements_record_move" AFTER UPDATE OF "status" ON "settlements"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_settlement_move"();
