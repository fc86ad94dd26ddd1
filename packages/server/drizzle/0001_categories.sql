CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"parent_key" text,
	"level" smallint NOT NULL,
	"sort_order" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text,
	"builder_role" text,
	"product_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_range" CHECK ("categories"."level" between 1 and 3),
	CONSTRAINT "categories_root_has_no_parent" CHECK (("categories"."level" = 1) = ("categories"."parent_key" is null)),
	CONSTRAINT "categories_builder_role" CHECK ("categories"."builder_role" in ('part', 'addon'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_key_categories_key_fk" FOREIGN KEY ("parent_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_key_idx" ON "categories" USING btree ("parent_key");