CREATE TABLE "staff_unknown_sign_ins" (
	"address_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_used_codes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_used_codes_user_id_kind_ref_pk" PRIMARY KEY("user_id","kind","ref")
);
--> statement-breakpoint
CREATE INDEX "staff_unknown_sign_ins_updated_idx" ON "staff_unknown_sign_ins" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "staff_used_codes_expires_idx" ON "staff_used_codes" USING btree ("expires_at");