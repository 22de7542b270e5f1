ALTER TABLE "users" ADD COLUMN "applying_since" timestamp with time zone;--> statement-breakpoint
-- People who applied before this column existed were in the application flow from their first application.
UPDATE "users" SET "applying_since" = "first"."submitted_at"
FROM (
  SELECT "applicant_id", min("submitted_at") AS "submitted_at" FROM "vendor_applications"
  WHERE "applicant_id" IS NOT NULL GROUP BY "applicant_id"
) AS "first"
WHERE "users"."id" = "first"."applicant_id";
