CREATE TABLE "booking_dispute_photos" (
	"booking_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "booking_dispute_photos_booking_id_file_id_pk" PRIMARY KEY("booking_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "booking_dispute_photos" ADD CONSTRAINT "booking_dispute_photos_booking_id_booking_disputes_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_disputes"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_dispute_photos" ADD CONSTRAINT "booking_dispute_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_dispute_photos_file_key" ON "booking_dispute_photos" USING btree ("file_id");