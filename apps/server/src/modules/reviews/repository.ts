import { sql } from "drizzle-orm";
import type { Id, ListResult, ReviewRequest } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";

// My Reviews: the evaluations waiting for a user's answer. A user waits on an evaluation they are a
// listed reviewer of, that is undecided, and that they have not answered in its current round (a
// reopening deletes the earlier rounds' answers). The round began when the evaluation was made, or
// at its latest reopening: oldest first by that, then by id.

/** Instants as the driver gives them (a Date, or text on some paths), as ISO text. */
export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * The evaluations `userId` is to answer, each with when its round began. The reviewer's own rows
 * of journey_item_users lead (journey_item_users_user_idx); an evaluation is reached by its item.
 */
export function waitingFor(userId: Id) {
  return sql`
    select e.id, e.journey_item_id, e.quorum, e.blind,
           coalesce((select max(r.created) from evaluation_reopenings as r where r.evaluation_id = e.id),
                    e.created) as since
    from journey_item_users as u
    join journey_evaluations as e on e.journey_item_id = u.journey_item_id
    where u.user_id = ${userId} and u.role = 'reviewer'
      and e.decided_at is null and e.status not in ('APPROVED', 'REJECTED')
      and not exists (
        select 1 from journey_evaluation_answers as a where a.evaluation_id = e.id and a.reviewer_id = ${userId}
      )`;
}

type Row = {
  id: number;
  journey_item_id: number;
  quorum: number | null;
  blind: boolean;
  since: Date | string;
  company_id: number;
  company_name: string;
  stage_id: number;
  stage_label: string;
  task_id: number;
  task_label: string;
  requested_by: number | null;
  requester_first: string | null;
  requester_last: string | null;
  requester_email: string | null;
  reviewer_count: number;
  answered_count: number;
};

function toRequest(row: Row): ReviewRequest {
  return {
    evaluation_id: row.id,
    journey_item_id: row.journey_item_id,
    company: { id: row.company_id, company_name: row.company_name },
    stage: { id: row.stage_id, label: row.stage_label },
    task: { id: row.task_id, label: row.task_label },
    requested_by:
      row.requested_by === null
        ? null
        : {
            pk: row.requested_by,
            first_name: row.requester_first ?? "",
            last_name: row.requester_last ?? "",
            ...(row.requester_email ? { email: row.requester_email } : {}),
          },
    since: isoOf(row.since),
    quorum: row.quorum,
    blind: row.blind,
    reviewer_count: Number(row.reviewer_count),
    answered_count: Number(row.answered_count),
  };
}

/**
 * One page of what `waitingFor` lists, with the page's details and, on each row, how many there are
 * in all: one pass over the user's reviews answers both.
 */
function pageOf(userId: Id, limit: number, offset: number) {
  return sql`
    with waiting as (${waitingFor(userId)}),
    shown as (
      select *, count(*) over () as total from waiting order by since, id limit ${limit} offset ${offset}
    )
    select w.id, w.journey_item_id, w.quorum, w.blind, w.since, w.total::int as total,
           i.company_id, c.company_name, i.stage_id, s.label as stage_label, i.task_id,
           t.label as task_label, i.created_by as requested_by, p.first_name as requester_first,
           p.last_name as requester_last, p.email as requester_email,
           (select count(*) from journey_item_users as ru
            where ru.journey_item_id = w.journey_item_id and ru.role = 'reviewer')::int as reviewer_count,
           (select count(*) from journey_evaluation_answers as a where a.evaluation_id = w.id)::int
             as answered_count
    from shown as w
    join company_journey_items as i on i.id = w.journey_item_id
    join companies as c on c.id = i.company_id
    join journey_stages as s on s.id = i.stage_id
    join journey_tasks as t on t.id = i.task_id
    left join users as p on p.id = i.created_by
    order by w.since, w.id`;
}

export function createReviewRepository(db: Database) {
  return {
    /** One page of the evaluations waiting for `userId`'s answer, oldest first, and how many there are. */
    async mine(userId: Id, page: { page: number; pageSize: number }): Promise<ListResult<ReviewRequest>> {
      const rows = await rowsOf<Row & { total: number }>(
        db,
        pageOf(userId, page.pageSize, (page.page - 1) * page.pageSize),
      );
      const [first] = rows;
      if (first) return { rows: rows.map(toRequest), count: Number(first.total) };
      // A page past the end (or none waiting) carries no count: it is counted alone.
      const [total] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from (${waitingFor(userId)}) as waiting`,
      );
      return { rows: [], count: Number(total?.count ?? 0) };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
