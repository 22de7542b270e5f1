CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_subject_idx" ON "domain_events" USING btree ("subject","subject_id","id");--> statement-breakpoint
-- The one seam: every history row a move writes becomes its event in the same transaction, so no code path can
-- change a state without announcing it (and a rolled-back move announces nothing).
CREATE FUNCTION "announce_booking_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('booking.' || NEW."to_status", 'booking', NEW."booking_id", NEW."actor_user_id",
    jsonb_build_object('from', NEW."from_status", 'to', NEW."to_status", 'actor', NEW."actor", 'reason', NEW."reason"),
    NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_status_history_announces" AFTER INSERT ON "booking_status_history"
  FOR EACH ROW EXECUTE FUNCTION "announce_booking_move"();--> statement-breakpoint
-- A customer's change to a request raises its version (an accept names the version it read).
CREATE FUNCTION "announce_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('booking.changed', 'booking', NEW."id", NEW."customer_id",
    jsonb_build_object('fromVersion', OLD."version", 'version', NEW."version"), NEW."updated_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_change_announces" AFTER UPDATE OF "version" ON "bookings"
  FOR EACH ROW WHEN (NEW."version" > OLD."version" AND NEW."status" = OLD."status")
  EXECUTE FUNCTION "announce_booking_change"();--> statement-breakpoint
CREATE FUNCTION "announce_settlement_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('settlement.' || NEW."to_status", 'settlement', NEW."settlement_id", NEW."actor_user_id",
    jsonb_build_object('from', NEW."from_status", 'to', NEW."to_status", 'reason', NEW."reason"), NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settlement_status_history_announces" AFTER INSERT ON "settlement_status_history"
  FOR EACH ROW EXECUTE FUNCTION "announce_settlement_move"();--> statement-breakpoint
CREATE FUNCTION "announce_application_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('application.' || NEW."action", 'application', NEW."application_id", NEW."actor_user_id",
    jsonb_build_object('reason', NEW."reason"), NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "vendor_application_events_announce" AFTER INSERT ON "vendor_application_events"
  FOR EACH ROW EXECUTE FUNCTION "announce_application_move"();
