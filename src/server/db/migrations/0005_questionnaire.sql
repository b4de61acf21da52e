CREATE TABLE "questionnaire" (
	"user_id" text PRIMARY KEY NOT NULL,
	"relationship_goals" text NOT NULL,
	"preferences" text[] NOT NULL,
	"lifestyle" text NOT NULL,
	"bio" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_relationship_goals_check" CHECK ("questionnaire"."relationship_goals" in ('marriage', 'long_term', 'casual', 'friendship')),
	CONSTRAINT "questionnaire_lifestyle_check" CHECK ("questionnaire"."lifestyle" in ('family_oriented', 'smokes_hookah', 'no_smoking', 'active')),
	CONSTRAINT "questionnaire_preferences_check" CHECK (cardinality("questionnaire"."preferences") between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;