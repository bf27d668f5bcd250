DROP INDEX "clients_user_id_last_name_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "first_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city_key" text;--> statement-breakpoint
UPDATE "clients" SET "last_name_key" = lower("last_name"), "first_name_key" = lower("first_name"), "city_key" = lower("city");--> statement-breakpoint
CREATE INDEX "clients_user_id_last_name_key_idx" ON "clients" USING btree ("user_id","last_name_key","id");