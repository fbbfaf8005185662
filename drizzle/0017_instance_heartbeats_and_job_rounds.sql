CREATE TABLE "instance_heartbeats" (
	"instance" text PRIMARY KEY NOT NULL,
	"build_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_rounds" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_result" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
