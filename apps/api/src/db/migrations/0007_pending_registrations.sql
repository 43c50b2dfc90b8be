CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_user_idx" ON "pending_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_registration_id_pending_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."pending_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_registration_idx" ON "otp_codes" USING btree ("registration_id");--> statement-breakpoint
-- accounts still waiting for their code keep the registration they had: its password and names
INSERT INTO "pending_registrations" ("user_id", "password_hash", "name", "last_name", "created_at")
SELECT "id", "password_hash", "name", "last_name", "created_at" FROM "users" WHERE NOT "is_account_verified";--> statement-breakpoint
UPDATE "otp_codes" SET "registration_id" = r."id" FROM "pending_registrations" r
WHERE "otp_codes"."user_id" = r."user_id" AND "otp_codes"."purpose" = 'verify';
