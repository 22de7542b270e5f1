CREATE TABLE "counter_offer_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counter_offer_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"counter_offer_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"booking_version" integer NOT NULL,
	"event_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"menus" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_offers_amount" CHECK ("counter_offers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "counter_offer_history" ADD CONSTRAINT "counter_offer_history_counter_offer_id_counter_offers_id_fk" FOREIGN KEY ("counter_offer_id") REFERENCES "public"."counter_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_offer_history" ADD CONSTRAINT "counter_offer_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_offers" ADD CONSTRAINT "counter_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_offers" ADD CONSTRAINT "counter_offers_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_offer_history_offer_idx" ON "counter_offer_history" USING btree ("counter_offer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_offers_one_proposed_idx" ON "counter_offers" USING btree ("booking_id") WHERE "counter_offers"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "counter_offers_booking_idx" ON "counter_offers" USING btree ("booking_id","created_at");--> statement-breakpoint
-- Every counter-offer move is announced by its history row, in the same transaction (the one seam).
CREATE FUNCTION "announce_counter_offer_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  offer record;
BEGIN
  SELECT "booking_id", "truck_id", "amount" INTO offer FROM "counter_offers" WHERE "id" = NEW."counter_offer_id";
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('counter_offer.' || NEW."to_status", 'counter_offer', NEW."counter_offer_id", NEW."actor_user_id",
    jsonb_build_object('bookingId', offer."booking_id", 'truckId', offer."truck_id", 'amount', offer."amount",
      'from', NEW."from_status", 'to', NEW."to_status", 'actor', NEW."actor", 'reason', NEW."reason"),
    NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "counter_offer_history_announces" AFTER INSERT ON "counter_offer_history"
  FOR EACH ROW EXECUTE FUNCTION "announce_counter_offer_move"();
