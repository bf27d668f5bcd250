CREATE TABLE "client_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_user_id_first_name_key_idx" ON "clients" USING btree ("user_id","first_name_key","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_city_key_idx" ON "clients" USING btree ("user_id","city_key","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_zip_code_idx" ON "clients" USING btree ("user_id","zip_code","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_sex_idx" ON "clients" USING btree ("user_id","sex","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_email_idx" ON "clients" USING btree ("user_id",lower("email"),"id","email");--> statement-breakpoint
CREATE INDEX "clients_user_id_birthday_idx" ON "clients" USING btree ("user_id","birthday","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_created_idx" ON "clients" USING btree ("user_id","created","id");--> statement-breakpoint
CREATE INDEX "clients_user_id_modified_idx" ON "clients" USING btree ("user_id","modified","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). The counter moves in the same transaction as
-- the rows: statement triggers with transition tables, so a bulk insert of a million rows is one upsert.
CREATE FUNCTION "client_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_counts" AS c ("user_id", "total")
		SELECT "user_id", count(*) FROM "inserted_rows" GROUP BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
-- UPDATE, not upsert: when a user is deleted its counter row may already be gone (both cascade).
CREATE FUNCTION "client_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "client_counts" c SET "total" = c."total" - d."n"
		FROM (SELECT "user_id", count(*) AS "n" FROM "deleted_rows" GROUP BY "user_id") d
		WHERE c."user_id" = d."user_id";
	RETURN NULL;
END $$;--> statement-breakpoint
-- The app never moves a client to another practitioner; a manual UPDATE of user_id keeps the counts right too.
CREATE FUNCTION "client_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id") THEN
		UPDATE "client_counts" c SET "total" = c."total" - d."n"
			FROM (SELECT o."user_id", count(*) AS "n" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
				WHERE n."user_id" <> o."user_id" GROUP BY o."user_id") d
			WHERE c."user_id" = d."user_id";
		INSERT INTO "client_counts" AS c ("user_id", "total")
			SELECT n."user_id", count(*) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
				WHERE n."user_id" <> o."user_id" GROUP BY n."user_id"
		ON CONFLICT ("user_id") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "client_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "client_counts" SET "total" = 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_count_insert" AFTER INSERT ON "clients"
	REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "clients_count_delete" AFTER DELETE ON "clients"
	REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "clients_count_update" AFTER UPDATE ON "clients"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_moved"();--> statement-breakpoint
CREATE TRIGGER "clients_count_truncate" AFTER TRUNCATE ON "clients"
	FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_truncated"();--> statement-breakpoint
-- The migration runs under the migrator's lock and transaction, and CREATE TRIGGER locks clients against
-- writes: the backfill sees every committed client and no insert can slip between it and the triggers.
INSERT INTO "client_counts" ("user_id", "total") SELECT "user_id", count(*) FROM "clients" GROUP BY "user_id";
