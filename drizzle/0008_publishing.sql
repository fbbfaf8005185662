CREATE TABLE "publishing_collections" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"scheduled_version" integer,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_versions" (
	"item_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" text,
	"author_email" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishing_versions_item_id_number_pk" PRIMARY KEY("item_id","number")
);
--> statement-breakpoint
ALTER TABLE "publishing_versions" ADD CONSTRAINT "publishing_versions_item_id_publishing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "publishing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publishing_items_key" ON "publishing_items" USING btree ("collection","key");--> statement-breakpoint
CREATE INDEX "publishing_items_due_idx" ON "publishing_items" USING btree ("state","publish_at");