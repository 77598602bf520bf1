CREATE TABLE "latch_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "latch_versions" ("name", "version") VALUES ('catalogue', 1), ('config', 1);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): any statement that changes the catalogue or the projects
-- bumps its version in the same transaction, so every instance's cache sees the change once it commits.
CREATE FUNCTION latch_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE latch_versions SET version = version + 1 WHERE name = TG_ARGV[0];
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallets_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallets FOR EACH STATEMENT EXECUTE FUNCTION latch_bump_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER images_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images FOR EACH STATEMENT EXECUTE FUNCTION latch_bump_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER projects_bump_config AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION latch_bump_version('config');
