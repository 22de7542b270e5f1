CREATE TABLE "settlement_bookings" (
	"settlement_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "settlement_bookings_settlement_id_booking_id_pk" PRIMARY KEY("settlement_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settlement_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" integer NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"gross_amount" bigint NOT NULL,
	"commission_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"commission_rate_ppm" integer NOT NULL,
	"booking_count" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"payout_bank" text NOT NULL,
	"payout_holder" text NOT NULL,
	"payout_account" text NOT NULL,
	"payout_account_last4" text NOT NULL,
	"rejection_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "settlements_amounts_add_up" CHECK ("settlements"."commission_amount" + "settlements"."net_amount" = "settlements"."gross_amount")
);
--> statement-breakpoint
ALTER TABLE "settlement_bookings" ADD CONSTRAINT "settlement_bookings_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bookings" ADD CONSTRAINT "settlement_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_status_history" ADD CONSTRAINT "settlement_status_history_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_status_history" ADD CONSTRAINT "settlement_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_bookings_one_live" ON "settlement_bookings" USING btree ("booking_id") WHERE "settlement_bookings"."live";--> statement-breakpoint
CREATE INDEX "settlement_status_history_settlement_idx" ON "settlement_status_history" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "settlements_truck_idx" ON "settlements" USING btree ("truck_id","requested_at" DESC);--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status","requested_at");