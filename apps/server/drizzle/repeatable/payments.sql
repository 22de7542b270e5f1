-- A payment's status column is the source: every change, the gateway's answers among them, writes its history
-- line; a payment that went through, failed or timed out announces `payment.<status>`.
CREATE OR REPLACE FUNCTION "record_payment_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_status text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END;
  actor text := CASE WHEN TG_OP = 'INSERT' THEN 'customer' ELSE move_actor() END;
  actor_user uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW."customer_id" ELSE move_actor_user_id() END;
  reason text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE coalesce(NEW."failure_code", move_reason()) END;
  at timestamptz := coalesce(nullif(current_setting('ft.move_at', true), '')::timestamptz, NEW."updated_at");
BEGIN
  INSERT INTO "payment_status_history" ("payment_id", "from_status", "to_status", "actor", "actor_user_id",
    "reason", "created_at")
  VALUES (NEW."id", from_status, NEW."status", actor, actor_user, reason, at);
  IF NEW."status" IN ('DONE', 'ABORTED', 'EXPIRED') THEN
    PERFORM announce('payment.' || lower(NEW."status"), 'payment', NEW."id"::text, NULL,
      jsonb_build_object('bookingId', NEW."booking_id", 'kind', NEW."kind", 'amount', NEW."amount",
        'from', from_status, 'to', NEW."status", 'parties', booking_parties(NEW."booking_id"),
        'booking', booking_news(NEW."booking_id")),
      at);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "payments_announce" ON "payments";
DROP FUNCTION IF EXISTS "announce_payment_move"();
CREATE OR REPLACE TRIGGER "payments_record_insert" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "record_payment_move"();
CREATE OR REPLACE TRIGGER "payments_record_move" AFTER UPDATE OF "status" ON "payments"
  FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "record_payment_move"();

-- Money given back on a payment: each refund announces itself.
CREATE OR REPLACE FUNCTION "announce_payment_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('payment.refunded', 'payment', p."id"::text, NULL,
    jsonb_build_object('bookingId', p."booking_id", 'kind', p."kind", 'amount', NEW."amount", 'reason', NEW."reason",
      'parties', booking_parties(p."booking_id"), 'booking', booking_news(p."booking_id")),
    NEW."created_at")
  FROM "payments" p WHERE p."id" = NEW."payment_id";
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "payment_refunds_announce" AFTER INSERT ON "payment_refunds"
  FOR EACH ROW EXECUTE FUNCTION "announce_payment_refund"();
