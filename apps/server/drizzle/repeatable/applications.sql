-- A vendor application: submitted (a new row), resubmitted (sent again: its submission time rises), approved or
-- rejected (its status). Each writes its line in vendor_application_events and announces `application.<action>`.
CREATE OR REPLACE FUNCTION "record_application_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  action text;
  actor_user uuid := move_actor_user_id();
  reason text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE move_reason() END;
  at timestamptz := move_at();
BEGIN
  IF TG_OP = 'INSERT' THEN
    action := 'submitted';
    actor_user := coalesce(actor_user, NEW."applicant_id");
  ELSIF NEW."submitted_at" > OLD."submitted_at" THEN
    action := 'resubmitted';
    reason := NULL;
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" IN ('approved', 'rejected') THEN
    action := NEW."status";
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO "vendor_application_events" ("application_id", "action", "actor_user_id", "reason", "created_at")
  VALUES (NEW."id", action, actor_user, reason, at);
  PERFORM announce('application.' || action, 'application', NEW."id"::text, actor_user,
    jsonb_build_object('reason', reason, 'to', NEW."status",
      'parties', jsonb_build_object('applicant', jsonb_build_array(NEW."applicant_id"))), at);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "vendor_application_events_announce" ON "vendor_application_events";
DROP FUNCTION IF EXISTS "announce_application_move"();
CREATE OR REPLACE TRIGGER "vendor_applications_record_insert" AFTER INSERT ON "vendor_applications"
  FOR EACH ROW EXECUTE FUNCTION "record_application_move"();
CREATE OR REPLACE TRIGGER "vendor_applications_record_move" AFTER UPDATE OF "status", "submitted_at"
  ON "vendor_applications"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status" OR NEW."submitted_at" > OLD."submitted_at")
  EXECUTE FUNCTION "record_application_move"();
