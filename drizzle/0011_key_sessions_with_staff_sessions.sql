-- Key sessions now belong to a completed back-office sign-in (decision 114); those opened before cannot be tied to one: officers sign in again.
DELETE FROM "wb_key_sessions";--> statement-breakpoint
ALTER TABLE "wb_key_sessions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "wb_officer_keys" ADD COLUMN "next_private_key" text;--> statement-breakpoint
ALTER TABLE "wb_key_sessions" ADD CONSTRAINT "wb_key_sessions_session_id_staff_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "staff_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_key_sessions_session_idx" ON "wb_key_sessions" USING btree ("session_id");