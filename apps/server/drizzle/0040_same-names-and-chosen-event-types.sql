-- Two listed trucks may go by one name (docs/decisions/080-trucks-that-share-a-name.md): each truck keeps how many
-- listed trucks have its name, so that a list, a quote or a booking can tell them apart without another query.
ALTER TABLE "food_trucks" ADD COLUMN "same_name_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- When two names are the same: spaces and case aside ("달빛떡볶이" and "달빛 떡볶이"). Names are stored NFC
-- (decision 075).
CREATE FUNCTION "food_truck_name_key"(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(name, '\s+', '', 'g'))
$$;--> statement-breakpoint
CREATE INDEX "food_trucks_name_key_idx" ON "food_trucks" USING btree (food_truck_name_key("name"));--> statement-breakpoint
-- Every truck under these names counts the listed trucks that share its name. Each name is locked for the rest of
-- the transaction first (in order), so two trucks of one name listed at the same time both count the other.
CREATE FUNCTION "refresh_food_truck_same_names"(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  FOR k IN SELECT DISTINCT u FROM unnest(keys) u WHERE u IS NOT NULL ORDER BY u LOOP
    PERFORM pg_advisory_xact_lock(hashtext('food_truck_name:' || k));
    UPDATE "food_trucks" t SET "same_name_count" = s.n
    FROM (SELECT count(*)::int AS n FROM "food_trucks" o
      WHERE food_truck_name_key(o."name") = k AND o."status" = 'approved') s
    WHERE food_truck_name_key(t."name") = k AND t."same_name_count" IS DISTINCT FROM s.n;
  END LOOP;
END $$;--> statement-breakpoint
-- A truck named, renamed, listed, unlisted or deleted: its old and its new name are counted again. A bulk load that
-- defers the listing (ft.listing_deferred) counts them in refresh_food_truck_listing at its end.
CREATE FUNCTION "food_truck_same_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ft.listing_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_food_truck_same_names(array[food_truck_name_key(NEW."name")]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_food_truck_same_names(array[food_truck_name_key(OLD."name")]);
  ELSIF (OLD."name", OLD."status") IS DISTINCT FROM (NEW."name", NEW."status") THEN
    PERFORM refresh_food_truck_same_names(array[food_truck_name_key(OLD."name"), food_truck_name_key(NEW."name")]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_same_names" AFTER INSERT OR DELETE OR UPDATE OF "name", "status" ON "food_trucks" FOR EACH ROW EXECUTE FUNCTION "food_truck_same_names"();--> statement-breakpoint
-- Event types (docs/decisions/081-event-types-as-chosen.md): a truck's own rows are the kinds its owner chose, and
-- its page shows those alone. A truck that chose none is still found under every active kind of event: the list's
-- filter array says so. Otherwise the body is 0029's, and the same names of the trucks refreshed are counted again
-- (what a bulk load deferred).
CREATE OR REPLACE FUNCTION "refresh_food_truck_listing"(truck_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_food_truck_same_names(array(SELECT DISTINCT food_truck_name_key(t."name") FROM "food_trucks" t
    WHERE t."id" = ANY(truck_ids)));
  UPDATE "food_trucks" t SET
    "areas" = coalesce((SELECT array_agg(DISTINCT a ORDER BY a) FROM "food_truck_regions" r,
      LATERAL (VALUES (r."sido"), (r."sido" || ' ' || r."sigungu")) v(a) WHERE r."truck_id" = t."id"), '{}'),
    "category_ids" = coalesce((SELECT array_agg(DISTINCT c."category_id" ORDER BY c."category_id")
      FROM "food_truck_categories" c WHERE c."truck_id" = t."id"), '{}'),
    "event_type_ids" = coalesce((SELECT array_agg(DISTINCT e."event_type_id" ORDER BY e."event_type_id")
      FROM "food_truck_event_types" e WHERE e."truck_id" = t."id"),
      (SELECT array_agg(ty."id" ORDER BY ty."id") FROM "event_types" ty WHERE ty."is_active"), '{}'),
    "min_menu_price" = (SELECT min(m."price") FROM "food_truck_menu_items" m WHERE m."truck_id" = t."id"),
    "search_text" = food_truck_search_text(t."id", t."name"),
    "list_card" = food_truck_card(t."id", t."truck_type_id")
  WHERE t."id" = ANY(truck_ids)
$$;--> statement-breakpoint
-- An event type added, or turned on or off: the trucks that chose none are found under the active ones.
CREATE FUNCTION "refresh_unchosen_event_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM after_edit a JOIN before_edit b ON b."id" = a."id"
        WHERE a."is_active" IS DISTINCT FROM b."is_active") THEN
      RETURN NULL;
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM after_edit) THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_food_truck_listing(array(SELECT t."id" FROM "food_trucks" t
    WHERE NOT EXISTS (SELECT 1 FROM "food_truck_event_types" e WHERE e."truck_id" = t."id")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_event_type_insert" AFTER INSERT ON "event_types" REFERENCING NEW TABLE AS after_edit FOR EACH STATEMENT EXECUTE FUNCTION "refresh_unchosen_event_types"();--> statement-breakpoint
CREATE TRIGGER "listing_event_type_update" AFTER UPDATE ON "event_types" REFERENCING OLD TABLE AS before_edit NEW TABLE AS after_edit FOR EACH STATEMENT EXECUTE FUNCTION "refresh_unchosen_event_types"();--> statement-breakpoint
-- The application form never asked which events a truck serves, and a new truck was given every active kind: a
-- truck with all of them did not choose them. Its rows go (the truck is found under every kind as before).
DELETE FROM "food_truck_event_types" e USING (
  SELECT fe."truck_id" FROM "food_truck_event_types" fe JOIN "event_types" ty ON ty."id" = fe."event_type_id"
  WHERE ty."is_active" GROUP BY fe."truck_id"
  HAVING count(*) = (SELECT count(*) FROM "event_types" WHERE "is_active")) every_kind
WHERE e."truck_id" = every_kind."truck_id";--> statement-breakpoint
SELECT refresh_food_truck_listing(array(SELECT "id" FROM "food_trucks"));
