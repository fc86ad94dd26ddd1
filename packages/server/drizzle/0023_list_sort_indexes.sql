CREATE INDEX "products_category_created_at_idx" ON "products" USING btree ("category_key","created_at");--> statement-breakpoint
CREATE INDEX "products_subcategory_created_at_idx" ON "products" USING btree ("subcategory_key","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_created_at_idx" ON "products" USING btree ("brand_key","created_at");--> statement-breakpoint
CREATE INDEX "products_category_name_en_idx" ON "products" USING btree ("category_key","name_en");--> statement-breakpoint
CREATE INDEX "products_subcategory_name_en_idx" ON "products" USING btree ("subcategory_key","name_en");--> statement-breakpoint
CREATE INDEX "products_brand_name_en_idx" ON "products" USING btree ("brand_key","name_en");--> statement-breakpoint
-- The filters of a list page go together (DDR5 memory is mostly 32 GB and up, a graphics card has
-- video memory and no cores): without these statistics the planner multiplies their shares as if
-- they were independent, expects a handful of matches where there are thousands, and sorts them all.
CREATE STATISTICS "products_list_filters" (dependencies, mcv) ON "category_key", "subcategory_key", "memory_type", "capacity", "vram_gb", "cores" FROM "products";
