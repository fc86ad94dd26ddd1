CREATE TABLE "catalogue_version" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."only")
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("only", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "comset_extras_groups_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comset_extras_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "comset_levels_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comset_levels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "comset_options_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comset_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "content_items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_bundles_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_bundles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_details_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "promotion_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "promotions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- A sale changes only the stock count, which cached answers do not show; they show whether a
-- product is in stock, so a sale bumps the version only when it sells the last unit.
CREATE TRIGGER "products_changed_catalogue_version" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."stock" > 0) <> (NEW."stock" > 0) OR (to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock'))
  EXECUTE FUNCTION "bump_catalogue_version"();
