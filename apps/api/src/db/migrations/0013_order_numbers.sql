-- Order numbers (KG-10234): a sequence from 10001; existing orders get theirs in the order they were placed.
CREATE SEQUENCE "order_number_seq" AS integer START WITH 10001 MINVALUE 1 MAXVALUE 9999999;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
UPDATE "orders" SET "order_number" = numbered.n + 10000
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered
WHERE "orders"."id" = numbered."id";--> statement-breakpoint
SELECT setval('order_number_seq', GREATEST((SELECT max("order_number") FROM "orders"), 10000) + 1, false);--> statement-breakpoint
ALTER SEQUENCE "order_number_seq" OWNED BY "orders"."order_number";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT nextval('order_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");
