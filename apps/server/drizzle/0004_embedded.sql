CREATE TABLE "embedded_captures" (
	"project_id" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"captured_at" bigint NOT NULL,
	CONSTRAINT "embedded_captures_project_id_address_pk" PRIMARY KEY("project_id","address")
);
--> statement-breakpoint
CREATE TABLE "embedded_email_codes" (
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" bigint,
	CONSTRAINT "embedded_email_codes_project_id_email_purpose_pk" PRIMARY KEY("project_id","email","purpose")
);
--> statement-breakpoint
CREATE TABLE "embedded_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"audience" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "embedded_share_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"released_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_users" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"eip155_address" text NOT NULL,
	"solana_address" text NOT NULL,
	"auth_share_sealed" "bytea" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_captures" ADD CONSTRAINT "embedded_captures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_email_codes" ADD CONSTRAINT "embedded_email_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_sessions" ADD CONSTRAINT "embedded_sessions_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_share_releases" ADD CONSTRAINT "embedded_share_releases_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_users" ADD CONSTRAINT "embedded_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_wallets" ADD CONSTRAINT "embedded_wallets_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_sessions_user_idx" ON "embedded_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "embedded_share_releases_user_time_idx" ON "embedded_share_releases" USING btree ("user_id","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_users_project_email_idx" ON "embedded_users" USING btree ("project_id","email");