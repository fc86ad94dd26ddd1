-- Search reads each instance's own index (built from products and kept fresh through
-- product_changes); the table it replaced, and the triggers that filled it on every product write, go.
DROP TRIGGER IF EXISTS "products_search_added" ON "products";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_changed" ON "products";
--> statement-breakpoint
DROP TABLE "product_search" CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "keep_product_search"();
