DROP INDEX "profile_deck_idx";--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
-- The profile's copy of the user's date of birth (schema/profile.ts) is the database's alone to
-- write: filled on every insert or change of the profile row, and kept when the user row changes.
CREATE FUNCTION "profile_copy_date_of_birth"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.date_of_birth INTO NEW.date_of_birth FROM "user" u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_date_of_birth" BEFORE INSERT OR UPDATE ON "profile"
  FOR EACH ROW EXECUTE FUNCTION "profile_copy_date_of_birth"();--> statement-breakpoint
CREATE FUNCTION "user_date_of_birth_to_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profile" SET date_of_birth = NEW.date_of_birth WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_date_of_birth" AFTER UPDATE OF date_of_birth ON "user"
  FOR EACH ROW WHEN (OLD.date_of_birth IS DISTINCT FROM NEW.date_of_birth)
  EXECUTE FUNCTION "user_date_of_birth_to_profile"();--> statement-breakpoint
UPDATE "profile" SET date_of_birth = u.date_of_birth FROM "user" u WHERE u.id = "profile".user_id;--> statement-breakpoint
CREATE INDEX "profile_deck_idx" ON "profile" USING btree ("gender","seeking","last_active_at" DESC NULLS FIRST,"age_min","age_max","date_of_birth","user_id");
