CREATE TABLE "quote_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"revision" integer NOT NULL,
	"total" bigint NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"lines" jsonb NOT NULL,
	"menu" bigint NOT NULL,
	"callout_fee" bigint NOT NULL,
	"vat_included" boolean NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"per_person" bigint NOT NULL,
	"includes" text DEFAULT '' NOT NULL,
	"hours_on_site" numeric(4, 1) NOT NULL,
	"site_needs" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revised_at" timestamp with time zone,
	CONSTRAINT "quotes_money" CHECK ("quotes"."menu" >= 0 AND "quotes"."callout_fee" >= 0 AND "quotes"."vat" >= 0 AND "quotes"."total" = "quotes"."menu" + "quotes"."callout_fee" + "quotes"."vat" AND "quotes"."per_person" >= 0),
	CONSTRAINT "quotes_revision" CHECK ("quotes"."revision" >= 1),
	CONSTRAINT "quotes_hours" CHECK ("quotes"."hours_on_site" > 0 AND "quotes"."hours_on_site" <= 24)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_history_quote_idx" ON "quote_history" USING btree ("quote_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_booking_truck_idx" ON "quotes" USING btree ("booking_id","truck_id");--> statement-breakpoint
CREATE INDEX "quotes_truck_sent_idx" ON "quotes" USING btree ("truck_id","sent_at");