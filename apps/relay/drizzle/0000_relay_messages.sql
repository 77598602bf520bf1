CREATE TABLE "relay_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"tag" integer DEFAULT 0 NOT NULL,
	"publisher" text NOT NULL,
	"published_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "relay_messages_topic_id_idx" ON "relay_messages" USING btree ("topic","id");
--> statement-breakpoint
CREATE INDEX "relay_messages_expires_at_idx" ON "relay_messages" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "relay_acks" (
	"message_id" bigint NOT NULL REFERENCES "relay_messages"("id") ON DELETE CASCADE,
	"client_id" text NOT NULL,
	"acked_at" bigint NOT NULL,
	CONSTRAINT "relay_acks_pk" PRIMARY KEY("message_id","client_id")
);
