CREATE TABLE "rate_limits" (
	"project_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_project_id_window_start_pk" PRIMARY KEY("project_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rate_limit_per_minute" integer;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;