ALTER TABLE "practice_settings" ADD COLUMN "photos_without_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "price_entry" text DEFAULT 'TTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "after_client_created" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
-- The working rules move into the practice's one settings row, created for a practice that had rules only.
INSERT INTO "practice_settings" ("user_id", "photos_without_consent", "price_entry", "created", "modified")
SELECT "user_id", "photos_without_consent", "price_entry", "created", "modified" FROM "practice_rules"
ON CONFLICT ("user_id") DO UPDATE SET
	"photos_without_consent" = EXCLUDED."photos_without_consent",
	"price_entry" = EXCLUDED."price_entry",
	"modified" = GREATEST("practice_settings"."modified", EXCLUDED."modified");--> statement-breakpoint
DROP TABLE "practice_rules" CASCADE;
