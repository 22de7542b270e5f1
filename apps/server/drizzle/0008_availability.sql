CREATE TABLE "truck_busy_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_busy_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"reason" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_busy_periods_time_order" CHECK ("truck_busy_periods"."ends_at" > "truck_busy_periods"."starts_at"),
	CONSTRAINT "truck_busy_periods_kind_shape" CHECK (("truck_busy_periods"."kind" = 'booking') = ("truck_busy_periods"."booking_id" is not null) and ("truck_busy_periods"."kind" = 'block') = ("truck_busy_periods"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "truck_busy_periods" ADD CONSTRAINT "truck_busy_periods_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_busy_periods" ADD CONSTRAINT "truck_busy_periods_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_busy_periods" ADD CONSTRAINT "truck_busy_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "truck_busy_periods_truck_idx" ON "truck_busy_periods" USING btree ("truck_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_busy_periods_booking_key" ON "truck_busy_periods" USING btree ("booking_id");--> statement-breakpoint
-- Written by hand (Drizzle cannot express it): no two busy spans of one truck overlap (DESIGN §6, Availability).
ALTER TABLE "truck_busy_periods" ADD CONSTRAINT "truck_busy_periods_no_overlap" EXCLUDE USING gist ("truck_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);--> statement-breakpoint
-- An accepted booking occupies its span; any other status frees it. Kept by the database itself, so no code
-- path can accept a booking over a block, or block over an accepted booking.
CREATE FUNCTION "sync_booking_busy_period"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "truck_busy_periods" WHERE "booking_id" = NEW."id";
  IF NEW."status" = 'accepted' AND NEW."truck_id" IS NOT NULL THEN
    INSERT INTO "truck_busy_periods" ("truck_id", "starts_at", "ends_at", "kind", "booking_id")
    VALUES (NEW."truck_id", NEW."starts_at", NEW."ends_at", 'booking', NEW."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_busy_period" AFTER INSERT OR UPDATE OF "status", "truck_id", "starts_at", "ends_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "sync_booking_busy_period"();--> statement-breakpoint
INSERT INTO "truck_busy_periods" ("truck_id", "starts_at", "ends_at", "kind", "booking_id")
  SELECT "truck_id", "starts_at", "ends_at", 'booking', "id" FROM "bookings" WHERE "status" = 'accepted' AND "truck_id" IS NOT NULL;
