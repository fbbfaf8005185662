CREATE TABLE "inbox_reply_files" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"uploaded_by" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_reply_files" ADD CONSTRAINT "inbox_reply_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_reply_files_submission_idx" ON "inbox_reply_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "inbox_reply_files_outbox_idx" ON "inbox_reply_files" USING btree ("outbox_id");