DROP INDEX "profile_deck_idx";--> statement-breakpoint
DROP INDEX "profile_boost_idx";--> statement-breakpoint
CREATE INDEX "profile_deck_idx" ON "profile" USING btree ("gender","seeking","last_active_at" DESC NULLS FIRST,"age_min","age_max","user_id");--> statement-breakpoint
CREATE INDEX "profile_boost_idx" ON "profile" USING btree ("gender","seeking","boost_ends_at" DESC NULLS FIRST) WHERE "profile"."boost_ends_at" is not null;