CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_reports" (
	"inquiry_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "inquiry_reports_inquiry_id_reporter_id_pk" PRIMARY KEY("inquiry_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_reports" ADD CONSTRAINT "inquiry_reports_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_reports" ADD CONSTRAINT "inquiry_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_customer_truck_key" ON "inquiries" USING btree ("customer_id","truck_id");--> statement-breakpoint
CREATE INDEX "inquiries_truck_recent_idx" ON "inquiries" USING btree ("truck_id","last_message_at" DESC) WHERE "inquiries"."last_message_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiry_reports_open_idx" ON "inquiry_reports" USING btree ("created_at") WHERE "inquiry_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_inquiry_idx" ON "messages" USING btree ("inquiry_id","created_at") WHERE "messages"."inquiry_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_has_thread" CHECK ("messages"."booking_id" IS NOT NULL OR "messages"."inquiry_id" IS NOT NULL);--> statement-breakpoint
-- 문의하기 (decision 090): an inquiry's message announces `message.sent` like a booking's, naming its inquiry, and
-- keeps the inquiry's last_message_at, in the insert's own transaction.
CREATE OR REPLACE FUNCTION "announce_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('message.sent', 'message', NEW."id", NEW."sender_id",
    jsonb_build_object('bookingId', NEW."booking_id", 'inquiryId', NEW."inquiry_id", 'truckId', NEW."truck_id",
      'side', NEW."sender_side"),
    NEW."created_at");
  IF NEW."inquiry_id" IS NOT NULL THEN
    UPDATE "inquiries" SET "last_message_at" = greatest("last_message_at", NEW."created_at")
    WHERE "id" = NEW."inquiry_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A request continues the inquiry: the customer's request to the truck, or the truck's quote on the customer's
-- open request, takes the inquiry's messages no booking holds yet into that booking's thread (booking, truck).
CREATE FUNCTION "continue_inquiry"(p_booking_id uuid, p_customer_id uuid, p_truck_id integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE "messages" SET "booking_id" = p_booking_id
  WHERE "booking_id" IS NULL AND "truck_id" = p_truck_id
    AND "inquiry_id" = (SELECT "id" FROM "inquiries" WHERE "customer_id" = p_customer_id AND "truck_id" = p_truck_id);
$$;--> statement-breakpoint
CREATE FUNCTION "continue_inquiry_on_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "continue_inquiry"(NEW."id", NEW."customer_id", NEW."target_truck_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_continue_inquiry" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."target_truck_id" IS NOT NULL) EXECUTE FUNCTION "continue_inquiry_on_request"();--> statement-breakpoint
CREATE FUNCTION "continue_inquiry_on_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "continue_inquiry"(NEW."booking_id", b."customer_id", NEW."truck_id")
  FROM "bookings" b WHERE b."id" = NEW."booking_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quotes_continue_inquiry" AFTER INSERT ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION "continue_inquiry_on_quote"();
