-- The journey summary's refresh locks its companies FOR NO KEY UPDATE, as the UPDATE that follows
-- does, in place of FOR UPDATE: it still waits for any concurrent writer of the same companies, and
-- no longer conflicts with the key checks of a row that names a company (an e-mail log, a comment).
-- FOR UPDATE did, and a log naming a company and an item, written while that item's comment
-- refreshed the company, deadlocked with it.
CREATE OR REPLACE FUNCTION "company_progress_refresh"(company_ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT 1 FROM "companies" WHERE "id" = ANY(company_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "companies" AS c SET
    ("last_journey_item_id", "last_stage_id", "last_task_id") = (
      SELECT i."id", i."stage_id", i."task_id" FROM "company_journey_items" AS i
      WHERE i."company_id" = c."id" ORDER BY i."created" DESC, i."id" DESC LIMIT 1),
    "initial_email_status" = (
      SELECT i."status" FROM "company_journey_items" AS i
      WHERE i."company_id" = c."id" AND i."task_id" = 2 AND i."type" = 'EMAIL'
      ORDER BY i."created" DESC, i."id" DESC LIMIT 1),
    "follow_up_email" = EXISTS (
      SELECT 1 FROM "company_journey_items" AS i
      WHERE i."company_id" = c."id" AND i."type" = 'EMAIL' AND i."task_id" <> 2
        AND i."status" IN ('sent', 'delivered', 'opened', 'clicked')),
    "has_scheduled_meeting" = EXISTS (
      SELECT 1 FROM "company_journey_items" AS i
      WHERE i."company_id" = c."id" AND i."type" = 'MEETING' AND i."status" = 'CONFIRMED'),
    ("last_update", "last_update_at") = (
      SELECT note."text", note."at" FROM (
        (SELECT m."comment_text" AS "text", m."created" AS "at", 1 AS "rank" FROM "company_comments" AS m
         WHERE m."company_id" = c."id" ORDER BY m."created" DESC, m."id" DESC LIMIT 1)
        UNION ALL
        (SELECT i."message", i."created", 0 FROM "company_journey_items" AS i
         WHERE i."company_id" = c."id" AND coalesce(i."message", '') <> ''
         ORDER BY i."created" DESC, i."id" DESC LIMIT 1)
      ) AS note ORDER BY note."at" DESC, note."rank" DESC LIMIT 1)
  WHERE c."id" = ANY(company_ids);
$$;
