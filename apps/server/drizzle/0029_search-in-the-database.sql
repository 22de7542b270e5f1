DROP INDEX "food_trucks_list_xid_idx";--> statement-breakpoint
-- The list is answered by SQL again (docs/decisions/043-the-list-in-the-database.md): the per-process catalogue
-- index and its change stamps go; the search text and the list's filters are kept on the truck row by the
-- database itself, whatever code writes the truck, its menu, its categories, its regions or a category's name.
DROP TRIGGER "list_xid_update" ON "food_trucks";--> statement-breakpoint
DROP TRIGGER "photos_insert" ON "food_truck_photos";--> statement-breakpoint
DROP TRIGGER "photos_update" ON "food_truck_photos";--> statement-breakpoint
DROP TRIGGER "photos_delete" ON "food_truck_photos";--> statement-breakpoint
DROP FUNCTION "stamp_truck_list_xid"();--> statement-breakpoint
DROP FUNCTION "stamp_truck_photos_changed"();--> statement-breakpoint
DROP TRIGGER "areas_insert" ON "food_truck_regions";--> statement-breakpoint
DROP TRIGGER "areas_update" ON "food_truck_regions";--> statement-breakpoint
DROP TRIGGER "areas_delete" ON "food_truck_regions";--> statement-breakpoint
DROP TRIGGER "categories_insert" ON "food_truck_categories";--> statement-breakpoint
DROP TRIGGER "categories_update" ON "food_truck_categories";--> statement-breakpoint
DROP TRIGGER "categories_delete" ON "food_truck_categories";--> statement-breakpoint
DROP TRIGGER "event_types_insert" ON "food_truck_event_types";--> statement-breakpoint
DROP TRIGGER "event_types_update" ON "food_truck_event_types";--> statement-breakpoint
DROP TRIGGER "event_types_delete" ON "food_truck_event_types";--> statement-breakpoint
DROP FUNCTION "refresh_truck_areas"();--> statement-breakpoint
DROP FUNCTION "refresh_truck_categories"();--> statement-breakpoint
DROP FUNCTION "refresh_truck_event_types"();--> statement-breakpoint
-- One line of text as a keyword is compared with it: without spaces, lower-case, and either every Hangul
-- syllable taken apart into compatibility jamo with double vowels and final clusters split as a keyboard types
-- them (값 → ㄱㅏㅂㅅ, 와 → ㅇㅗㅏ), so a half-typed syllable still matches; or ('choseong') the 초성 of its Hangul
-- and nothing else (BBQ치킨 → ㅊㅋ).
-- Keywords go through the same function, so text and keyword can never be taken apart differently.
CREATE FUNCTION "search_form"(input text, form text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE form WHEN 'choseong' THEN regexp_replace(translate(regexp_replace(d, '[\u1161-\u11FF]', '', 'g'), 'ᄀᄁᄂᄃᄄᄅᄆᄇᄈᄉᄊᄋᄌᄍᄎᄏᄐᄑᄒ', 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'), '[^ㄱ-ㅎ]+', '', 'g')
    ELSE replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(d, 'ᄀᄁᄂᄃᄄᄅᄆᄇᄈᄉᄊᄋᄌᄍᄎᄏᄐᄑ하ᅢᅣᅤᅥᅦᅧᅨᅩᅪᅫᅬᅭᅮᅯᅰᅱᅲᅳᅴᅵᆨᆩᆪᆫᆬᆭᆮᆯᆰᆱᆲᆳᆴᆵᆶᆷᆸᆹᆺᆻᆼᆽᆾᆿᇀᇁᇂ', 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'), 'ㅘ', 'ㅗㅏ'), 'ㅙ', 'ㅗㅐ'), 'ㅚ', 'ㅗㅣ'), 'ㅝ', 'ㅜㅓ'), 'ㅞ', 'ㅜㅔ'), 'ㅟ', 'ㅜㅣ'), 'ㅢ', 'ㅡㅣ'), 'ㄳ', 'ㄱㅅ'), 'ㄵ', 'ㄴㅈ'), 'ㄶ', 'ㄴㅎ'), 'ㄺ', 'ㄹㄱ'), 'ㄻ', 'ㄹㅁ'), 'ㄼ', 'ㄹㅂ'), 'ㄽ', 'ㄹㅅ'), 'ㄾ', 'ㄹㅌ'), 'ㄿ', 'ㄹㅍ'), 'ㅀ', 'ㄹㅎ'), 'ㅄ', 'ㅂㅅ') END
  FROM (SELECT normalize(lower(regexp_replace(input, '\s+', '', 'g')), NFD) AS d) s
$$;--> statement-breakpoint
-- A search text (one line per name) in one of search_form's forms, line by line: a keyword never matches across
-- two names.
CREATE FUNCTION "search_document"(doc text, form text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(search_form(line, form), E'\n' ORDER BY n), '')
  FROM unnest(string_to_array(doc, E'\n')) WITH ORDINALITY AS l(line, n)
$$;--> statement-breakpoint
-- The single consonants and consonant pairs of a 초성 form, for its GIN index: a 초성 keyword's own letters and
-- pairs are all among them.
CREATE FUNCTION "search_grams"(doc text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}')
  FROM generate_series(1, length(doc)) i CROSS JOIN (VALUES (1), (2)) k(size), LATERAL substr(doc, i, size) g
  WHERE length(g) = size AND g ~ '^[ㄱ-ㅎ]+$'
$$;--> statement-breakpoint
ALTER TABLE "food_trucks" ALTER COLUMN "search_jamo" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "food_trucks" drop column "search_jamo";--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "search_jamo" text GENERATED ALWAYS AS (search_document(search_text, 'jamo')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "food_trucks" ALTER COLUMN "search_choseong" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "food_trucks" drop column "search_choseong";--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "search_choseong" text GENERATED ALWAYS AS (search_document(search_text, 'choseong')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "search_choseong_grams" text[] GENERATED ALWAYS AS (search_grams(search_document(search_text, 'choseong'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD COLUMN "list_card" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- What a keyword is looked for in: the truck's name, its dishes, its categories' names and its regions.
CREATE FUNCTION "food_truck_search_text"(truck integer, truck_name text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n', truck_name,
    (SELECT string_agg(m."name", E'\n' ORDER BY m."sort_order", m."id") FROM "food_truck_menu_items" m WHERE m."truck_id" = truck),
    (SELECT string_agg(c."name", E'\n' ORDER BY c."sort_order", c."id") FROM "food_truck_categories" fc
      JOIN "menu_categories" c ON c."id" = fc."category_id" WHERE fc."truck_id" = truck),
    (SELECT string_agg(r."sido" || ' ' || r."sigungu", E'\n' ORDER BY r."sido", r."sigungu") FROM "food_truck_regions" r
      WHERE r."truck_id" = truck))
$$;--> statement-breakpoint
-- What a list card shows of a truck from other rows: its type, regions, categories and cover photo.
CREATE FUNCTION "food_truck_card"(truck integer, truck_type integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'truckType', (SELECT jsonb_build_object('id', ty."id", 'slug', ty."slug", 'name', ty."name")
      FROM "truck_types" ty WHERE ty."id" = truck_type),
    'regions', coalesce((SELECT jsonb_agg(jsonb_build_object('sido', r."sido", 'sigungu', r."sigungu") ORDER BY r."sido", r."sigungu")
      FROM "food_truck_regions" r WHERE r."truck_id" = truck), '[]'),
    'categories', coalesce((SELECT jsonb_agg(jsonb_build_object('id', c."id", 'slug', c."slug", 'name', c."name") ORDER BY c."sort_order", c."id")
      FROM "food_truck_categories" fc JOIN "menu_categories" c ON c."id" = fc."category_id" WHERE fc."truck_id" = truck), '[]'),
    'cover', (SELECT jsonb_build_object('id', p."id", 'storageKey', f."storage_key", 'mediumKey', f."medium_key",
        'thumbnailKey', f."thumbnail_key", 'width', f."width", 'height', f."height")
      FROM "food_truck_photos" p JOIN "files" f ON f."id" = p."file_id"
      WHERE p."truck_id" = truck AND p."kind" = 'truck' ORDER BY p."sort_order", p."id" LIMIT 1))
$$;--> statement-breakpoint
-- Everything the list reads of a truck that comes from other rows, computed here and nowhere else: the
-- filters' arrays, the lowest dish price, the search text and its card, so a page of the list reads its rows
-- and nothing else.
CREATE FUNCTION "refresh_food_truck_listing"(truck_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "food_trucks" t SET
    "areas" = coalesce((SELECT array_agg(DISTINCT a ORDER BY a) FROM "food_truck_regions" r,
      LATERAL (VALUES (r."sido"), (r."sido" || ' ' || r."sigungu")) v(a) WHERE r."truck_id" = t."id"), '{}'),
    "category_ids" = coalesce((SELECT array_agg(DISTINCT c."category_id" ORDER BY c."category_id")
      FROM "food_truck_categories" c WHERE c."truck_id" = t."id"), '{}'),
    "event_type_ids" = coalesce((SELECT array_agg(DISTINCT e."event_type_id" ORDER BY e."event_type_id")
      FROM "food_truck_event_types" e WHERE e."truck_id" = t."id"), '{}'),
    "min_menu_price" = (SELECT min(m."price") FROM "food_truck_menu_items" m WHERE m."truck_id" = t."id"),
    "search_text" = food_truck_search_text(t."id", t."name"),
    "list_card" = food_truck_card(t."id", t."truck_type_id")
  WHERE t."id" = ANY(truck_ids)
$$;--> statement-breakpoint
-- Statement-level, so a seed or an edit that replaces all of a truck's rows refreshes each truck once. A bulk
-- load that writes many trucks' rows in one transaction may set `ft.listing_deferred` for it and call
-- refresh_food_truck_listing once at the end instead (seed/scale.ts).
CREATE FUNCTION "refresh_changed_food_trucks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ft.listing_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_food_truck_listing(array(SELECT DISTINCT "truck_id" FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_regions_insert" AFTER INSERT ON "food_truck_regions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_regions_update" AFTER UPDATE ON "food_truck_regions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_regions_delete" AFTER DELETE ON "food_truck_regions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_insert" AFTER INSERT ON "food_truck_categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_update" AFTER UPDATE ON "food_truck_categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_delete" AFTER DELETE ON "food_truck_categories" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_event_types_insert" AFTER INSERT ON "food_truck_event_types" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_event_types_update" AFTER UPDATE ON "food_truck_event_types" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_event_types_delete" AFTER DELETE ON "food_truck_event_types" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_menu_items_insert" AFTER INSERT ON "food_truck_menu_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_menu_items_update" AFTER UPDATE ON "food_truck_menu_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_menu_items_delete" AFTER DELETE ON "food_truck_menu_items" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_insert" AFTER INSERT ON "food_truck_photos" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_update" AFTER UPDATE ON "food_truck_photos" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_delete" AFTER DELETE ON "food_truck_photos" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_changed_food_trucks"();--> statement-breakpoint
-- The truck's own name and type: its search text and card follow them in the same write.
CREATE FUNCTION "food_truck_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := food_truck_search_text(NEW."id", NEW."name");
  NEW."list_card" := food_truck_card(NEW."id", NEW."truck_type_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_named" BEFORE INSERT OR UPDATE OF "name", "truck_type_id" ON "food_trucks" FOR EACH ROW EXECUTE FUNCTION "food_truck_named"();--> statement-breakpoint
-- An operator renaming a category (or its slug or place): its trucks are found by the new name, and their cards
-- show it, at once. Other edits of a category (turning it off) leave its trucks alone.
CREATE FUNCTION "refresh_category_food_trucks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_food_truck_listing(array(
    SELECT DISTINCT fc."truck_id" FROM "food_truck_categories" fc
    JOIN after_edit a ON a."id" = fc."category_id" JOIN before_edit b ON b."id" = a."id"
    WHERE (a."name", a."slug", a."sort_order") IS DISTINCT FROM (b."name", b."slug", b."sort_order")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_category_update" AFTER UPDATE ON "menu_categories" REFERENCING OLD TABLE AS before_edit NEW TABLE AS after_edit FOR EACH STATEMENT EXECUTE FUNCTION "refresh_category_food_trucks"();--> statement-breakpoint
-- A truck type renamed: the cards of its trucks show the new name.
CREATE FUNCTION "refresh_truck_type_food_trucks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_food_truck_listing(array(
    SELECT t."id" FROM "food_trucks" t JOIN after_edit a ON a."id" = t."truck_type_id" JOIN before_edit b ON b."id" = a."id"
    WHERE (a."name", a."slug") IS DISTINCT FROM (b."name", b."slug")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_truck_type_update" AFTER UPDATE ON "truck_types" REFERENCING OLD TABLE AS before_edit NEW TABLE AS after_edit FOR EACH STATEMENT EXECUTE FUNCTION "refresh_truck_type_food_trucks"();--> statement-breakpoint
SELECT refresh_food_truck_listing(array(SELECT "id" FROM "food_trucks"));--> statement-breakpoint
CREATE INDEX "food_trucks_recommended_idx" ON "food_trucks" USING btree ("review_count" DESC NULLS FIRST,"id") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_newest_idx" ON "food_trucks" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_price_idx" ON "food_trucks" USING btree ("base_fee","id") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_areas_idx" ON "food_trucks" USING gin ("areas") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_categories_idx" ON "food_trucks" USING gin ("category_ids") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_event_types_idx" ON "food_trucks" USING gin ("event_type_ids") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_search_jamo_idx" ON "food_trucks" USING gin ("search_jamo" gin_trgm_ops) WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_search_choseong_idx" ON "food_trucks" USING gin ("search_choseong_grams") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "food_trucks" DROP COLUMN "list_xid";
