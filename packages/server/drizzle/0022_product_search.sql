CREATE TABLE "product_search" (
	"sku" text PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"subcategory_key" text,
	"in_stock" boolean NOT NULL,
	"name_en" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
CREATE FUNCTION "keep_product_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("sku", "category_key", "subcategory_key", "in_stock", "name_en", "search_text")
  VALUES (NEW."sku", NEW."category_key", NEW."subcategory_key", NEW."stock" > 0, NEW."name_en", NEW."search_text")
  ON CONFLICT ("sku") DO UPDATE SET
    "category_key" = EXCLUDED."category_key",
    "subcategory_key" = EXCLUDED."subcategory_key",
    "in_stock" = EXCLUDED."in_stock",
    "name_en" = EXCLUDED."name_en",
    "search_text" = EXCLUDED."search_text";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_added" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "keep_product_search"();
--> statement-breakpoint
-- A sale changes the row only when it sells the last unit (or stock comes back).
CREATE TRIGGER "products_search_changed" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."stock" > 0) <> (NEW."stock" > 0)
    OR OLD."sku" IS DISTINCT FROM NEW."sku"
    OR OLD."category_key" IS DISTINCT FROM NEW."category_key"
    OR OLD."subcategory_key" IS DISTINCT FROM NEW."subcategory_key"
    OR OLD."name_en" IS DISTINCT FROM NEW."name_en"
    OR OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "keep_product_search"();
--> statement-breakpoint
-- The triggers first: they lock products against writes until the migration ends, so no product
-- is missed; the indexes after the rows, as one build each is faster than a row at a time.
INSERT INTO "product_search" ("sku", "category_key", "subcategory_key", "in_stock", "name_en", "search_text")
SELECT "sku", "category_key", "subcategory_key", "stock" > 0, "name_en", "search_text" FROM "products" ON CONFLICT ("sku") DO NOTHING;
--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_key");
--> statement-breakpoint
CREATE INDEX "product_search_subcategory_idx" ON "product_search" USING btree ("subcategory_key");
--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
