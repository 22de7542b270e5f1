CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"folder" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"visibility" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "food_truck_categories" (
	"truck_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "food_truck_categories_truck_id_category_id_pk" PRIMARY KEY("truck_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "food_truck_event_types" (
	"truck_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	CONSTRAINT "food_truck_event_types_truck_id_event_type_id_pk" PRIMARY KEY("truck_id","event_type_id")
);
--> statement-breakpoint
CREATE TABLE "food_truck_menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_truck_menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_truck_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_truck_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_truck_regions" (
	"truck_id" integer NOT NULL,
	"sido" text NOT NULL,
	"sigungu" text NOT NULL,
	CONSTRAINT "food_truck_regions_truck_id_sido_sigungu_pk" PRIMARY KEY("truck_id","sido","sigungu")
);
--> statement-breakpoint
CREATE TABLE "food_trucks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_trucks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"truck_type_id" integer NOT NULL,
	"truck_size_id" integer NOT NULL,
	"base_fee" integer NOT NULL,
	"min_servings" integer NOT NULL,
	"max_servings" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"min_menu_price" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"search_jamo" text DEFAULT '' NOT NULL,
	"search_choseong" text DEFAULT '' NOT NULL,
	"business_name" text NOT NULL,
	"representative" text NOT NULL,
	"business_number" text NOT NULL,
	"business_phone" text NOT NULL,
	"payout_bank" text,
	"payout_holder" text,
	"payout_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "event_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit_price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"version" text NOT NULL,
	"effective_date" date NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "truck_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "truck_sizes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "truck_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "truck_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"nickname" text NOT NULL,
	"phone" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"profile_image_url" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_categories" ADD CONSTRAINT "food_truck_categories_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_categories" ADD CONSTRAINT "food_truck_categories_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_event_types" ADD CONSTRAINT "food_truck_event_types_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_event_types" ADD CONSTRAINT "food_truck_event_types_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_menu_items" ADD CONSTRAINT "food_truck_menu_items_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_menu_items" ADD CONSTRAINT "food_truck_menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_photos" ADD CONSTRAINT "food_truck_photos_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_photos" ADD CONSTRAINT "food_truck_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_truck_regions" ADD CONSTRAINT "food_truck_regions_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD CONSTRAINT "food_trucks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD CONSTRAINT "food_trucks_truck_type_id_truck_types_id_fk" FOREIGN KEY ("truck_type_id") REFERENCES "public"."truck_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD CONSTRAINT "food_trucks_truck_size_id_truck_sizes_id_fk" FOREIGN KEY ("truck_size_id") REFERENCES "public"."truck_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_truck_categories_category_idx" ON "food_truck_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "food_truck_event_types_event_idx" ON "food_truck_event_types" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "food_truck_menu_items_truck_idx" ON "food_truck_menu_items" USING btree ("truck_id","sort_order");--> statement-breakpoint
CREATE INDEX "food_truck_photos_truck_idx" ON "food_truck_photos" USING btree ("truck_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "food_truck_regions_area_idx" ON "food_truck_regions" USING btree ("sido","sigungu");--> statement-breakpoint
CREATE INDEX "food_trucks_recommended_idx" ON "food_trucks" USING btree ("review_count" DESC,"id") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_newest_idx" ON "food_trucks" USING btree ("created_at" DESC,"id") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_price_idx" ON "food_trucks" USING btree ("base_fee","id") WHERE "food_trucks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "food_trucks_owner_idx" ON "food_trucks" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));