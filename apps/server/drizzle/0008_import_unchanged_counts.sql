ALTER TABLE "excel_imports" ADD COLUMN "companies_unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_imports" ADD COLUMN "members_unchanged" integer DEFAULT 0 NOT NULL;