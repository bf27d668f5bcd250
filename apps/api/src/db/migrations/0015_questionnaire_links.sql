CREATE TABLE "questionnaire_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"decided_at" timestamp with time zone,
	CONSTRAINT "questionnaire_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_signature" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_signed_from_address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_signed_from_browser" text;--> statement-breakpoint
ALTER TABLE "questionnaire_links" ADD CONSTRAINT "questionnaire_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_links" ADD CONSTRAINT "questionnaire_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_links_user_id_client_id_idx" ON "questionnaire_links" USING btree ("user_id","client_id","id");