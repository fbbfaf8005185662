-- The foreign keys name their tables without a schema (drizzle-kit writes "public"."wb_cases"):
-- the integration tests migrate each file into a schema of its own, found through search_path.
CREATE TABLE "ethics_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"message_id" bigint,
	"meta" "bytea" NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_case_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"holder" text NOT NULL,
	"staff_id" text,
	"wrapped_key" "bytea" NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" varchar(32) NOT NULL,
	"receipt_lookup" varchar(64) NOT NULL,
	"public_key" text NOT NULL,
	"report" "bytea" NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"feedback_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_key_sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"wrapped" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"author" text NOT NULL,
	"staff_id" text,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_officer_keys" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_reminders" (
	"case_id" bigint NOT NULL,
	"deadline" text NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_reminders_case_id_deadline_stage_pk" PRIMARY KEY("case_id","deadline","stage")
);
--> statement-breakpoint
CREATE TABLE "wb_reporter_sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"wrapped" "bytea" NOT NULL,
	"flash" "bytea",
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wb_attachments" ADD CONSTRAINT "wb_attachments_case_id_wb_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "wb_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_attachments" ADD CONSTRAINT "wb_attachments_message_id_wb_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "wb_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_case_keys" ADD CONSTRAINT "wb_case_keys_case_id_wb_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "wb_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_messages" ADD CONSTRAINT "wb_messages_case_id_wb_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "wb_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_reminders" ADD CONSTRAINT "wb_reminders_case_id_wb_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "wb_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_reporter_sessions" ADD CONSTRAINT "wb_reporter_sessions_case_id_wb_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "wb_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_attachments_case_idx" ON "wb_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "wb_attachments_message_idx" ON "wb_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_case_keys_case_holder_staff_key" ON "wb_case_keys" USING btree ("case_id","holder",coalesce("staff_id", ''));--> statement-breakpoint
CREATE INDEX "wb_case_keys_staff_idx" ON "wb_case_keys" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_cases_reference_key" ON "wb_cases" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_cases_receipt_lookup_key" ON "wb_cases" USING btree ("receipt_lookup");--> statement-breakpoint
CREATE INDEX "wb_cases_status_received_idx" ON "wb_cases" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "wb_key_sessions_staff_idx" ON "wb_key_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "wb_key_sessions_expires_idx" ON "wb_key_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wb_messages_case_idx" ON "wb_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "wb_reporter_sessions_seen_idx" ON "wb_reporter_sessions" USING btree ("last_seen_at");