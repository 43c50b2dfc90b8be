CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin (regexp_replace("mobile_number", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin (regexp_replace("mobile_number", '[^0-9]', '', 'g') gin_trgm_ops);