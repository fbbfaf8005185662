CREATE TABLE "newsletter_sign_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "newsletter_sign_ups_due_idx" ON "newsletter_sign_ups" USING btree ("next_attempt_at");