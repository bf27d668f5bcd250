CREATE TABLE "client_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"zone" text NOT NULL,
	"note" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"care_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_given_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_method" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_text_version" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_recorded_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contraindications" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_photos" ADD CONSTRAINT "client_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_photos" ADD CONSTRAINT "client_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_acknowledgements" ADD CONSTRAINT "care_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_acknowledgements" ADD CONSTRAINT "care_acknowledgements_care_id_cares_id_fk" FOREIGN KEY ("care_id") REFERENCES "public"."cares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_acknowledgements" ADD CONSTRAINT "care_acknowledgements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_photos_user_id_client_id_idx" ON "client_photos" USING btree ("user_id","client_id","taken_on");--> statement-breakpoint
CREATE INDEX "care_acknowledgements_care_id_idx" ON "care_acknowledgements" USING btree ("care_id");--> statement-breakpoint
CREATE INDEX "care_acknowledgements_client_id_idx" ON "care_acknowledgements" USING btree ("client_id");