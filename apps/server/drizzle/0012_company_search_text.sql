ALTER TABLE "companies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(company_name)) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_website" text GENERATED ALWAYS AS (lower(website)) STORED;--> statement-breakpoint
-- The lower-cased name and website are derived values: the audit trail does not record them.
DROP TRIGGER audit_insert ON companies;--> statement-breakpoint
DROP TRIGGER audit_update ON companies;--> statement-breakpoint
DROP TRIGGER audit_delete ON companies;--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('id', '', 'last_journey_item_id,last_stage_id,last_task_id,initial_email_status,follow_up_email,has_scheduled_meeting,last_update,last_update_at,search_name,search_website', '');--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('id', '', 'last_journey_item_id,last_stage_id,last_task_id,initial_email_status,follow_up_email,has_scheduled_meeting,last_update,last_update_at,search_name,search_website', '');--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('id', '', 'last_journey_item_id,last_stage_id,last_task_id,initial_email_status,follow_up_email,has_scheduled_meeting,last_update,last_update_at,search_name,search_website', '');
