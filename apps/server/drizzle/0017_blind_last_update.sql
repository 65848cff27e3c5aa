CREATE INDEX "journey_evaluation_answers_comment_idx" ON "journey_evaluation_answers" USING btree ("comment_id");--> statement-breakpoint
-- The summary's refresh as migration 0016 left it, except that a blind evaluation's answer is not
-- a company's last update while the evaluation is undecided: the companies list would show one
-- reviewer's comment to the others before they answer. Its item is written in the same transaction
-- as the answer and the decision, so the refresh runs again once the answer is linked and decided.
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
         WHERE m."company_id" = k."id"
           AND NOT EXISTS (SELECT 1 FROM "journey_evaluation_answers" AS a
             JOIN "journey_evaluations" AS e ON e."id" = a."evaluation_id"
             WHERE a."comment_id" = m."id" AND e."blind" AND e."decided_at" IS NULL)
         ORDER BY m."created" DESC, m."id" DESC LIMIT 1)
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
