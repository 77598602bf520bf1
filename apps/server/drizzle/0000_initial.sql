CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_wallet_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"include_wallet_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclude_wallet_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analytics_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"rdns" text,
	"chains" text[] NOT NULL,
	"image_id" text,
	"homepage" text,
	"mobile_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"app_store" text,
	"play_store" text,
	"chrome_store" text,
	"badge_type" text DEFAULT 'none' NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_project_time_idx" ON "analytics_events" USING btree ("project_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_project_event_idx" ON "analytics_events" USING btree ("project_id","event_id");--> statement-breakpoint
CREATE INDEX "wallets_rank_idx" ON "wallets" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "wallets_rdns_idx" ON "wallets" USING btree ("rdns");