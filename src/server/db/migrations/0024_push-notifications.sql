CREATE TABLE "push_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer,
	"actor_id" text,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "push_notice_kind_check" CHECK ("push_notice"."kind" in ('match', 'message', 'like', 'event-reminder'))
);
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"member_id" text PRIMARY KEY NOT NULL,
	"new_match" boolean DEFAULT true NOT NULL,
	"new_message" boolean DEFAULT true NOT NULL,
	"new_like" boolean DEFAULT true NOT NULL,
	"event_reminder" boolean DEFAULT true NOT NULL,
	"private_mode" boolean DEFAULT true NOT NULL,
	"show_message_text" boolean DEFAULT false NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_settings_quiet_check" CHECK (("push_settings"."quiet_start" is null) = ("push_settings"."quiet_end" is null))
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscription_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_notice" ADD CONSTRAINT "push_notice_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notice" ADD CONSTRAINT "push_notice_subscription_id_push_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notice" ADD CONSTRAINT "push_notice_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_settings" ADD CONSTRAINT "push_settings_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_notice_unclaimed_idx" ON "push_notice" USING btree ("id") WHERE "push_notice"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "push_notice_member_idx" ON "push_notice" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "push_notice_subscription_idx" ON "push_notice" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_subscription_member_idx" ON "push_subscription" USING btree ("member_id");