CREATE TABLE "dispute_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_events" ALTER COLUMN "subject_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "food_truck_status_history" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_status_history" ADD CONSTRAINT "dispute_status_history_booking_id_booking_disputes_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_disputes"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_status_history" ADD CONSTRAINT "dispute_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_history" ADD CONSTRAINT "payment_status_history_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_history" ADD CONSTRAINT "payment_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_status_history_booking_idx" ON "dispute_status_history" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "payment_status_history_payment_idx" ON "payment_status_history" USING btree ("payment_id","id");--> statement-breakpoint
-- Payments and disputes had no history: each starts from where it stands now. Their status triggers, and every
-- other event's SQL, are in drizzle/repeatable/ from here on (src/db/repeatable.ts applies them).
INSERT INTO "payment_status_history" ("payment_id", "from_status", "to_status", "actor", "created_at")
SELECT "id", NULL, "status", 'system', "updated_at" FROM "payments";--> statement-breakpoint
INSERT INTO "dispute_status_history" ("booking_id", "from_status", "to_status", "actor", "reason", "created_at")
SELECT "booking_id", NULL, "status", 'system', "reason", "opened_at" FROM "booking_disputes";
