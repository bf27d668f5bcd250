CREATE TABLE "protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"cares" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocols_user_id_name_key" UNIQUE("user_id","name")
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "cares" ADD COLUMN "dose" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;