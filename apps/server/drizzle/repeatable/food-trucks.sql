-- A truck's status after its application (suspension, reinstatement, the operator's decision on it): its
-- history line and `food_truck.<to>`. A new truck's first status is its application's, which announces itself.
CREATE OR REPLACE FUNCTION "record_food_truck_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor_user uuid := move_actor_user_id();
  reason text := move_reason();
  at timestamptz := move_at();
BEGIN
  INSERT INTO "food_truck_status_history" ("truck_id", "from_status", "to_status", "actor_user_id", "reason",
    "created_at")
  VALUES (NEW."id", OLD."status", NEW."status", actor_user, reason, at);
  PERFORM announce('food_truck.' || NEW."status", 'food_truck', NEW."id"::text, actor_user,
    jsonb_build_object('from', OLD."status", 'to', NEW."status", 'actor', move_actor(), 'reason', reason,
      'parties', jsonb_build_object('vendor', truck_owners(NEW."id"))), at);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "food_trucks_record_move" AFTER UPDATE OF "status" ON "food_trucks"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_food_truck_move"();
