CREATE TABLE "review_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "review_photos_review_id_file_id_pk" PRIMARY KEY("review_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_history_review_idx" ON "review_history" USING btree ("review_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_file_key" ON "review_photos" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_side_idx" ON "reviews" USING btree ("booking_id","side");--> statement-breakpoint
CREATE INDEX "reviews_truck_published_idx" ON "reviews" USING btree ("truck_id","published_at") WHERE "reviews"."status" = 'published' and "reviews"."side" = 'customer';--> statement-breakpoint
CREATE INDEX "reviews_submitted_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'submitted';--> statement-breakpoint
-- Every review move is announced by its history row, in the same transaction (the one seam).
CREATE FUNCTION "announce_review_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  review record;
BEGIN
  SELECT "booking_id", "truck_id", "side" INTO review FROM "reviews" WHERE "id" = NEW."review_id";
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('review.' || NEW."to_status", 'review', NEW."review_id", NEW."actor_user_id",
    jsonb_build_object('bookingId', review."booking_id", 'truckId', review."truck_id", 'side', review."side",
      'from', NEW."from_status", 'to', NEW."to_status", 'actor', NEW."actor", 'reason', NEW."reason"),
    NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "review_history_announces" AFTER INSERT ON "review_history"
  FOR EACH ROW EXECUTE FUNCTION "announce_review_move"();--> statement-breakpoint
-- A truck's rating and count are its published customer reviews', kept by the database as they change. The
-- ratings shown before reviews could be written were not anyone's: every truck starts again from its reviews.
CREATE FUNCTION "refresh_truck_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  truck integer := coalesce(NEW."truck_id", OLD."truck_id");
BEGIN
  UPDATE "food_trucks" t SET "rating" = coalesce(r.average, 0), "review_count" = r.n
  FROM (SELECT avg("rating")::real AS average, count(*)::int AS n FROM "reviews"
        WHERE "truck_id" = truck AND "side" = 'customer' AND "status" = 'published') r
  WHERE t."id" = truck AND (t."rating" IS DISTINCT FROM coalesce(r.average, 0) OR t."review_count" <> r.n);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_refresh_truck_rating" AFTER INSERT OR DELETE OR UPDATE OF "status", "rating" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "refresh_truck_rating"();--> statement-breakpoint
UPDATE "food_trucks" SET "rating" = 0, "review_count" = 0 WHERE "rating" <> 0 OR "review_count" <> 0;
