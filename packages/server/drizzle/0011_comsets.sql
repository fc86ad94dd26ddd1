CREATE TABLE "comset_extras_groups" (
	"set_sku" text NOT NULL,
	"group_key" text NOT NULL,
	"label_th" text NOT NULL,
	"label_en" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "comset_extras_groups_set_sku_group_key_pk" PRIMARY KEY("set_sku","group_key")
);
--> statement-breakpoint
CREATE TABLE "comset_levels" (
	"set_sku" text NOT NULL,
	"level" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"cpu" text NOT NULL,
	"gpu" text NOT NULL,
	"ram" text NOT NULL,
	"storage" text NOT NULL,
	CONSTRAINT "comset_levels_set_sku_level_pk" PRIMARY KEY("set_sku","level"),
	CONSTRAINT "comset_levels_level" CHECK ("comset_levels"."level" in ('default', 'normal', 'hiend'))
);
--> statement-breakpoint
CREATE TABLE "comset_options" (
	"set_sku" text NOT NULL,
	"option_id" text NOT NULL,
	"group_key" text NOT NULL,
	"part_sku" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "comset_options_set_sku_option_id_pk" PRIMARY KEY("set_sku","option_id"),
	CONSTRAINT "comset_options_discount" CHECK ("comset_options"."discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "configuration" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "configuration" jsonb;--> statement-breakpoint
ALTER TABLE "comset_extras_groups" ADD CONSTRAINT "comset_extras_groups_set_sku_products_sku_fk" FOREIGN KEY ("set_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comset_levels" ADD CONSTRAINT "comset_levels_set_sku_products_sku_fk" FOREIGN KEY ("set_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comset_options" ADD CONSTRAINT "comset_options_set_sku_products_sku_fk" FOREIGN KEY ("set_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comset_options" ADD CONSTRAINT "comset_options_part_sku_products_sku_fk" FOREIGN KEY ("part_sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;