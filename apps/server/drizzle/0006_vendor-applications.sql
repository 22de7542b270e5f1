CREATE TABLE "vendor_application_documents" (
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "vendor_application_documents_application_id_kind_pk" PRIMARY KEY("application_id","kind")
);
--> statement-breakpoint
CREATE TABLE "vendor_application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" integer NOT NULL,
	"applicant_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"business_name" text NOT NULL,
	"representative" text NOT NULL,
	"business_number" text NOT NULL,
	"business_phone" text NOT NULL,
	"payout_bank" text NOT NULL,
	"payout_holder" text NOT NULL,
	"payout_account" text NOT NULL,
	"payout_account_last4" text NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "payout_account_last4" text;--> statement-breakpoint
ALTER TABLE "vendor_application_documents" ADD CONSTRAINT "vendor_application_documents_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_documents" ADD CONSTRAINT "vendor_application_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_events" ADD CONSTRAINT "vendor_application_events_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_events" ADD CONSTRAINT "vendor_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_application_documents_file_idx" ON "vendor_application_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vendor_application_events_application_idx" ON "vendor_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "vendor_applications_queue_idx" ON "vendor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "vendor_applications_truck_idx" ON "vendor_applications" USING btree ("truck_id","submitted_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_one_pending" ON "vendor_applications" USING btree ("truck_id") WHERE "vendor_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "food_truck_photos_file_idx" ON "food_truck_photos" USING btree ("file_id");