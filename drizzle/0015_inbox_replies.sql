CREATE TABLE "inbox_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"token" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_saved_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_states" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_replies_token_key" ON "inbox_replies" USING btree ("token");--> statement-breakpoint
CREATE INDEX "inbox_replies_submission_idx" ON "inbox_replies" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_saved_replies_kind_idx" ON "inbox_saved_replies" USING btree ("kind","title");