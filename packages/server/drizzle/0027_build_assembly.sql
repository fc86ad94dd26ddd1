ALTER TABLE "carts" ADD COLUMN "assembly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assembly_fee" integer;