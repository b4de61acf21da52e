CREATE TABLE "landing_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "landing_content_status_check" CHECK ("landing_content"."status" in ('draft', 'published', 'superseded')),
	CONSTRAINT "landing_content_published_at_check" CHECK (("landing_content"."status" = 'draft') = ("landing_content"."published_at" is null))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "landing_content" ADD CONSTRAINT "landing_content_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_content_one_draft" ON "landing_content" USING btree ("status") WHERE "landing_content"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "landing_content_one_published" ON "landing_content" USING btree ("status") WHERE "landing_content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "landing_content_published_at_idx" ON "landing_content" USING btree ("published_at");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK (action in ('view_report', 'dismiss', 'warn', 'suspend', 'ban', 'lift_restriction', 'sign_out_everywhere', 'resend_confirmation', 'contact_reply', 'contact_status', 'landing_draft_save', 'landing_publish', 'admin_sign_in', 'two_factor_enabled', 'two_factor_disabled', 'role_change', 'audit_export'));