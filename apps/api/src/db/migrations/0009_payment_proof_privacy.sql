ALTER TABLE "payment_proofs" ALTER COLUMN "file_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_uploads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proof_uploads_ck" CHECK ("orders"."proof_uploads" >= 0);--> statement-breakpoint
-- orders that already received screenshots count them towards the cap
UPDATE "orders" SET "proof_uploads" = counted.n FROM (SELECT "order_id", count(*)::int AS n FROM "payment_proofs" GROUP BY "order_id") AS counted WHERE counted."order_id" = "orders"."id";
