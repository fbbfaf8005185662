-- The foreign keys name "submissions" without a schema (drizzle-kit writes "public"."submissions"):
-- the integration tests migrate each file into a schema of its own, found through search_path.
CREATE TABLE "dsar_reminders" (
	"submission_id" bigint NOT NULL,
	"deadline" text NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dsar_reminders_submission_id_deadline_stage_pk" PRIMARY KEY("submission_id","deadline","stage")
);
--> statement-breakpoint
CREATE TABLE "inbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_states" (
	"submission_id" bigint PRIMARY KEY NOT NULL,
	"workflow" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"assignee_name" text,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dsar_reminders" ADD CONSTRAINT "dsar_reminders_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_states" ADD CONSTRAINT "inbox_states_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_submission_idx" ON "inbox_events" USING btree ("submission_id","at");--> statement-breakpoint
CREATE INDEX "inbox_notes_submission_idx" ON "inbox_notes" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_states_decision_idx" ON "inbox_states" USING btree ("decision","decided_at");