CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text,
	"counted" integer,
	"expected" integer,
	"order_id" text,
	"staff_id" text,
	"staff_email" text,
	"idempotency_key" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('opening', 'received', 'adjusted', 'sold', 'returned', 'cancelled', 'counted', 'imported', 'seeded')),
	CONSTRAINT "stock_movements_moves" CHECK ("stock_movements"."quantity" <> 0 or "stock_movements"."kind" = 'counted'),
	CONSTRAINT "stock_movements_balance" CHECK ("stock_movements"."balance" >= 0),
	CONSTRAINT "stock_movements_adjusted_reason" CHECK ("stock_movements"."kind" <> 'adjusted' or "stock_movements"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_sku_idx" ON "stock_movements" USING btree ("sku","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_idempotency_key" ON "stock_movements" USING btree ("idempotency_key");--> statement-breakpoint
-- The ledger begins with each product's stock as it stands: the sum of movements is the stock.
INSERT INTO "stock_movements" ("sku", "kind", "quantity", "balance")
  SELECT "sku", 'opening', "stock", "stock" FROM "products" WHERE "stock" <> 0;
