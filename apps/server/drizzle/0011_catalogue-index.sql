-- The list is answered from a catalogue index in each server process (docs/decisions/020-catalogue-index.md);
-- the indexes that served it in SQL have nothing left to serve.
DROP INDEX "food_trucks_recommended_idx";--> statement-breakpoint
DROP INDEX "food_trucks_newest_idx";--> statement-breakpoint
DROP INDEX "food_trucks_price_idx";--> statement-breakpoint
DROP INDEX "food_trucks_areas_idx";--> statement-breakpoint
DROP INDEX "food_trucks_categories_idx";--> statement-breakpoint
DROP INDEX "food_trucks_event_types_idx";--> statement-breakpoint
DROP INDEX "food_trucks_search_jamo_idx";--> statement-breakpoint
DROP INDEX "food_trucks_search_choseong_idx";--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "list_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "food_trucks_list_xid_idx" ON "food_trucks" USING btree ("list_xid");--> statement-breakpoint
-- `list_xid` names the transaction that last changed what the list shows of a truck: its own row, or its photos.
CREATE FUNCTION "stamp_truck_list_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."list_xid" := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "list_xid_update" BEFORE UPDATE ON "food_trucks" FOR EACH ROW EXECUTE FUNCTION "stamp_truck_list_xid"();--> statement-breakpoint
CREATE FUNCTION "stamp_truck_photos_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "food_trucks" SET "list_xid" = pg_current_xact_id() WHERE "id" IN (SELECT DISTINCT "truck_id" FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "photos_insert" AFTER INSERT ON "food_truck_photos" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stamp_truck_photos_changed"();--> statement-breakpoint
CREATE TRIGGER "photos_update" AFTER UPDATE ON "food_truck_photos" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stamp_truck_photos_changed"();--> statement-breakpoint
CREATE TRIGGER "photos_delete" AFTER DELETE ON "food_truck_photos" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stamp_truck_photos_changed"();
