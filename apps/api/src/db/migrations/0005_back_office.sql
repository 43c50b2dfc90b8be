ALTER TABLE "hero_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "thumbnails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock_quantity") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "order_events_actor_idx" ON "order_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_method","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_mobile_idx" ON "orders" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "payment_proofs_reviewed_by_idx" ON "payment_proofs" USING btree ("reviewed_by");