import type { JourneyPort } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound } from "../runtime/failures";
import { toTimeline } from "../views/journeyViews";
import {
  JOURNEY_ITEM_CONTENT_TYPE,
  liveGrants,
  requireJourneyPermission,
  seesCompanyItself,
} from "./journeyRules";

export function createJourneyPort({ state, call, now }: MemoryRuntime): JourneyPort {
  return {
    definitions: (options) =>
      call(options, () => [...state.journey].sort((a, b) => a.stage.order - b.stage.order)),
    // Answered to a user with can_view_journey who sees the company; otherwise only the items the
    // user holds a live grant for, and every such read is logged on the grant.
    timeline: (companyId, options) =>
      call(options, (user) => {
        requireJourneyPermission(user);
        const company = state.companies.find((entry) => entry.id === companyId);
        if (!company) throw notFound();
        const items = state.journeyItems.filter((item) => item.company_id === companyId);
        if (seesCompanyItself(user, company)) return toTimeline(state, items);
        const stamp = now();
        const grants = liveGrants(state, user, companyId, stamp);
        if (grants.length === 0) throw notFound();
        for (const grant of grants) grant.reads.push({ user_id: user.pk, at: stamp });
        const granted = new Set(
          grants
            .filter((grant) => grant.content_type === JOURNEY_ITEM_CONTENT_TYPE)
            .map((grant) => grant.object_id),
        );
        return toTimeline(
          state,
          items.filter((item) => granted.has(item.id)),
        );
      }),
  };
}
