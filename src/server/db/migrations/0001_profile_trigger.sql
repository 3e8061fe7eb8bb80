-- Every account gets its profile row in the same transaction as the user row, so a profile
-- can never be missing. The profiles checks (type, provider company) make a bad sign-up fail whole.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger AS $$
BEGIN
  INSERT INTO profiles (id, email, name, type, company, created_at, updated_at)
  VALUES (
    NEW.id,
    NEW.email,
    coalesce(NEW.name, ''),
    NEW.type,
    CASE WHEN NEW.type = 'provider' THEN nullif(trim(NEW.company), '') ELSE NULL END,
    NEW.created_at,
    NEW.created_at
  );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_create_profile AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_type_check" CHECK ("type" in ('seeker', 'provider'));
