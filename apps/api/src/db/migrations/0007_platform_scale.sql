-- btree_gin lets one GIN index hold user_id next to the trigrams (ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "product_counts" (
	"user_id" integer NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
DROP INDEX "clients_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_user_id_idx";--> statement-breakpoint
ALTER TABLE "client_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_counts" DROP CONSTRAINT "client_counts_pkey";--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_user_id_slot_pk" PRIMARY KEY("user_id","slot");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_key" text;--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_user_id_search_text_trgm_idx" ON "clients" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_user_id_category_key_name_idx" ON "products" USING btree ("user_id","category_key","category_id",lower("name"),"id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers).
-- products.category_key follows the product's category: set when a product is written with a category id (also
-- when a deleted category's ON DELETE SET NULL clears it), rewritten when the category is renamed.
CREATE FUNCTION "products_category_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."category_key" := (SELECT lower(c."name") FROM "categories" c WHERE c."id" = NEW."category_id");
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_key" BEFORE INSERT OR UPDATE OF "category_id" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_category_key"();--> statement-breakpoint
CREATE FUNCTION "categories_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "products" SET "category_key" = lower(NEW."name") WHERE "category_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_renamed" AFTER UPDATE OF "name" ON "categories"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "categories_renamed"();--> statement-breakpoint
-- The counters move in the same transaction as the rows, each connection in its own slot (pg_backend_pid() % 16):
-- a practitioner's concurrent writes no longer wait for one another's commit on a single counter row.
CREATE OR REPLACE FUNCTION "client_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_counts" AS c ("user_id", "slot", "total")
		SELECT "user_id", pg_backend_pid() % 16, count(*) FROM "inserted_rows" GROUP BY "user_id"
	ON CONFLICT ("user_id", "slot") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
-- Only for practitioners still there: when a user is deleted, its rows and its counter go together (both cascade).
CREATE OR REPLACE FUNCTION "client_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_counts" AS c ("user_id", "slot", "total")
		SELECT d."user_id", pg_backend_pid() % 16, -count(*) FROM "deleted_rows" d
		WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id") GROUP BY d."user_id"
	ON CONFLICT ("user_id", "slot") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "client_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id") THEN
		INSERT INTO "client_counts" AS c ("user_id", "slot", "total")
			SELECT m."user_id", pg_backend_pid() % 16, sum(m."delta") FROM (
				SELECT o."user_id", -1 AS "delta" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id"
				UNION ALL
				SELECT n."user_id", 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id"
			) m GROUP BY m."user_id"
		ON CONFLICT ("user_id", "slot") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "client_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "client_counts";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_counts" AS c ("user_id", "slot", "total")
		SELECT "user_id", pg_backend_pid() % 16, count(*) FROM "inserted_rows" GROUP BY "user_id"
	ON CONFLICT ("user_id", "slot") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
-- Only for practitioners still there: when a user is deleted, its rows and its counter go together (both cascade).
CREATE OR REPLACE FUNCTION "product_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_counts" AS c ("user_id", "slot", "total")
		SELECT d."user_id", pg_backend_pid() % 16, -count(*) FROM "deleted_rows" d
		WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id") GROUP BY d."user_id"
	ON CONFLICT ("user_id", "slot") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id") THEN
		INSERT INTO "product_counts" AS c ("user_id", "slot", "total")
			SELECT m."user_id", pg_backend_pid() % 16, sum(m."delta") FROM (
				SELECT o."user_id", -1 AS "delta" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id"
				UNION ALL
				SELECT n."user_id", 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."user_id" <> o."user_id"
			) m GROUP BY m."user_id"
		ON CONFLICT ("user_id", "slot") DO UPDATE SET "total" = c."total" + excluded."total";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "product_counts";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "products_count_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_moved"();--> statement-breakpoint
CREATE TRIGGER "products_count_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_truncated"();--> statement-breakpoint
-- Under the migrator's transaction, after CREATE TRIGGER locked products against writes: nothing slips between.
UPDATE "products" p SET "category_key" = lower(c."name") FROM "categories" c WHERE c."id" = p."category_id";--> statement-breakpoint
INSERT INTO "product_counts" ("user_id", "total") SELECT "user_id", count(*) FROM "products" GROUP BY "user_id";
