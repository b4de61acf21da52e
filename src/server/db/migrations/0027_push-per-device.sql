DROP INDEX "push_notice_unclaimed_idx";--> statement-breakpoint
ALTER TABLE "push_notice" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "new_match" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "new_message" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "new_like" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "event_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "private_mode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "show_message_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "push_notice_held_idx" ON "push_notice" USING btree ("subscription_id") WHERE "push_notice"."held";--> statement-breakpoint
CREATE INDEX "push_notice_unclaimed_idx" ON "push_notice" USING btree ("id") WHERE "push_notice"."claimed_at" is null and not "push_notice"."held";--> statement-breakpoint
-- The member's choices become each of their devices' own (docs/decisions/0035-push-notifications.md).
UPDATE "push_subscription" AS s SET "new_match" = st."new_match", "new_message" = st."new_message", "new_like" = st."new_like", "event_reminder" = st."event_reminder", "private_mode" = st."private_mode", "show_message_text" = st."show_message_text" AND NOT st."private_mode" FROM "push_settings" AS st WHERE st."member_id" = s."member_id";--> statement-breakpoint
ALTER TABLE "push_settings" DROP COLUMN "new_match";--> statement-breakpoint
ALTER TABLE "push_settings" DROP COLUMN "new_message";--> statement-breakpoint
ALTER TABLE "push_settings" DROP COLUMN "new_like";--> statement-breakpoint
ALTER TABLE "push_settings" DROP COLUMN "event_reminder";--> statement-breakpoint
ALTER TABLE "push_settings" DROP COLUMN "private_mode";--> statement-breakpoint
ALTER TABLE "push_settings" DROP COLUMN "show_message_text";