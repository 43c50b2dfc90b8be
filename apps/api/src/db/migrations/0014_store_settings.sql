CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_single_row_ck" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "store_settings_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by_id" uuid,
	"changed_by_email" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_settings_changes" ADD CONSTRAINT "store_settings_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_settings_changes_changed_at_idx" ON "store_settings_changes" USING btree ("changed_at" DESC NULLS LAST);
