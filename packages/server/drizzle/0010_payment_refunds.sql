ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "test_provider_charges" ADD COLUMN "refunded_at" timestamp with time zone;