ALTER TABLE "discount_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_spend" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "total_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "uses_per_customer" integer;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code","customer_id") WHERE "orders"."discount_code" is not null;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_min_spend" CHECK ("discount_codes"."min_spend" >= 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_total_uses" CHECK ("discount_codes"."total_uses" is null or "discount_codes"."total_uses" >= 1);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_uses_per_customer" CHECK ("discount_codes"."uses_per_customer" is null or "discount_codes"."uses_per_customer" >= 1);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_period" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."expires_at" is null or "discount_codes"."starts_at" < "discount_codes"."expires_at");