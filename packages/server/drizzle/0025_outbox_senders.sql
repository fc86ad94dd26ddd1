ALTER TABLE "outbox_messages" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_customer_idx" ON "outbox_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_client_address_idx" ON "outbox_messages" USING btree ("client_address","created_at");