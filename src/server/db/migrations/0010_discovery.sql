CREATE TABLE "block" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "block_not_self_check" CHECK ("block"."blocker_id" <> "block"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_a" text NOT NULL,
	"member_b" text NOT NULL,
	"liked_by_a" timestamp with time zone,
	"liked_by_b" timestamp with time zone,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_pair_order_check" CHECK ("matches"."member_a" < "matches"."member_b")
);
--> statement-breakpoint
CREATE TABLE "report" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" text,
	"reported_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reason_check" CHECK ("report"."reason" in ('fake_profile', 'scam', 'harassment', 'under_18', 'offensive_photo', 'other')),
	CONSTRAINT "report_status_check" CHECK ("report"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "swipe_allowance" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "swipe_allowance_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "swipe_allowance_used_check" CHECK ("swipe_allowance"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "swipe" (
	"swiper_id" text NOT NULL,
	"target_id" text NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_swiper_id_target_id_pk" PRIMARY KEY("swiper_id","target_id"),
	CONSTRAINT "swipe_direction_check" CHECK ("swipe"."direction" in ('like', 'pass')),
	CONSTRAINT "swipe_not_self_check" CHECK ("swipe"."swiper_id" <> "swipe"."target_id")
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "show_on_public_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "cell_lat" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "cell_lon" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "boost_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "block" ADD CONSTRAINT "block_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block" ADD CONSTRAINT "block_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_member_a_user_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_member_b_user_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reported_id_user_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_allowance" ADD CONSTRAINT "swipe_allowance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe" ADD CONSTRAINT "swipe_swiper_id_user_id_fk" FOREIGN KEY ("swiper_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe" ADD CONSTRAINT "swipe_target_id_user_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_blocked_idx" ON "block" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_unique" ON "matches" USING btree ("member_a","member_b");--> statement-breakpoint
CREATE INDEX "matches_member_b_idx" ON "matches" USING btree ("member_b");--> statement-breakpoint
CREATE INDEX "matches_confirmed_idx" ON "matches" USING btree ("confirmed");--> statement-breakpoint
CREATE INDEX "report_status_created_idx" ON "report" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "report_reporter_idx" ON "report" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "report_reported_idx" ON "report" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "swipe_target_idx" ON "swipe" USING btree ("target_id","direction");--> statement-breakpoint
CREATE INDEX "swipe_swiper_created_idx" ON "swipe" USING btree ("swiper_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_deck_idx" ON "profile" USING btree ("gender","last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_boost_idx" ON "profile" USING btree ("boost_ends_at");--> statement-breakpoint
CREATE INDEX "profile_public_page_idx" ON "profile" USING btree ("show_on_public_page");