import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { ACCESS_LIMITS, type Id } from "@pipeline/contract";
import type { Clock } from "../auth";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";
import { publicLink } from "../../http/publicLink";
import type { JobContext } from "../../jobs";
import { JobStoppedError } from "../../jobs";
import { noReplyAddress } from "../../mail";
import type { AppServices } from "../../services";
import type { EmailLogRepository } from "../emails";
import { istTime } from "../meetings";

// Reminders, sent by a periodic durable job (`reminders.send`, hourly):
// - review: a listed reviewer who has not answered an undecided evaluation is reminded once its
//   round has waited REVIEW_REMINDER_DAYS, and again every as many days; the period is how many of
//   those spans have passed since the round began (its creation, or its latest reopening), so a new
//   round starts its periods again;
// - grant: the giver of a journey access grant is told once that it expires within
//   ACCESS_LIMITS.warningDays days (a renewal to a new day of expiry tells them again).
// Each reminder goes once per period: a row of `sent_reminders` is inserted first, in a statement
// that also checks the reminder is still due (not answered, decided, reopened into a new round,
// revoked or expired), and only the one that inserted it sends. A message the mail server could not
// take for now gives its row back, so a later run tries again.

export const REMINDER_JOB = "reminders.send";
/** How often the job looks for due reminders. */
export const REMINDER_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Reminders read and sent per batch, so that a large backlog holds no long statement. */
const BATCH = 200;

export const REVIEW_REMINDER_SUBJECT = (company: string) => `Reminder: your review of ${company} is waiting`;
export const GRANT_REMINDER_SUBJECT = (company: string) => `Access you gave to ${company} expires soon`;

/** What a reminder names: the company, the journey item's stage and task. */
type Place = {
  company_id: number;
  company_name: string;
  journey_item_id: number | null;
  stage_label: string | null;
  task_label: string | null;
};

type Person = { recipient_id: number; email: string; first_name: string; last_name: string };

export type DueReview = Place &
  Person & { evaluation_id: number; round: number; since: Date | string; period: number };

export type DueGrant = Place &
  Person & {
    grant_id: number;
    valid_until: Date | string;
    granted: Date | string;
    grantee_first: string;
    grantee_last: string;
    period: number;
  };

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The undecided evaluations' listed reviewers who have not answered, with when the round began. */
const WAITING_REVIEWERS = sql`
  select e.id as evaluation_id, e.round, e.journey_item_id, u.user_id,
         coalesce((select max(r.created) from evaluation_reopenings as r where r.evaluation_id = e.id),
                  e.created) as since
  from journey_evaluations as e
  join journey_item_users as u on u.journey_item_id = e.journey_item_id and u.role = 'reviewer'
  where e.decided_at is null and e.status not in ('APPROVED', 'REJECTED')
    and not exists (
      select 1 from journey_evaluation_answers as a
      where a.evaluation_id = e.id and a.reviewer_id = u.user_id
    )`;

export function createReminderRepository(db: Database, options: { now?: Clock } = {}) {
  const clock = options.now ?? (() => new Date());
  return {
    now: clock,

    /** Reviews due a reminder at `now` not sent yet, oldest first: at most BATCH. */
    async dueReviews(now: Date, days: number): Promise<DueReview[]> {
      const span = days * DAY_MS;
      return rowsOf<DueReview>(
        db,
        sql`
        with waiting as (${WAITING_REVIEWERS}),
        due as (
          select w.*, floor(extract(epoch from (${now.toISOString()}::timestamptz - w.since)) * 1000 / ${span})::int
                        as period
          from waiting as w
        )
        select d.evaluation_id, d.round, d.since, d.period, d.journey_item_id,
               ru.id as recipient_id, ru.email, ru.first_name, ru.last_name,
               c.id as company_id, c.company_name, s.label as stage_label, t.label as task_label
        from due as d
        join users as ru on ru.id = d.user_id and ru.is_active and ru.email <> ''
        join company_journey_items as i on i.id = d.journey_item_id
        join companies as c on c.id = i.company_id
        join journey_stages as s on s.id = i.stage_id
        join journey_tasks as t on t.id = i.task_id
        where d.period >= 1
          and not exists (
            select 1 from sent_reminders as sr
            where sr.kind = 'review' and sr.subject_id = d.evaluation_id and sr.recipient_id = d.user_id
              and sr.round = d.round and sr.period = d.period
          )
        order by d.since, d.evaluation_id, d.user_id
        limit ${BATCH}`,
      );
    },

    /** Grants expiring within the warning days at `now` whose giver has not been told: at most BATCH. */
    async dueGrants(now: Date): Promise<DueGrant[]> {
      const at = now.toISOString();
      return rowsOf<DueGrant>(
        db,
        sql`
        with due as (
          select g.*, floor(extract(epoch from g.valid_until) / 86400)::int as period
          from user_journey_access as g
          where g.valid_until > ${at}::timestamptz
            and g.valid_until <= ${at}::timestamptz + make_interval(days => ${ACCESS_LIMITS.warningDays}::int)
        )
        select g.id as grant_id, g.valid_until, g.created as granted, g.period,
               giver.id as recipient_id, giver.email, giver.first_name, giver.last_name,
               grantee.first_name as grantee_first, grantee.last_name as grantee_last,
               c.id as company_id, c.company_name, i.id as journey_item_id,
               s.label as stage_label, t.label as task_label
        from due as g
        join users as giver on giver.id = g.created_by and giver.is_active and giver.email <> ''
        join users as grantee on grantee.id = g.user_id
        join companies as c on c.id = g.company_id
        left join company_journey_items as i on i.id = g.object_id and i.company_id = g.company_id
        left join journey_stages as s on s.id = i.stage_id
        left join journey_tasks as t on t.id = i.task_id
        where not exists (
          select 1 from sent_reminders as sr
          where sr.kind = 'grant' and sr.subject_id = g.id and sr.recipient_id = g.created_by
            and sr.round = 0 and sr.period = g.period
        )
        order by g.valid_until, g.id
        limit ${BATCH}`,
      );
    },

    /**
     * Takes the review reminder's period for sending: true when this call inserted its row and the
     * review is still waiting (the reviewer listed and not answered, the same round undecided).
     */
    async claimReview(due: DueReview, now: Date): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`
        insert into sent_reminders (kind, subject_id, recipient_id, round, period, sent_at)
        select 'review', e.id, ${due.recipient_id}::int, e.round, ${due.period}::int, ${now.toISOString()}::timestamptz
        from journey_evaluations as e
        where e.id = ${due.evaluation_id} and e.round = ${due.round}
          and e.decided_at is null and e.status not in ('APPROVED', 'REJECTED')
          and exists (
            select 1 from journey_item_users as u
            where u.journey_item_id = e.journey_item_id and u.user_id = ${due.recipient_id} and u.role = 'reviewer'
          )
          and not exists (
            select 1 from journey_evaluation_answers as a
            where a.evaluation_id = e.id and a.reviewer_id = ${due.recipient_id}
          )
        on conflict do nothing
        returning 1 as claimed`,
      );
      return rows.length > 0;
    },

    /** Takes the grant reminder for sending: true when inserted and the grant still expires soon. */
    async claimGrant(due: DueGrant, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const rows = await rowsOf(
        db,
        sql`
        insert into sent_reminders (kind, subject_id, recipient_id, round, period, sent_at)
        select 'grant', g.id, g.created_by, 0, ${due.period}::int, ${at}::timestamptz
        from user_journey_access as g
        where g.id = ${due.grant_id} and g.created_by = ${due.recipient_id}
          and g.valid_until > ${at}::timestamptz
          and g.valid_until <= ${at}::timestamptz + make_interval(days => ${ACCESS_LIMITS.warningDays}::int)
          and floor(extract(epoch from g.valid_until) / 86400)::int = ${due.period}
        on conflict do nothing
        returning 1 as claimed`,
      );
      return rows.length > 0;
    },

    /** Gives a claimed period back (its message could not be sent for now): a later run sends it. */
    async release(kind: "review" | "grant", subjectId: Id, recipientId: Id, round: number, period: number) {
      await db.execute(sql`
        delete from sent_reminders
        where kind = ${kind} and subject_id = ${subjectId} and recipient_id = ${recipientId}
          and round = ${round} and period = ${period}`);
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The company's page in the portal. */
export function companyLink(publicUrl: string, companyId: Id): string {
  return publicLink(publicUrl, `companies/${companyId}`);
}

function placeLines(place: Place): string[] {
  return [
    `<p>Company: <strong>${escapeHtml(place.company_name)}</strong><br>`,
    place.stage_label === null ? "" : `Stage: ${escapeHtml(place.stage_label)}<br>`,
    place.task_label === null ? "" : `Task: ${escapeHtml(place.task_label)}`,
    "</p>",
  ];
}

function wholeDays(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The review reminder's HTML: what waits, since when, and the link to the company. */
export function reviewReminderHtml(due: DueReview, now: Date, link: string): string {
  const since = asDate(due.since);
  return [
    `<p>Hello ${escapeHtml(due.first_name)},</p>`,
    `<p>Your review of <strong>${escapeHtml(due.company_name)}</strong> has been waiting for your answer since ` +
      `${escapeHtml(istTime(since))} (${plural(wholeDays(since, now), "day")}).</p>`,
    ...placeLines(due),
    `<p>Open the company to give your answer: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    "<p>You will be reminded again until you answer or the evaluation is decided.</p>",
  ].join("\n");
}

/** The grant reminder's HTML: whose access, to what, when it ends, and the link to the company. */
export function grantReminderHtml(due: DueGrant, link: string): string {
  const grantee = `${due.grantee_first} ${due.grantee_last}`.trim();
  return [
    `<p>Hello ${escapeHtml(due.first_name)},</p>`,
    `<p>The access you gave ${escapeHtml(grantee)} on ${escapeHtml(istTime(asDate(due.granted)))} ` +
      `expires on ${escapeHtml(istTime(asDate(due.valid_until)))}.</p>`,
    ...placeLines(due),
    `<p>If they still need it, renew it from the item's access on the company's page: ` +
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join("\n");
}

export type ReminderDependencies = {
  reminders: ReminderRepository;
  emailLogs: EmailLogRepository;
  services: Pick<AppServices, "mailer" | "publicUrl" | "reviewReminderDays">;
};

/** What one run sent. */
export type ReminderRun = { reviews: number; grants: number; failed: number };

/**
 * Sends every reminder due now (the repository's clock), each once per period, each in the e-mail
 * log. `stopping` is asked between messages: a stopping server hands the rest to the next run.
 */
export async function sendDueReminders(
  { reminders, emailLogs, services }: ReminderDependencies,
  stopping: () => boolean = () => false,
): Promise<ReminderRun> {
  const run: ReminderRun = { reviews: 0, grants: 0, failed: 0 };
  const from = noReplyAddress(services.publicUrl);
  /** Sends one claimed message and logs it; false when the mail server could not take it for now. */
  async function send(to: Person, subject: string, html: string, place: Place): Promise<boolean> {
    const result = await services.mailer.send({
      from,
      to: [{ name: `${to.first_name} ${to.last_name}`.trim(), address: to.email }],
      subject,
      html,
    });
    await emailLogs.insert({
      subject,
      receiver_emails: [to.email],
      message: html,
      sender_id: null,
      company_id: place.company_id,
      journey_item_id: place.journey_item_id,
      delivered: result.delivered,
      reason: result.reason,
      failure: result.failure,
      message_id: result.messageId,
    });
    if (!result.delivered) run.failed += 1;
    return result.delivered || result.failure !== "temporary";
  }
  const halt = () => {
    if (stopping()) throw new StoppedBetweenReminders();
  };

  // Each batch leaves out what is sent (or refused for good); one given back for now is skipped
  // until the next run, so that a mail server down cannot hold a run in a loop.
  const skipped = new Set<string>();
  for (;;) {
    const now = reminders.now();
    const due = (await reminders.dueReviews(now, services.reviewReminderDays)).filter(
      (review) => !skipped.has(`${review.evaluation_id}:${review.recipient_id}:${review.period}`),
    );
    if (due.length === 0) break;
    for (const review of due) {
      halt();
      if (!(await reminders.claimReview(review, now))) {
        skipped.add(`${review.evaluation_id}:${review.recipient_id}:${review.period}`);
        continue;
      }
      const link = companyLink(services.publicUrl, review.company_id);
      const sent = await send(
        review,
        REVIEW_REMINDER_SUBJECT(review.company_name),
        reviewReminderHtml(review, now, link),
        review,
      );
      if (sent) run.reviews += 1;
      else {
        skipped.add(`${review.evaluation_id}:${review.recipient_id}:${review.period}`);
        await reminders.release(
          "review",
          review.evaluation_id,
          review.recipient_id,
          review.round,
          review.period,
        );
      }
    }
  }
  for (;;) {
    const now = reminders.now();
    const due = (await reminders.dueGrants(now)).filter((grant) => !skipped.has(`grant:${grant.grant_id}`));
    if (due.length === 0) break;
    for (const grant of due) {
      halt();
      if (!(await reminders.claimGrant(grant, now))) {
        skipped.add(`grant:${grant.grant_id}`);
        continue;
      }
      const link = companyLink(services.publicUrl, grant.company_id);
      const sent = await send(
        grant,
        GRANT_REMINDER_SUBJECT(grant.company_name),
        grantReminderHtml(grant, link),
        grant,
      );
      if (sent) run.grants += 1;
      else {
        skipped.add(`grant:${grant.grant_id}`);
        await reminders.release("grant", grant.grant_id, grant.recipient_id, 0, grant.period);
      }
    }
  }
  return run;
}

class StoppedBetweenReminders extends Error {}

/** Registers the hourly reminders job on the server's jobs. */
export function registerReminderJob(app: FastifyInstance, dependencies: ReminderDependencies) {
  app.jobs.every(REMINDER_JOB, REMINDER_INTERVAL_MS, async (job: JobContext) => {
    try {
      await sendDueReminders(dependencies, job.stopping);
    } catch (error) {
      if (error instanceof StoppedBetweenReminders) throw new JobStoppedError(job.id);
      throw error;
    }
  });
}
