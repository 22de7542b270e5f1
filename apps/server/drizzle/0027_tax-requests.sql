CREATE TABLE "booking_tax_requests" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_number" text,
	"company_name" text,
	"representative" text,
	"email" text,
	"purpose" text,
	"identity" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_tax_requests" ADD CONSTRAINT "booking_tax_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;