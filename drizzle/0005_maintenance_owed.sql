CREATE TABLE "maintenance_owed" (
	"task" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
