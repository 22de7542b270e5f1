-- Every event's SQL lives in this folder, one file per subject; the migrator re-applies a file whenever its text
-- changes (src/db/repeatable.ts), after the numbered migrations. The numbered ones keep tables and data.
--
-- A move's line: who made it, why and when, as the application set them for its transaction
-- (`stampMove`, src/db/move-line.ts: set_config(…, true)). A plain SQL change has no line: the system, now.
CREATE OR REPLACE FUNCTION "move_actor"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('ft.move_actor', true), ''), 'system')
$$;
CREATE OR REPLACE FUNCTION "move_actor_user_id"() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('ft.move_actor_user_id', true), '')::uuid
$$;
CREATE OR REPLACE FUNCTION "move_reason"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('ft.move_reason', true), '')
$$;
CREATE OR REPLACE FUNCTION "move_at"() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('ft.move_at', true), '')::timestamptz, now())
$$;
-- The one insert into the outbox.
CREATE OR REPLACE FUNCTION "announce"(type text, subject text, subject_id text, actor_user_id uuid, data jsonb,
  occurred_at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES (type, subject, subject_id, actor_user_id, data, occurred_at)
$$;
-- Readers wake on commit instead of polling: the delivery on new events, live screens on new notices. NOTIFY is
-- sent only if the transaction commits, and repeats within one transaction fold into one.
CREATE OR REPLACE FUNCTION "wake_event_readers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "domain_events_wake" AFTER INSERT ON "domain_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "wake_event_readers"();
CREATE OR REPLACE FUNCTION "wake_notice_readers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notices', NEW."user_id"::text);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "notifications_wake" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "wake_notice_readers"();
-- Who an event concerns, by side (what live screens follow, decision 098): the customer of a booking, and the
-- owner of the truck that has it, quotes it or is asked.
CREATE OR REPLACE FUNCTION "truck_owners"(truck integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT jsonb_agg(t."owner_id") FROM "food_trucks" t WHERE t."id" = truck AND t."owner_id" IS NOT NULL),
    '[]'::jsonb)
$$;
CREATE OR REPLACE FUNCTION "booking_parties"(booking uuid, truck integer DEFAULT NULL) RETURNS jsonb LANGUAGE sql
STABLE AS $$
  SELECT jsonb_build_object('customer', jsonb_build_array(b."customer_id"),
    'vendor', truck_owners(coalesce(truck, b."truck_id", b."target_truck_id")))
  FROM "bookings" b WHERE b."id" = booking
$$;
-- What a notice of a booking's news says of it, as it stands at the move (the notices listener reads it from the
-- event instead of reading the booking again).
CREATE OR REPLACE FUNCTION "booking_news"(booking uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('customerId', b."customer_id", 'ownerId', t."owner_id", 'code', b."code",
    'eventName', b."event_name", 'truckName', t."name", 'amount', b."quoted_amount",
    'isOpenRequest', b."target_truck_id" IS NULL, 'truckId', b."truck_id")
  FROM "bookings" b LEFT JOIN "food_trucks" t ON t."id" = b."truck_id" WHERE b."id" = booking
$$;
CREATE OR REPLACE FUNCTION "truck_news"(truck integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('ownerId', t."owner_id", 'truckName', t."name") FROM "food_trucks" t WHERE t."id" = truck
$$;
