CREATE TABLE "latch_siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "latch_siwx_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"fields" jsonb NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "siwx" jsonb;--> statement-breakpoint
CREATE INDEX "latch_siwx_sessions_account" ON "latch_siwx_sessions" USING btree ("chain_id","address");