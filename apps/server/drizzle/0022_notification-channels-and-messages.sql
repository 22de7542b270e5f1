CREATE TABLE "booking_reminders" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
--> statement-breakpoint
CREATE TABLE "message_thread_reports" (
	"booking_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "message_thread_reports_booking_id_truck_id_reporter_id_pk" PRIMARY KEY("booking_id","truck_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"truck_id" integer NOT NULL,
	"sender_id" uuid,
	"sender_side" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photo_file_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_has_content" CHECK (length("messages"."body") > 0 or "messages"."photo_file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notification_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_reports" ADD CONSTRAINT "message_thread_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_reports" ADD CONSTRAINT "message_thread_reports_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_reports" ADD CONSTRAINT "message_thread_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_thread_reports_open_idx" ON "message_thread_reports" USING btree ("created_at") WHERE "message_thread_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("booking_id","truck_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_recent_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_notice_channel_key" ON "notification_deliveries" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("next_attempt_at") WHERE "notification_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_deliveries_failed_idx" ON "notification_deliveries" USING btree ("created_at") WHERE "notification_deliveries"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
-- Time, not a move: the sweep records a reminder once, and the record announces it like any move.
CREATE FUNCTION "announce_booking_reminder"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "data", "occurred_at")
  VALUES ('booking.' || NEW."kind", 'booking', NEW."booking_id", jsonb_build_object('actor', 'system'), NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_reminders_announce" AFTER INSERT ON "booking_reminders"
  FOR EACH ROW EXECUTE FUNCTION "announce_booking_reminder"();--> statement-breakpoint
CREATE FUNCTION "announce_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("type", "subject", "subject_id", "actor_user_id", "data", "occurred_at")
  VALUES ('message.sent', 'message', NEW."id", NEW."sender_id",
    jsonb_build_object('bookingId', NEW."booking_id", 'truckId', NEW."truck_id", 'side', NEW."sender_side"),
    NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_announce" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "announce_message"();--> statement-breakpoint
-- Readers wake on commit instead of polling: the delivery on new events, live screens on new notices. NOTIFY is
-- sent only if the transaction commits, and repeats within one transaction fold into one.
CREATE FUNCTION "wake_event_readers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "domain_events_wake" AFTER INSERT ON "domain_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "wake_event_readers"();--> statement-breakpoint
CREATE FUNCTION "wake_notice_readers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notices', NEW."user_id"::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_wake" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "wake_notice_readers"();--> statement-breakpoint
-- The old 예약 알림 switch, off: booking news and reminders off on every channel beyond the app.
INSERT INTO "notification_preferences" ("user_id", "kind", "channel", "enabled")
SELECT u."id", k."kind", c."channel", false
FROM "users" u
CROSS JOIN (VALUES ('booking'), ('reminder')) AS k("kind")
CROSS JOIN (VALUES ('email'), ('alimtalk')) AS c("channel")
WHERE u."notify_booking_updates" = false;
