CREATE TABLE "away_email_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "away_email_state" ADD CONSTRAINT "away_email_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_confirmed_at_idx" ON "matches" USING btree ("confirmed_at") WHERE "matches"."confirmed";--> statement-breakpoint
CREATE INDEX "message_created_at_idx" ON "message" USING btree ("created_at");