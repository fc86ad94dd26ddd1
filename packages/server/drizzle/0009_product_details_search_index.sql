CREATE TABLE "product_details" (
	"sku" text PRIMARY KEY NOT NULL,
	"long_desc_th" text NOT NULL,
	"long_desc_en" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"box_contents" jsonb NOT NULL,
	"compatibility_notes" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keep the page text of existing products (added by hand: the generator would drop it).
INSERT INTO "product_details" ("sku", "long_desc_th", "long_desc_en", "attributes", "features", "box_contents", "compatibility_notes")
SELECT "sku", "long_desc_th", "long_desc_en", "attributes", "features", "box_contents", "compatibility_notes" FROM "products";--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "long_desc_th";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "long_desc_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "attributes";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "features";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "box_contents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "compatibility_notes";