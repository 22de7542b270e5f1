CREATE TABLE "event_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"last_tx_id" bigint DEFAULT 0 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "domain_events_unnoticed_idx";--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "tx_id" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_tx_idx" ON "domain_events" USING btree ("tx_id","id");--> statement-breakpoint
-- The listeners that were there start where the old marks left them (every event so far carries this
-- migration's transaction id): notices and their channels after the last event noticed (nothing, on a new
-- database, so a first start's demo news is told), refunds after the newest event (its timer looks at every
-- booking owed money anyway). 0044 then drops the marks.
INSERT INTO "event_cursors" ("consumer", "last_tx_id", "last_id")
SELECT c."consumer", coalesce((SELECT max("tx_id") FROM "domain_events"), 0),
  CASE WHEN c."consumer" = 'refunds' THEN coalesce((SELECT max("id") FROM "domain_events"), 0)
  ELSE coalesce((SELECT min("id") - 1 FROM "domain_events" WHERE "noticed_at" IS NULL),
    (SELECT max("id") FROM "domain_events"), 0) END
FROM (VALUES ('notices'), ('channels'), ('refunds')) AS c("consumer");
