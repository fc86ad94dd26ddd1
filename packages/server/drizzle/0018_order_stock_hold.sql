ALTER TABLE "orders" DROP CONSTRAINT "orders_state";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_state";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone DEFAULT now() + interval '30 minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."state" = 'wait';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_at" CHECK (("orders"."state" = 'cancelled') = ("orders"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state" CHECK ("orders"."state" in ('wait', 'inprogress', 'success', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_state" CHECK ("orders"."paid" = ("orders"."state" in ('inprogress', 'success')));