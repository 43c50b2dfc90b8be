CREATE TABLE "order_tracking_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tracking_tokens" ADD CONSTRAINT "order_tracking_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tracking_tokens_order_idx" ON "order_tracking_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_idempotency_uq" ON "orders" USING btree (lower("email"),"idempotency_key") WHERE "orders"."is_guest";