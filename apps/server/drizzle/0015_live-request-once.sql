-- Requests sent twice before this migration: the earliest live one stays (an accepted one before any), the
-- later copies are cancelled by the system with a reason, so the unique indexes below can be built.
WITH "ranked" AS (
  SELECT "id", "status", row_number() OVER (
    PARTITION BY "customer_id",
      CASE WHEN "target_truck_id" IS NULL THEN "request_hash" ELSE concat_ws('|', "target_truck_id", "starts_at", "ends_at") END
    ORDER BY ("status" = 'accepted') DESC, "created_at", "id"
  ) AS "position"
  FROM "bookings"
  WHERE "status" IN ('requested', 'accepted') AND ("target_truck_id" IS NOT NULL OR "request_hash" IS NOT NULL)
), "cancelled" AS (
  UPDATE "bookings" SET "status" = 'cancelled', "status_reason" = '같은 요청이 이미 있어 이 요청은 취소했어요.',
    "updated_at" = now(), "version" = "bookings"."version" + 1
  FROM "ranked" WHERE "bookings"."id" = "ranked"."id" AND "ranked"."position" > 1
  RETURNING "bookings"."id", "ranked"."status" AS "from_status", "bookings"."status_reason"
)
INSERT INTO "booking_status_history" ("booking_id", "from_status", "to_status", "actor", "reason")
SELECT "id", "from_status", 'cancelled', 'system', "status_reason" FROM "cancelled";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_truck_request_key" ON "bookings" USING btree ("customer_id","target_truck_id","starts_at","ends_at") WHERE "bookings"."target_truck_id" IS NOT NULL AND "bookings"."status" IN ('requested', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_open_request_key" ON "bookings" USING btree ("customer_id","request_hash") WHERE "bookings"."target_truck_id" IS NULL AND "bookings"."status" IN ('requested', 'accepted');