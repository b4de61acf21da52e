CREATE TABLE "conversation_mark" (
	"match_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"delivered_up_to" bigint DEFAULT 0 NOT NULL,
	"read_up_to" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_mark_match_id_member_id_pk" PRIMARY KEY("match_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "message_allowance" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "message_allowance_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "message_allowance_used_check" CHECK ("message_allowance"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"sender_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"body" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_body_length_check" CHECK (char_length("message"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"member_id" text,
	"report_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('view_report', 'dismiss', 'warn', 'suspend', 'ban'))
);
--> statement-breakpoint
CREATE TABLE "member_restriction" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_restriction_kind_check" CHECK ("member_restriction"."kind" in ('suspended', 'banned')),
	CONSTRAINT "member_restriction_until_check" CHECK (("member_restriction"."kind" = 'banned') = ("member_restriction"."until" is null))
);
--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "source" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "conversation_mark" ADD CONSTRAINT "conversation_mark_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mark" ADD CONSTRAINT "conversation_mark_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_allowance" ADD CONSTRAINT "message_allowance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_restriction" ADD CONSTRAINT "member_restriction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_restriction" ADD CONSTRAINT "member_restriction_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_sender_client_unique" ON "message" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "message_sender_flagged_idx" ON "message" USING btree ("sender_id","created_at") WHERE cardinality("message"."flags") > 0;--> statement-breakpoint
CREATE INDEX "message_match_id_idx" ON "message" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_open_safety_rules_unique" ON "report" USING btree ("reported_id") WHERE "report"."source" = 'safety_rules' and "report"."status" = 'open';--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_source_check" CHECK ("report"."source" in ('member', 'safety_rules'));