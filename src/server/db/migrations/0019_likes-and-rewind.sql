CREATE TABLE "profile_photo_preview" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bytes" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "profile_photo_preview_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "swipe_rewind" (
	"member_id" text PRIMARY KEY NOT NULL,
	"rewound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_photo_preview" ADD CONSTRAINT "profile_photo_preview_photo_id_profile_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."profile_photo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_rewind" ADD CONSTRAINT "swipe_rewind_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;