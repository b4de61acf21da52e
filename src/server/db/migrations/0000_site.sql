CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"component_stack" text,
	"boundary" text NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"occurred_at" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_overrides" (
	"counter_name" text PRIMARY KEY NOT NULL,
	"override_value" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_overrides_name_check" CHECK ("counter_overrides"."counter_name" in ('verified', 'matches', 'events', 'unique')),
	CONSTRAINT "counter_overrides_value_check" CHECK ("counter_overrides"."override_value" is null or "counter_overrides"."override_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"slug" text,
	"title" jsonb,
	"schedule" jsonb,
	"description" jsonb,
	"city" text,
	"country" text,
	"starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer_host" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_received_at_idx" ON "client_errors" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_unique" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_series_starts_at_idx" ON "events" USING btree ("series","starts_at");--> statement-breakpoint
CREATE INDEX "page_views_path_viewed_at_idx" ON "page_views" USING btree ("path","viewed_at");