CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_last_number" CHECK ("document_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"order_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_number_key" UNIQUE("number"),
	CONSTRAINT "order_documents_kind" CHECK ("order_documents"."kind" in ('tax_invoice', 'receipt'))
);
--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;