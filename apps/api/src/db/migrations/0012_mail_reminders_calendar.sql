CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calendar_event" jsonb,
	"message_id" text NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_mail_state" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_message_id" integer
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "reminder_lead_hours" integer;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "photo_retake_weeks" integer;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "calendar_feed_created" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_mail_state" ADD CONSTRAINT "visit_mail_state_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_mail_state" ADD CONSTRAINT "visit_mail_state_reminder_message_id_mail_messages_id_fk" FOREIGN KEY ("reminder_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_user_id_idx" ON "mail_messages" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_calendarFeedTokenHash_unique" UNIQUE("calendar_feed_token_hash");