// The seeded memory adapter picked to exactly a widget's slice, for the slice checks: the types
// (widgetSlices.types.tsx, checked by `npm run typecheck`) and the renderings (widgetSlices.test.tsx).
import type { KanbanBoardAdapter } from "../../src";
import { storyAdapter } from "../../../../stories/features/admin/adminStorySupport";
import { pickSlice, type PickedSlice, type SliceNames } from "../../../../stories/support/pickSlice";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The seeded memory adapter's methods by these names, which must name exactly the slice `W`:
 * neither a method fewer (the widget would lack it) nor one more (the check would prove less).
 */
export function exactly<W>() {
  return <const N extends SliceNames>(
    names: N & (Same<PickedSlice<N>, W> extends true ? unknown : "these names are not exactly the slice"),
  ): W => pickSlice(storyAdapter(), names) as W;
}

export const kanbanSlice = exactly<KanbanBoardAdapter>()({
  companies: ["dashboard", "countries", "list"],
  users: ["short"],
});
