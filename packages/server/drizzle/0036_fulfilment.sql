ALTER TABLE "serial_numbers" ALTER COLUMN "buy_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_pattern" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE INDEX "orders_stage_created_idx" ON "orders" USING btree ("fulfilment_stage","created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_stage" CHECK ("orders"."fulfilment_stage" is null or "orders"."fulfilment_stage" in ('paid', 'packing', 'shipped', 'delivered', 'ready_for_pickup', 'picked_up'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment" CHECK (("orders"."carrier" is null) = ("orders"."tracking_number" is null));--> statement-breakpoint
-- Orders paid before fulfilment stages: where they are, from what they record.
UPDATE "orders" SET "fulfilment_stage" = CASE
  WHEN "state" = 'success' AND "shipping_method" = 'pickup' THEN 'picked_up'
  WHEN "state" = 'success' THEN 'delivered'
  WHEN "state" = 'inprogress' AND "shipped_at" IS NOT NULL THEN 'shipped'
  WHEN "state" = 'inprogress' THEN 'paid'
END WHERE "paid";
