CREATE TABLE "legal_versions" (
	"slug" text NOT NULL,
	"effective_date" date NOT NULL,
	"payload" jsonb NOT NULL,
	"in_effect" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "legal_versions_slug_effective_date_pk" PRIMARY KEY("slug","effective_date")
);
--> statement-breakpoint
-- A row trigger: the job that brings due versions into effect changes no row on most rounds, and a
-- round that changes none must not raise the version.
CREATE TRIGGER "legal_versions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "legal_versions" FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
INSERT INTO "legal_versions" ("slug", "effective_date", "payload", "in_effect")
  SELECT "key", ("payload"->>'effectiveDate')::date, "payload" - 'effectiveDate', true
  FROM "content_items" WHERE "page" = 'legal' AND "section" = 'legal';--> statement-breakpoint
DELETE FROM "content_items" WHERE "page" = 'legal';
