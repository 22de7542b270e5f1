-- An open request is found by the (area, category) pairs a truck serves, each pair one key of a GIN index:
-- a vendor's inbox reads the requests that match it, not every request waiting in its areas.
CREATE FUNCTION "open_request_key"(sido text, sigungu text, category_id integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN sido || '|' || sigungu || '|' || category_id;--> statement-breakpoint
-- Named with its schema: VACUUM, ANALYZE and REINDEX evaluate the index's expression with only pg_catalog on
-- the search path (PostgreSQL 17, which PGlite is).
CREATE FUNCTION "open_request_keys"(sido text, sigungu text, category_ids integer[]) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN array(SELECT public.open_request_key(sido, sigungu, c) FROM unnest(category_ids) AS c);
END $$;--> statement-breakpoint
DROP INDEX "bookings_open_area_idx";--> statement-breakpoint
CREATE INDEX "bookings_open_keys_idx" ON "bookings" USING gin (open_request_keys("sido", "sigungu", "category_ids")) WHERE "bookings"."status" = 'requested' AND "bookings"."truck_id" IS NULL;
