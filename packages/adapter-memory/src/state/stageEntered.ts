import type { Id, IsoDateTime } from "@pipeline/contract";
import type { SeedJourneyItem } from "./MemorySeed";

/**
 * When a company entered a stage, as the server keeps it (`companies.stage_entered_at`): the
 * earliest of its items in that stage; null when it has none there.
 */
export function stageEnteredAt(
  items: readonly SeedJourneyItem[],
  companyId: Id,
  stageId: Id,
): IsoDateTime | null {
  let first: IsoDateTime | null = null;
  for (const item of items) {
    if (item.company_id !== companyId || item.stage_id !== stageId) continue;
    if (first === null || Date.parse(item.created) < Date.parse(first)) first = item.created;
  }
  return first;
}
