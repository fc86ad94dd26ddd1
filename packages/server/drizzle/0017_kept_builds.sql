ALTER TABLE "saved_builds" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_builds_customer_idx" ON "saved_builds" USING btree ("customer_id","created_at");