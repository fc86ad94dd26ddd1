CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"percent" integer,
	"amount" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_one_kind" CHECK (("discount_codes"."percent" between 1 and 99 and "discount_codes"."amount" is null) or ("discount_codes"."percent" is null and "discount_codes"."amount" >= 10000))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"note" text NOT NULL,
	"selected_color" jsonb,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'wait' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"success_date" timestamp with time zone,
	"shipping_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"tax_invoice_address" jsonb,
	"subtotal" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"discount_code" text,
	"total" bigint NOT NULL,
	"price_before_tax" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_key" UNIQUE("order_number"),
	CONSTRAINT "orders_state" CHECK ("orders"."state" in ('wait', 'inprogress', 'success')),
	CONSTRAINT "orders_paid_state" CHECK ("orders"."paid" = ("orders"."state" <> 'wait')),
	CONSTRAINT "orders_total" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."shipping" - "orders"."discount")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'THB' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"token_id" text,
	"bank" text,
	"phone" text,
	"authorize_uri" text,
	"qr_image_url" text,
	"qr_expires_at" timestamp with time zone,
	"failure_message" text,
	"transaction" text,
	"paid_at" timestamp with time zone,
	"return_origin" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'successful', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_key" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_customer_idempotency_key" ON "payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_charge_key" ON "payments" USING btree ("provider","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'successful';