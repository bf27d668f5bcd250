CREATE TABLE "practice_rules" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"photos_without_consent" boolean DEFAULT false NOT NULL,
	"price_entry" text DEFAULT 'TTC' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_rules" ADD CONSTRAINT "practice_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;