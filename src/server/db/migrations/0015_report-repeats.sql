ALTER TABLE "report" ADD COLUMN "times" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "last_reported_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_times_check" CHECK ("report"."times" >= 1);