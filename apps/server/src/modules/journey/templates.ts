import { and, eq } from "drizzle-orm";
import type { EmailTemplate, Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, companyMembers, emailTemplates } from "../../db/schema";
import { notFound } from "../../http/HttpError";
import { type JourneyActor, requireJourneyWrite } from "./access";
import { MEMBERS_NOT_OF_COMPANY_MESSAGE, NO_TEMPLATE_MESSAGE, refuse } from "./messages";

/** The placeholders a template may hold, filled only when their values were asked for. */
const PLACEHOLDER = /\{\{\s*(company_name|first_name|pitch_line)\s*\}\}/g;

export function templateMethods(db: Database) {
  /** The placeholders' values for the company and member asked for; the others are left out. */
  async function wordsFor(
    values: { company_id?: Id | null | undefined; company_member_id?: Id | null | undefined },
    actor: JourneyActor,
  ): Promise<Record<string, string>> {
    const words: Record<string, string> = {};
    if (values.company_id == null) {
      if (values.company_member_id != null) throw refuse("company_id", "Company is required");
      return words;
    }
    await requireJourneyWrite(db, values.company_id, actor);
    const [company] = await db
      .select({ name: companies.companyName, pitch: companies.pitchLine })
      .from(companies)
      .where(eq(companies.id, values.company_id));
    words.company_name = company?.name ?? "";
    words.pitch_line = company?.pitch ?? "";
    if (values.company_member_id != null) {
      const [member] = await db
        .select({ first: companyMembers.firstName })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.id, values.company_member_id),
            eq(companyMembers.companyId, values.company_id),
            eq(companyMembers.isDeleted, false),
          ),
        );
      if (!member) throw refuse("company_member_id", MEMBERS_NOT_OF_COMPANY_MESSAGE);
      words.first_name = member.first;
    }
    return words;
  }

  return {
    /**
     * The template of a task (by its name) with `{{company_name}}`, `{{pitch_line}}` and
     * `{{first_name}}` filled from the company and member given; without them the text is as written.
     */
    async template(
      values: { key: string; company_id?: Id | null | undefined; company_member_id?: Id | null | undefined },
      actor: JourneyActor,
    ): Promise<EmailTemplate> {
      const [template] = await db
        .select()
        .from(emailTemplates)
        .where(and(eq(emailTemplates.key, values.key), eq(emailTemplates.isActive, true)));
      if (!template) throw notFound(NO_TEMPLATE_MESSAGE);
      const words = await wordsFor(values, actor);
      const fill = (text: string) => text.replace(PLACEHOLDER, (match, name: string) => words[name] ?? match);
      return {
        key: template.key,
        ...(template.subject === null ? {} : { subject: fill(template.subject) }),
        body: fill(template.body),
      };
    },
  };
}
