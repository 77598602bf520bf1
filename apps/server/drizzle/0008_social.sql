CREATE TABLE "embedded_social_identities" (
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"linked_at" bigint NOT NULL,
	CONSTRAINT "embedded_social_identities_project_id_provider_subject_pk" PRIMARY KEY("project_id","provider","subject")
);
--> statement-breakpoint
CREATE TABLE "embedded_social_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"attempt" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"completed_at" bigint,
	"user_id" text,
	"error" text,
	"claimed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "embedded_social_identities" ADD CONSTRAINT "embedded_social_identities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_social_identities" ADD CONSTRAINT "embedded_social_identities_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_social_logins" ADD CONSTRAINT "embedded_social_logins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_social_logins" ADD CONSTRAINT "embedded_social_logins_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_social_logins_attempt_idx" ON "embedded_social_logins" USING btree ("project_id","attempt");