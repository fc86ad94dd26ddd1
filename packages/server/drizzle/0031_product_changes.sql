CREATE TABLE "product_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "log_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "product_changes" ("sku") VALUES ('*');
  ELSIF TG_TABLE_NAME = 'brands' THEN
    INSERT INTO "product_changes" ("sku") SELECT "sku" FROM "products" WHERE "brand_key" = NEW."key";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "product_changes" ("sku") VALUES (OLD."sku");
  ELSE
    IF TG_OP = 'UPDATE' AND OLD."sku" <> NEW."sku" THEN
      INSERT INTO "product_changes" ("sku") VALUES (OLD."sku");
    END IF;
    INSERT INTO "product_changes" ("sku") VALUES (NEW."sku");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_logged" AFTER INSERT OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "log_product_change"();
--> statement-breakpoint
-- The same changes as raise the catalogue version: a sale only when it sells the last unit.
CREATE TRIGGER "products_changed_logged" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."stock" > 0) <> (NEW."stock" > 0) OR (to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock'))
  EXECUTE FUNCTION "log_product_change"();
--> statement-breakpoint
CREATE TRIGGER "products_truncated_logged" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_product_change"();
--> statement-breakpoint
-- A brand's name is part of its products' search text.
CREATE TRIGGER "brands_changed_logged" AFTER UPDATE ON "brands" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "log_product_change"();
