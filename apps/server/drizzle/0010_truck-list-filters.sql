-- Trigram indexes for keyword search (pg_trgm ships with PostgreSQL and with PGlite's contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "areas" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "event_type_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "food_trucks_areas_idx" ON "food_trucks" USING gin ("areas") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_categories_idx" ON "food_trucks" USING gin ("category_ids") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_event_types_idx" ON "food_trucks" USING gin ("event_type_ids") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_search_jamo_idx" ON "food_trucks" USING gin ("search_jamo" gin_trgm_ops) WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_search_choseong_idx" ON "food_trucks" USING gin ("search_choseong" gin_trgm_ops) WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
-- The filter arrays follow the truck's regions, categories and event types: statement-level triggers refresh
-- every truck a statement touched, once (a seed or an edit that replaces all rows costs one update per truck).
CREATE FUNCTION "refresh_truck_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "food_trucks" t SET "areas" = coalesce((
    SELECT array_agg(DISTINCT a ORDER BY a) FROM "food_truck_regions" r,
      LATERAL (VALUES (r."sido"), (r."sido" || ' ' || r."sigungu")) v(a)
    WHERE r."truck_id" = t."id"), '{}')
  WHERE t."id" IN (SELECT DISTINCT "truck_id" FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "refresh_truck_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "food_trucks" t SET "category_ids" = coalesce((
    SELECT array_agg(DISTINCT c."category_id" ORDER BY c."category_id") FROM "food_truck_categories" c
    WHERE c."truck_id" = t."id"), '{}')
  WHERE t."id" IN (SELECT DISTINCT "truck_id" FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "refresh_truck_event_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "food_trucks" t SET "event_type_ids" = coalesce((
    SELECT array_agg(DISTINCT e."event_type_id" ORDER BY e."event_type_id") FROM "food_truck_event_types" e
    WHERE e."truck_id" = t."id"), '{}')
  WHERE t."id" IN (SELECT DISTINCT "truck_id" FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "areas_insert" AFTER INSERT ON "food_truck_regions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_areas"();--> statement-breakpoint
CREATE TRIGGER "areas_update" AFTER UPDATE ON "food_truck_regions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_areas"();--> statement-breakpoint
CREATE TRIGGER "areas_delete" AFTER DELETE ON "food_truck_regions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_areas"();--> statement-breakpoint
CREATE TRIGGER "categories_insert" AFTER INSERT ON "food_truck_categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_categories"();--> statement-breakpoint
CREATE TRIGGER "categories_update" AFTER UPDATE ON "food_truck_categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_categories"();--> statement-breakpoint
CREATE TRIGGER "categories_delete" AFTER DELETE ON "food_truck_categories" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_categories"();--> statement-breakpoint
CREATE TRIGGER "event_types_insert" AFTER INSERT ON "food_truck_event_types" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_event_types"();--> statement-breakpoint
CREATE TRIGGER "event_types_update" AFTER UPDATE ON "food_truck_event_types" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_event_types"();--> statement-breakpoint
CREATE TRIGGER "event_types_delete" AFTER DELETE ON "food_truck_event_types" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_event_types"();--> statement-breakpoint
UPDATE "food_trucks" t SET
  "areas" = coalesce((SELECT array_agg(DISTINCT a ORDER BY a) FROM "food_truck_regions" r,
    LATERAL (VALUES (r."sido"), (r."sido" || ' ' || r."sigungu")) v(a) WHERE r."truck_id" = t."id"), '{}'),
  "category_ids" = coalesce((SELECT array_agg(DISTINCT c."category_id" ORDER BY c."category_id")
    FROM "food_truck_categories" c WHERE c."truck_id" = t."id"), '{}'),
  "event_type_ids" = coalesce((SELECT array_agg(DISTINCT e."event_type_id" ORDER BY e."event_type_id")
    FROM "food_truck_event_types" e WHERE e."truck_id" = t."id"), '{}');
