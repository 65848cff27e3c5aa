import type { CompanyMember, JourneyPort } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { toCompanyActivity, toTimeline } from "../views/journeyViews";
import { journeyReadAccess, recordReads } from "./journeyRules";
import { createJourneySettingsCalls } from "./committeePorts";

const withoutContact = <M extends CompanyMember>(member: M): M => ({ ...member, email: "", mobile: "" });

export function createJourneyPort(runtime: MemoryRuntime): JourneyPort {
  const { state, call, now } = runtime;
  return {
    // The active stages and tasks in order, with their gates and SLAs; and the settings behind them.
    ...createJourneySettingsCalls(runtime),
    // The whole timeline to a user with can_view_journey who sees the company; otherwise the
    // items the user's unexpired grants open, each read recorded on its grant.
    timeline: (companyId, options) =>
      call(options, (user) => {
        const stamp = now();
        const access = journeyReadAccess(state, user, companyId, stamp);
        const items = state.journeyItems.filter((item) => item.company_id === companyId);
        if (access.whole) return toTimeline(state, items, user);
        recordReads(access.grants, user, stamp);
        const granted = new Set(access.grants.map((grant) => grant.object_id));
        // A grant opens the item, not the company's address book: members keep their names only.
        return toTimeline(
          state,
          items.filter((item) => granted.has(item.id)),
          user,
        ).map((stage) => ({
          ...stage,
          items: stage.items.map((item) => ({
            ...item,
            attendees: item.attendees.map(withoutContact),
            company_members: item.company_members.map(withoutContact),
          })),
        }));
      }),
    // A grant opens its item, not the company: its own comments and files are not for a guest.
    activity: (companyId, options) =>
      call(options, (user) => {
        const access = journeyReadAccess(state, user, companyId, now());
        return access.whole ? toCompanyActivity(state, companyId, user) : { comments: [], uploads: [] };
      }),
  };
}
