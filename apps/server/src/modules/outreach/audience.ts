import { eq, sql } from "drizzle-orm";
import type { CampaignAudience, Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, journeyTasks } from "../../db/schema";
import { companiesHeldByGates } from "../journey";
import { type CompanyViewer, visibleCompanies } from "../../auth/companyVisibility";
import { rowsOf } from "../../db/rows";
import { idArray } from "./rawQuery";

/** A recipient as worked out from the chosen companies. */
export type AudienceRow = {
  company_id: number;
  member_id: number | null;
  email: string;
  first_name: string;
  company_name: string;
  pitch_line: string;
  suppressed: boolean;
};

export type AudienceResult = {
  summary: CampaignAudience;
  /** Every distinct address, suppressed ones included (they are recorded as such, never sent to). */
  rows: AudienceRow[];
  /** Companies that get the journey item: those with at least one address, not contacted before. */
  companyIds: number[];
};

/** A chosen company with one of its addresses (none: `email` null), as the audience query reads it. */
type AddressRow = Omit<AudienceRow, "email"> & { email: string | null; contacted: boolean };

/**
 * Whom a campaign for these companies reaches, as the viewer may see them: each active member's
 * address, or the company's own where no member has one; a company whose item of the task exists
 * was contacted before and is left out, and so is one a committee before the task's stage has not
 * passed (companiesHeldByGates).
 */
export async function audienceOf(
  tx: Database,
  companyIds: readonly Id[],
  taskId: Id,
  viewer: CompanyViewer,
): Promise<AudienceResult> {
  const visible = visibleCompanies(viewer, { throughGrants: false }) ?? sql`true`;
  const ids = [...new Set(companyIds)];
  const rows = await rowsOf<AddressRow>(
    tx,
    sql`
      with chosen as (
        select ${companies.id} as id, ${companies.companyName} as company_name,
               coalesce(${companies.pitchLine}, '') as pitch_line, ${companies.email} as email,
               exists (
                 select 1 from company_journey_items i
                 where i.company_id = ${companies.id} and i.task_id = ${taskId} and i.type = 'EMAIL'
               ) as contacted
        from ${companies}
        where ${companies.id} = any(${idArray(ids)}::int[]) and ${visible}
      ),
      addresses as (
        select c.id as company_id, m.id as member_id, trim(m.email) as email, m.first_name,
               c.company_name, c.pitch_line, c.contacted
        from chosen c
        join company_members m on m.company_id = c.id and m.is_active and not m.is_deleted
          and trim(coalesce(m.email, '')) like '%_@_%'
        union all
        select c.id, null, trim(c.email), '', c.company_name, c.pitch_line, c.contacted
        from chosen c
        where trim(coalesce(c.email, '')) like '%_@_%'
          and not exists (
            select 1 from company_members m
            where m.company_id = c.id and m.is_active and not m.is_deleted
              and trim(coalesce(m.email, '')) like '%_@_%'
          )
      )
      select c.id as company_id, a.member_id, a.email, coalesce(a.first_name, '') as first_name,
             c.company_name, c.pitch_line, c.contacted,
             exists (select 1 from suppressions s where s.email = lower(a.email)) as suppressed
      from chosen c
      left join addresses a on a.company_id = c.id
      order by c.id, a.member_id nulls last
    `,
  );
  const [task] = await tx
    .select({ stageId: journeyTasks.stageId })
    .from(journeyTasks)
    .where(eq(journeyTasks.id, taskId));
  const held = task
    ? await companiesHeldByGates(tx, [...new Set(rows.map((row) => row.company_id))], task.stageId)
    : new Set<Id>();
  const chosen = new Set<number>();
  const contacted = new Set<number>();
  const withEmail = new Set<number>();
  const seen = new Set<string>();
  const recipients: AudienceRow[] = [];
  for (const row of rows) {
    chosen.add(row.company_id);
    if (row.contacted) {
      contacted.add(row.company_id);
      continue;
    }
    if (held.has(row.company_id)) continue;
    if (row.email === null) continue;
    withEmail.add(row.company_id);
    const key = row.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push({
      company_id: row.company_id,
      member_id: row.member_id,
      email: row.email,
      first_name: row.first_name,
      company_name: row.company_name,
      pitch_line: row.pitch_line,
      suppressed: row.suppressed,
    });
  }
  const heldBack = new Set([...held].filter((id) => chosen.has(id) && !contacted.has(id)));
  const sendable = recipients.filter((row) => !row.suppressed);
  const sample = sendable[0] ?? null;
  return {
    summary: {
      companies: chosen.size,
      recipients: sendable.length,
      suppressed: recipients.length - sendable.length,
      without_email: chosen.size - contacted.size - heldBack.size - withEmail.size,
      already_contacted: contacted.size,
      gate_not_passed: heldBack.size,
      sample: sample && {
        email: sample.email,
        first_name: sample.first_name,
        company_name: sample.company_name,
        pitch_line: sample.pitch_line,
      },
    },
    rows: recipients,
    companyIds: [...withEmail],
  };
}
