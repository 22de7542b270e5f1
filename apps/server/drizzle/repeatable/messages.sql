-- A message in a booking's conversation or an inquiry (decision 090) announces `message.sent`; an inquiry's also
-- keeps its last_message_at, in the insert's own transaction.
CREATE OR REPLACE FUNCTION "announce_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('message.sent', 'message', NEW."id"::text, NEW."sender_id",
    jsonb_build_object('bookingId', NEW."booking_id", 'inquiryId', NEW."inquiry_id", 'truckId', NEW."truck_id",
      'side', NEW."sender_side",
      'parties', jsonb_build_object(
        'customer', jsonb_build_array(coalesce((SELECT b."customer_id" FROM "bookings" b WHERE b."id" = NEW."booking_id"),
          (SELECT i."customer_id" FROM "inquiries" i WHERE i."id" = NEW."inquiry_id"))),
        'vendor', truck_owners(NEW."truck_id"))),
    NEW."created_at");
  IF NEW."inquiry_id" IS NOT NULL THEN
    UPDATE "inquiries" SET "last_message_at" = greatest("last_message_at", NEW."created_at")
    WHERE "id" = NEW."inquiry_id";
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "messages_announce" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "announce_message"();
