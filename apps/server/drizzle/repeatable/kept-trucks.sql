-- 찜: a day the customer wanted opens on a truck they keep (a booking cancelled, a block lifted): announced once,
-- to its customer, then cleared. Deferred, so a move that frees and takes the same day in one transaction says
-- nothing.
CREATE OR REPLACE FUNCTION "announce_kept_truck_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept record;
  day_start timestamptz;
  day_end timestamptz;
BEGIN
  FOR kept IN
    SELECT k."user_id", k."truck_id", k."wanted_date" FROM "kept_trucks" k
    WHERE k."truck_id" = OLD."truck_id" AND k."wanted_date" IS NOT NULL
      AND k."wanted_date" >= (now() AT TIME ZONE 'Asia/Seoul')::date
      AND k."wanted_date" BETWEEN (OLD."starts_at" AT TIME ZONE 'Asia/Seoul')::date
        AND ((OLD."ends_at" - interval '1 microsecond') AT TIME ZONE 'Asia/Seoul')::date
    FOR UPDATE
  LOOP
    day_start := kept."wanted_date"::timestamp AT TIME ZONE 'Asia/Seoul';
    day_end := (kept."wanted_date" + 1)::timestamp AT TIME ZONE 'Asia/Seoul';
    CONTINUE WHEN EXISTS (SELECT 1 FROM "truck_busy_periods" b WHERE b."truck_id" = kept."truck_id"
      AND b."starts_at" < day_end AND b."ends_at" > day_start
      AND (b."kind" = 'booking' OR (b."starts_at" <= day_start AND b."ends_at" >= day_end)));
    PERFORM announce('kept_truck.opened', 'kept_truck', kept."user_id"::text, NULL,
      jsonb_build_object('truckId', kept."truck_id", 'date', kept."wanted_date", 'actor', 'system',
        'parties', jsonb_build_object('customer', jsonb_build_array(kept."user_id"))), now());
    UPDATE "kept_trucks" SET "wanted_date" = NULL
    WHERE "user_id" = kept."user_id" AND "truck_id" = kept."truck_id";
  END LOOP;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "truck_busy_periods_open_kept" ON "truck_busy_periods";
CREATE CONSTRAINT TRIGGER "truck_busy_periods_open_kept" AFTER DELETE ON "truck_busy_periods"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "announce_kept_truck_opened"();
