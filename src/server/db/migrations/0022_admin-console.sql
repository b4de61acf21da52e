CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"admin_id" text,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "contact_message_id" integer;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_member_idx" ON "admin_audit_log" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id");--> statement-breakpoint
UPDATE "contact_messages" SET "status" = 'closed' WHERE "handled";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "handled";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK (action in ('view_report', 'dismiss', 'warn', 'suspend', 'ban', 'lift_restriction', 'sign_out_everywhere', 'resend_confirmation', 'contact_reply', 'contact_status', 'admin_sign_in', 'two_factor_enabled', 'two_factor_disabled', 'role_change', 'audit_export'));--> statement-breakpoint
-- The audit log is append-only (docs/decisions/0033-admin-console.md): the database refuses every
-- change and deletion, except the one its foreign keys make when an account goes (ON DELETE SET
-- NULL empties the admin_id or member_id that named it).
CREATE FUNCTION "admin_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.reason = OLD.reason AND NEW.created_at = OLD.created_at
    AND NEW.report_id IS NOT DISTINCT FROM OLD.report_id
    AND NEW.contact_message_id IS NOT DISTINCT FROM OLD.contact_message_id
    AND (NEW.admin_id IS NULL OR NEW.admin_id IS NOT DISTINCT FROM OLD.admin_id)
    AND (NEW.member_id IS NULL OR NEW.member_id IS NOT DISTINCT FROM OLD.member_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_log" FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_refuse_change"();
