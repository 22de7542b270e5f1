CREATE TABLE "user_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"agreed" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_kind" CHECK (kind in ('terms', 'privacy', 'age14', 'marketing')),
	CONSTRAINT "user_consents_only_marketing_withdrawn" CHECK ("user_consents"."kind" = 'marketing' or "user_consents"."agreed")
);
--> statement-breakpoint
CREATE TABLE "kakao_signups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kakao_id" text NOT NULL,
	"verified_email" text,
	"nickname" text NOT NULL,
	"profile_image_url" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_consents_standing_idx" ON "user_consents" USING btree ("user_id","kind","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kakao_signups_expires_idx" ON "kakao_signups" USING btree ("expires_at");--> statement-breakpoint
-- Written by hand. Accounts made before this migration (issue 27 item 22): sign-up asked no consent of its own
-- then, and the log-in screen said 계속하면 이용약관과 개인정보처리방침에 동의하게 돼요. under the Kakao button and
-- both forms. So each account still in use is recorded as having agreed, at its created_at, to the terms, the
-- privacy notice and the age rule (이용약관 제4조, hence the terms' version) in the version current then —
-- taken from the policies table, since no policy had changed its version (all 1.0 since 2026-11-01; 1.0 when
-- the table is still empty). Marketing is what users.marketing_consent says; when it was given is not known,
-- so the row's updated_at (never before the consent) stands for it, with the marketing notice's first version
-- (MARKETING_CONSENT_NOTICE in packages/shared). A deleted account gets none: deleting erased its consents.
INSERT INTO "user_consents" ("user_id", "kind", "version", "agreed", "recorded_at")
  SELECT "u"."id", "k"."kind", coalesce((SELECT "p"."version" FROM "policies" "p" WHERE "p"."slug" = "k"."document"), '1.0'), true, "u"."created_at"
  FROM "users" "u" CROSS JOIN (VALUES ('terms', 'terms'), ('privacy', 'privacy'), ('age14', 'terms')) AS "k" ("kind", "document")
  WHERE "u"."deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "user_consents" ("user_id", "kind", "version", "agreed", "recorded_at")
  SELECT "id", 'marketing', '1.0', true, "updated_at" FROM "users" WHERE "deleted_at" IS NULL AND "marketing_consent";--> statement-breakpoint
-- users.marketing_consent is derived from here from now on: the last marketing record, kept by the database,
-- so no code path can change one without the other.
CREATE FUNCTION "sync_marketing_consent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "marketing_consent" = NEW."agreed" WHERE "id" = NEW."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_consents_marketing" AFTER INSERT ON "user_consents"
  FOR EACH ROW WHEN (NEW."kind" = 'marketing') EXECUTE FUNCTION "sync_marketing_consent"();
