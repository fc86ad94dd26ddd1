CREATE TABLE "shipping_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"prefix" text,
	"first_name" text,
	"last_name" text,
	"id_card" text,
	"company_name" text,
	"branch" text,
	"tax_id" text,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"tambon" text NOT NULL,
	"postcode" text NOT NULL,
	"additional_details" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"address_types" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_addresses_type" CHECK ("shipping_addresses"."type" in ('person', 'company')),
	CONSTRAINT "shipping_addresses_details_length" CHECK (char_length("shipping_addresses"."additional_details") <= 30)
);
--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_addresses_customer_idx" ON "shipping_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_one_default" ON "shipping_addresses" USING btree ("customer_id") WHERE "shipping_addresses"."is_default";