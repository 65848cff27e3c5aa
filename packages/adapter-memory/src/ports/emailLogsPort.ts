import type { EmailLog, EmailLogsPort } from "@pipeline/contract";
import { flagFilter, listItems, type ListSpec } from "../list";
import type { MemoryRuntime } from "../runtime/createRuntime";
import type { SeedEmailLog } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { personRef } from "../views/userViews";

const EMAIL_LOG_LIST: ListSpec<SeedEmailLog, "delivered"> = {
  sort: {
    id: (log) => log.id,
    subject: (log) => log.subject,
    body_type: (log) => log.body_type,
    created: (log) => log.created,
    delivered: (log) => log.delivered,
  },
  defaultSort: { field: "created", direction: "desc" },
  filters: { delivered: flagFilter((log) => log.delivered) },
  search: (log) => [log.subject, log.message, ...log.receiver_emails, ...log.cc_emails],
  dates: { created: (log) => log.created, modified: (log) => log.created },
  id: (log) => log.id,
};

function toEmailLog(state: MemoryState, log: SeedEmailLog): EmailLog {
  return { ...log, sender: personRef(state, log.sender) };
}

export function createEmailLogsPort({ state, call }: MemoryRuntime): EmailLogsPort {
  return {
    list: (params, options) =>
      call(options, () => {
        const page = listItems(state.emailLogs, params, EMAIL_LOG_LIST);
        return { rows: page.rows.map((log) => toEmailLog(state, log)), count: page.count };
      }),
  };
}
