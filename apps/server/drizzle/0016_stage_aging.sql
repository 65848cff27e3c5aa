ALTER TABLE "companies" ADD COLUMN "stage_entered_at" timestamp with time zone;--> statement-breakpoint
-- Stage aging: when a company entered its last stage, the earliest item it has in that stage,
-- kept by the journey summary's refresh beside the last stage itself. It is a derived value: the
-- audit trail does not record it, and its backfill below writes no entry.
DROP TRIGGER audit_insert ON companies;--> statement-breakpoint
DROP TRIGGER audit_update ON companies;--> statement-breakpoint
DROP TRIGGER audit_delete ON companies;--> statement-breakpoint
UPDATE "companies" AS c SET "stage_entered_at" = (
  SELECT min(i."created") FROM "company_journey_items" AS i
  WHERE i."company_id" = c."id" AND i."stage_id" = c."last_stage_id")
WHERE c."last_stage_id" IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER audit_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('id', '', 'last_journey_item_id,last_stage_id,last_task_id,initial_email_status,follow_up_email,has_scheduled_meeting,last_update,last_update_at,search_name,search_website,stage_entered_at', '');--> statement-breakpoint
CREATE TRIGGER audit_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('id', '', 'last_journey_item_id,last_stage_id,last_task_id,initial_email_status,follow_up_email,has_scheduled_meeting,last_update,last_update_at,search_name,search_website,stage_entered_at', '');--> statement-breakpoint
CREATE TRIGGER audit_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('id', '', 'last_journey_item_id,last_stage_id,last_task_id,initial_email_status,follow_up_email,has_scheduled_meeting,last_update,last_update_at,search_name,search_website,stage_entered_at', '');--> statement-breakpoint
CREATE INDEX "companies_stage_entered_idx" ON "companies" USING btree ("stage_entered_at","id");--> statement-breakpoint
-- The summary's refresh as migration 0014 left it, with the stage entered: the first item of the
-- company's last stage, read only for the companies being refreshed.
CREATE OR REPLACE FUNCTION "company_progress_refresh"(company_ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT 1 FROM "companies" WHERE "id" = ANY(company_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "companies" AS c SET
    "last_journey_item_id" = s."last_journey_item_id",
    "last_stage_id" = s."last_stage_id",
    "last_task_id" = s."last_task_id",
    "stage_entered_at" = s."stage_entered_at",
    "initial_email_status" = s."initial_email_status",
    "follow_up_email" = s."follow_up_email",
    "has_scheduled_meeting" = s."has_scheduled_meeting",
    "last_update" = s."last_update",
    "last_update_at" = s."last_update_at"
  FROM (
    SELECT k."id",
      latest."id" AS "last_journey_item_id", latest."stage_id" AS "last_stage_id",
      latest."task_id" AS "last_task_id",
      (SELECT min(i."created") FROM "company_journey_items" AS i
        WHERE i."company_id" = k."id" AND i."stage_id" = latest."stage_id") AS "stage_entered_at",
      (SELECT i."status" FROM "company_journey_items" AS i
        WHERE i."company_id" = k."id" AND i."task_id" = 2 AND i."type" = 'EMAIL'
        ORDER BY i."created" DESC, i."id" DESC LIMIT 1) AS "initial_email_status",
      EXISTS (SELECT 1 FROM "company_journey_items" AS i
        WHERE i."company_id" = k."id" AND i."type" = 'EMAIL' AND i."task_id" <> 2
          AND i."status" IN ('sent', 'delivered', 'opened', 'clicked')) AS "follow_up_email",
      EXISTS (SELECT 1 FROM "company_journey_items" AS i
        WHERE i."company_id" = k."id" AND i."type" = 'MEETING' AND i."status" = 'CONFIRMED')
        AS "has_scheduled_meeting",
      note."text" AS "last_update", note."at" AS "last_update_at"
    FROM "companies" AS k
    LEFT JOIN LATERAL (
      SELECT i."id", i."stage_id", i."task_id" FROM "company_journey_items" AS i
      WHERE i."company_id" = k."id" ORDER BY i."created" DESC, i."id" DESC LIMIT 1
    ) AS latest ON true
    LEFT JOIN LATERAL (
      SELECT note."text", note."at" FROM (
        (SELECT m."comment_text" AS "text", m."created" AS "at", 1 AS "rank" FROM "company_comments" AS m
         WHERE m."company_id" = k."id" ORDER BY m."created" DESC, m."id" DESC LIMIT 1)
        UNION ALL
        (SELECT i."message", i."created", 0 FROM "company_journey_items" AS i
         WHERE i."company_id" = k."id" AND coalesce(i."message", '') <> ''
         ORDER BY i."created" DESC, i."id" DESC LIMIT 1)
      ) AS note ORDER BY note."at" DESC, note."rank" DESC LIMIT 1
    ) AS note ON true
    WHERE k."id" = ANY(company_ids)
  ) AS s
  WHERE c."id" = s."id"
    AND (c."last_journey_item_id", c."last_stage_id", c."last_task_id", c."stage_entered_at",
         c."initial_email_status", c."follow_up_email", c."has_scheduled_meeting", c."last_update",
         c."last_update_at")
      IS DISTINCT FROM
        (s."last_journey_item_id", s."last_stage_id", s."last_task_id", s."stage_entered_at",
         s."initial_email_status", s."follow_up_email", s."has_scheduled_meeting", s."last_update",
         s."last_update_at");
$$;
