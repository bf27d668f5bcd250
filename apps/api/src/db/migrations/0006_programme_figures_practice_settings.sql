CREATE TABLE "practice_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"address" text,
	"phone" text,
	"siret" text,
	"logo" "bytea",
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cares" ADD COLUMN "unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cares" ADD COLUMN "tva" text;--> statement-breakpoint
UPDATE "cares" SET "unit_price" = CASE WHEN "cares"."quantity" > 0 AND round("cares"."care_price" / "cares"."quantity", 2) * "cares"."quantity" = "cares"."care_price" THEN round("cares"."care_price" / "cares"."quantity", 2) ELSE "products"."product_price" END, "tva" = "categories"."tva" FROM "products" LEFT JOIN "categories" ON "categories"."id" = "products"."category_id" WHERE "products"."id" = "cares"."product_id";--> statement-breakpoint
ALTER TABLE "cares" ALTER COLUMN "unit_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;