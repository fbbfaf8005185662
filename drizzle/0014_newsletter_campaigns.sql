CREATE TABLE "newsletter_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"queued_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"subscriber_id" bigint,
	"outbox_id" bigint,
	"queued_at" timestamp with time zone NOT NULL,
	"refused_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_campaigns_slug_key" ON "newsletter_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_state_idx" ON "newsletter_campaigns" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_once_key" ON "newsletter_deliveries" USING btree ("campaign_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_outbox_idx" ON "newsletter_deliveries" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_recent_idx" ON "newsletter_deliveries" USING btree ("campaign_id","queued_at");