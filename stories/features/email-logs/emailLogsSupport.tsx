// What the Email Logs stories and tests share: a month of logged messages (delivered and bounced,
// HTML and plain text, invitations with their calendar part) and an emailLogs port over them that
// searches, sorts, filters by delivery and dates, and pages as the server does.
import {
  dayRangeBounds,
  type DataAdapter,
  type EmailLog,
  type EmailLogsPort,
  type ListParams,
  type PersonRef,
} from "@pipeline/contract";
import type { Navigate } from "@pipeline/ui";
import { createTestAdapter, PipelineProvider } from "@pipeline/ui/data";
import type { ReactNode } from "react";

const ASHA: PersonRef = { first_name: "Asha", last_name: "Raman" };
const PRIYA: PersonRef = { first_name: "Priya", last_name: "Nair" };
const RAHUL: PersonRef = { first_name: "Rahul", last_name: "Mehta" };

const BOUNCED = "550 5.1.1 The e-mail account that you tried to reach does not exist";
const REFUSED = "554 5.7.1 Message rejected: the recipient's server refused mail from this sender";

const INVITATION = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Pipeline//Meetings//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:meeting-41@pipeline.test",
  "DTSTART:20240328T083000Z",
  "DTEND:20240328T090000Z",
  "SUMMARY:Intro Call with Zenith Logistics",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

function log(entry: Partial<EmailLog> & Pick<EmailLog, "id" | "subject" | "created">): EmailLog {
  return {
    receiver_emails: [],
    cc_emails: [],
    body_type: "html",
    message: "",
    ics_data: null,
    sender: ASHA,
    delivered: true,
    reason: null,
    ...entry,
  };
}

/** Ten messages, newest first: delivered and not, a long subject, several receivers, a plain-text body. */
export function emailLogSeeds(): EmailLog[] {
  return [
    log({
      id: 10,
      subject: "Introduction from Pipeline: a growth partnership for Zenith Logistics",
      receiver_emails: ["ananya.iyer@zenithlogistics.in"],
      cc_emails: ["deals@pipeline.test"],
      message:
        "<p>Dear Ananya,</p><p>I lead the logistics practice at <strong>Pipeline</strong> and would value twenty minutes to learn how Zenith plans to grow its cold-chain network.</p><p>Warm regards,<br>Asha Raman</p>",
      created: "2024-03-29T05:40:00.000Z",
    }),
    log({
      id: 9,
      subject: "Meeting invitation: Intro Call",
      receiver_emails: ["ananya.iyer@zenithlogistics.in", "vikram.shah@zenithlogistics.in"],
      cc_emails: ["asha.raman@pipeline.test"],
      message: "<p>You are invited to <em>Intro Call</em> on 28 Mar 2024 at 2:00 pm IST.</p>",
      ics_data: INVITATION,
      sender: PRIYA,
      created: "2024-03-27T10:15:00.000Z",
    }),
    log({
      id: 8,
      subject: "Follow-up on our conversation about the Series B round and next quarter's diligence plan",
      receiver_emails: ["founder@orbitfoods.example"],
      message:
        "<p>Hi Kiran,</p><p>Thank you for the time yesterday. As promised, here is the checklist:</p><ul><li>Audited accounts for FY23</li><li>Cap table</li><li>Customer contracts over ₹50 lakh</li></ul>",
      delivered: false,
      reason: BOUNCED,
      sender: RAHUL,
      created: "2024-03-26T08:05:00.000Z",
    }),
    log({
      id: 7,
      subject: "Your evaluation is requested",
      receiver_emails: ["reviewer@pipeline.test"],
      body_type: "text",
      message:
        "Hello Priya,\n\nLumen Health is ready for your evaluation in the Screening stage.\nPlease record a decision by Friday.\n\nPipeline",
      sender: null,
      created: "2024-03-22T04:30:00.000Z",
    }),
    log({
      id: 6,
      subject: "Documents received",
      receiver_emails: ["cfo@sablemining.example", "legal@sablemining.example", "ir@sablemining.example"],
      cc_emails: ["deals@pipeline.test", "priya.nair@pipeline.test"],
      message: "<p>We have received the data-room documents. Our team will revert within a week.</p>",
      sender: PRIYA,
      created: "2024-03-20T12:50:00.000Z",
    }),
    log({
      id: 5,
      subject: "Meeting cancelled: Management Meeting",
      receiver_emails: ["ceo@northwind.example"],
      message: "<p>The Management Meeting of 19 Mar 2024 has been cancelled.</p>",
      ics_data: INVITATION.replace("METHOD:REQUEST", "METHOD:CANCEL"),
      delivered: false,
      reason: REFUSED,
      created: "2024-03-18T06:20:00.000Z",
    }),
    log({
      id: 4,
      subject: "Reminder: diligence checklist",
      receiver_emails: ["founder@acme-analytics.example"],
      message: "<p>A reminder that three items of the diligence checklist are still open.</p>",
      sender: RAHUL,
      created: "2024-03-14T09:00:00.000Z",
    }),
    log({
      id: 3,
      subject: "Decision on your application",
      receiver_emails: ["hello@brightpath.example"],
      message: "<p>Thank you for your patience. We are pleased to move to the Decision stage.</p>",
      created: "2024-03-11T07:45:00.000Z",
    }),
    log({
      id: 2,
      subject: "Introduction from Pipeline",
      receiver_emails: ["info@quantaagri.example"],
      message: "<p>Dear team, I would like to introduce Pipeline's agritech practice.</p>",
      delivered: false,
      reason: BOUNCED,
      sender: PRIYA,
      created: "2024-03-06T11:10:00.000Z",
    }),
    log({
      id: 1,
      subject: "Welcome to Pipeline",
      receiver_emails: ["rahul.mehta@pipeline.test"],
      message: "<p>Your account is ready.</p>",
      sender: null,
      created: "2024-03-01T03:30:00.000Z",
    }),
  ];
}

const byCreated = (entry: EmailLog) => Date.parse(entry.created);

const SORT_VALUES: Record<string, (entry: EmailLog) => string | number> = {
  id: (entry) => entry.id,
  subject: (entry) => entry.subject.toLowerCase(),
  body_type: (entry) => entry.body_type,
  created: byCreated,
  delivered: (entry) => Number(entry.delivered),
};

/** The emailLogs port over the logs: search by subject and addresses, delivery, dates, sort and pages. */
export function emailLogsPort(logs: EmailLog[] = emailLogSeeds()): EmailLogsPort {
  return {
    list: async (params: ListParams<"delivered">) => {
      const search = params.search?.toLowerCase();
      const delivered = params.filters?.delivered?.map(String);
      const bounds = params.dateRange ? dayRangeBounds(params.dateRange) : {};
      const sort = params.sort ?? { field: "created", direction: "desc" };
      const valueOf = SORT_VALUES[sort.field] ?? byCreated;
      const matching = logs
        .filter(
          (entry) =>
            !search ||
            [entry.subject, ...entry.receiver_emails, ...entry.cc_emails].some((text) =>
              text.toLowerCase().includes(search),
            ),
        )
        .filter((entry) => !delivered || delivered.includes(String(entry.delivered)))
        .filter((entry) => !bounds.start || Date.parse(entry.created) >= bounds.start.getTime())
        .filter((entry) => !bounds.end || Date.parse(entry.created) < bounds.end.getTime())
        .sort((a, b) => {
          const [left, right] = [valueOf(a), valueOf(b)];
          const order = left < right ? -1 : left > right ? 1 : 0;
          return sort.direction === "asc" ? order : -order;
        });
      const size = params.pageSize ?? 10;
      const first = ((params.page ?? 1) - 1) * size;
      return { rows: matching.slice(first, first + size), count: matching.length };
    },
  };
}

/** An adapter with the emailLogs port, nothing else. */
export function emailLogsAdapter(port: EmailLogsPort = emailLogsPort()): DataAdapter {
  return createTestAdapter({ emailLogs: port });
}

export type EmailLogsStoryArgs = { adapter: DataAdapter; navigate: Navigate };

export function EmailLogsFrame({
  adapter,
  navigate,
  children,
}: EmailLogsStoryArgs & { children: ReactNode }) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      {children}
    </PipelineProvider>
  );
}
