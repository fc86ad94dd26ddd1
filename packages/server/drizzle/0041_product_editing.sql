CREATE TABLE "product_related" (
	"sku" text NOT NULL,
	"related_sku" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "product_related_sku_related_sku_pk" PRIMARY KEY("sku","related_sku"),
	CONSTRAINT "product_related_not_itself" CHECK ("product_related"."sku" <> "product_related"."related_sku")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "planned_sale_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_related_sku_products_sku_fk" FOREIGN KEY ("related_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_period_order" CHECK ("products"."sale_starts_at" < "products"."sale_ends_at");--> statement-breakpoint
CREATE TRIGGER "product_related_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_related" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- Sales so far had no period: each runs until an editor changes it.
UPDATE "products" SET "planned_sale_price" = "sale_price" WHERE "sale_price" IS NOT NULL;
