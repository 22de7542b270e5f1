CREATE TABLE "kept_trucks" (
	"user_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"wanted_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kept_trucks_user_id_truck_id_pk" PRIMARY KEY("user_id","truck_id")
);
--> statement-breakpoint
ALTER TABLE "kept_trucks" ADD CONSTRAINT "kept_trucks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_trucks" ADD CONSTRAINT "kept_trucks_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_trucks_waiting_idx" ON "kept_trucks" USING btree ("truck_id", "wanted_date") WHERE "wanted_date" IS NOT NULL;--> statement-breakpoint
-- A kept truck's day opens when one of its busy spans goes away and nothing else keeps that Seoul day taken (the
-- list's own test: no booking in the day, no block over all of it). Checked when the transaction commits
-- (deferred), so a span deleted and written again in one change (a booking's times moved) opens nothing. Each
-- wanted day is announced once, to its customer, then cleared.
CREATE FUNCTION "announce_kept_truck_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO "domain_events" ("type", "subject", "subject_id", "data", "occurred_at")
    VALUES ('kept_truck.opened', 'kept_truck', kept."user_id",
      jsonb_build_object('truckId', kept."truck_id", 'date', kept."wanted_date", 'actor', 'system'), now());
    UPDATE "kept_trucks" SET "wanted_date" = NULL
    WHERE "user_id" = kept."user_id" AND "truck_id" = kept."truck_id";
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "truck_busy_periods_open_kept" AFTER DELETE ON "truck_busy_periods"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "announce_kept_truck_opened"();
