CREATE TABLE "wb_officer_confirmations" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"via" text NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The officers of the day keep receiving new cases: they were the only ones able to read them before (decision 123).
INSERT INTO "wb_officer_confirmations" ("staff_id", "fingerprint", "via")
SELECT k."staff_id", k."fingerprint", 'existing' FROM "wb_officer_keys" k
WHERE EXISTS (SELECT 1 FROM "staff_roles" r WHERE r."user_id" = k."staff_id" AND r."role" = 'ethics');
