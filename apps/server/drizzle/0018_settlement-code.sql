ALTER TABLE "settlements" ADD COLUMN "code" text;--> statement-breakpoint
-- Settlements made before numbers existed get one from their request's Seoul date and their order that day,
-- written in the readable alphabet (lib/readable-code.ts), so no two of a day can clash.
WITH "numbered" AS (
  SELECT "id", "requested_at",
    (row_number() OVER (PARTITION BY ("requested_at" AT TIME ZONE 'Asia/Seoul')::date ORDER BY "requested_at", "id") - 1)::int AS "n"
  FROM "settlements"
)
UPDATE "settlements" SET "code" = 'ST-' || to_char("numbered"."requested_at" AT TIME ZONE 'Asia/Seoul', 'YYYYMMDD') || '-' ||
  substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ("n" / 32768) % 32 + 1, 1) ||
  substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ("n" / 1024) % 32 + 1, 1) ||
  substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ("n" / 32) % 32 + 1, 1) ||
  substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', "n" % 32 + 1, 1)
FROM "numbered" WHERE "numbered"."id" = "settlements"."id";--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_code_key" ON "settlements" USING btree ("code");
