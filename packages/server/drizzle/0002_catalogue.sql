CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"logo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_bundles" (
	"sku" text NOT NULL,
	"addon_sku" text NOT NULL,
	"sort_order" integer NOT NULL,
	"bundle_price" integer NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_bundles_sku_addon_sku_pk" PRIMARY KEY("sku","addon_sku"),
	CONSTRAINT "product_bundles_price_positive" CHECK ("product_bundles"."bundle_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_type" text DEFAULT 'product' NOT NULL,
	"category_key" text NOT NULL,
	"subcategory_key" text,
	"brand_key" text NOT NULL,
	"model" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"short_desc_th" text NOT NULL,
	"short_desc_en" text NOT NULL,
	"long_desc_th" text NOT NULL,
	"long_desc_en" text NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"effective_price" integer GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"images" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"warranty_months" integer NOT NULL,
	"box_contents" jsonb NOT NULL,
	"compatibility_notes" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"memory_type" text,
	"capacity" text,
	"vram_gb" integer,
	"cores" integer,
	"search_text" text NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_sale_price_below_price" CHECK ("products"."sale_price" between 0 and "products"."price"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_product_type" CHECK ("products"."product_type" in ('product', 'comset'))
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_key" text NOT NULL,
	"sku" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_key_sku_pk" PRIMARY KEY("promotion_key","sku")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"key" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"kind" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"sub_title_th" text NOT NULL,
	"sub_title_en" text NOT NULL,
	"status" text NOT NULL,
	"category_keys" jsonb NOT NULL,
	"image" text,
	"link" text,
	CONSTRAINT "promotions_status" CHECK ("promotions"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "saved_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"assembly" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_builds_assembly" CHECK ("saved_builds"."assembly" in ('shop', 'self'))
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"thai_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"thai_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subdistricts" (
	"code" text PRIMARY KEY NOT NULL,
	"district_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"postcode" text NOT NULL,
	"thai_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_bundles" ADD CONSTRAINT "product_bundles_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundles" ADD CONSTRAINT "product_bundles_addon_sku_products_sku_fk" FOREIGN KEY ("addon_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_key_categories_key_fk" FOREIGN KEY ("subcategory_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_key_promotions_key_fk" FOREIGN KEY ("promotion_key") REFERENCES "public"."promotions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subdistricts" ADD CONSTRAINT "subdistricts_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_key","effective_price");--> statement-breakpoint
CREATE INDEX "products_subcategory_price_idx" ON "products" USING btree ("subcategory_key","effective_price");--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_key","effective_price");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("effective_price");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotion_products_sku_idx" ON "promotion_products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "districts_province_code_idx" ON "districts" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "subdistricts_district_code_idx" ON "subdistricts" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "subdistricts_postcode_idx" ON "subdistricts" USING btree ("postcode");