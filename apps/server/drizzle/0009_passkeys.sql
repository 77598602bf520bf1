CREATE TABLE "embedded_passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "embedded_passkeys" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint NOT NULL,
	"transports" text NOT NULL,
	"wrapped_share" "bytea",
	"created_at" bigint NOT NULL,
	"last_used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "wallet_deleted_at" bigint;--> statement-breakpoint
ALTER TABLE "embedded_passkey_challenges" ADD CONSTRAINT "embedded_passkey_challenges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_passkey_challenges" ADD CONSTRAINT "embedded_passkey_challenges_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_passkeys" ADD CONSTRAINT "embedded_passkeys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_passkeys" ADD CONSTRAINT "embedded_passkeys_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_passkeys_user_idx" ON "embedded_passkeys" USING btree ("user_id");