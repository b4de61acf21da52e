CREATE TABLE "profile_prompt" (
	"user_id" text NOT NULL,
	"prompt_key" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_prompt_user_id_prompt_key_pk" PRIMARY KEY("user_id","prompt_key"),
	CONSTRAINT "profile_prompt_position_check" CHECK ("profile_prompt"."position" between 0 and 2),
	CONSTRAINT "profile_prompt_answer_check" CHECK (char_length("profile_prompt"."answer") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "swipe" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "swipe" ADD COLUMN "comment_prompt" text;--> statement-breakpoint
ALTER TABLE "swipe" ADD COLUMN "comment_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "profile_prompt" ADD CONSTRAINT "profile_prompt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_prompt_position_unique" ON "profile_prompt" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "swipe" ADD CONSTRAINT "swipe_comment_photo_id_profile_photo_id_fk" FOREIGN KEY ("comment_photo_id") REFERENCES "public"."profile_photo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swipe_comment_photo_idx" ON "swipe" USING btree ("comment_photo_id") WHERE "swipe"."comment_photo_id" is not null;--> statement-breakpoint
ALTER TABLE "swipe" ADD CONSTRAINT "swipe_comment_check" CHECK (num_nonnulls("swipe"."comment_prompt", "swipe"."comment_photo_id") <= 1 and ("swipe"."comment" is not null or num_nonnulls("swipe"."comment_prompt", "swipe"."comment_photo_id") = 0) and ("swipe"."comment" is null or "swipe"."direction" = 'like'));