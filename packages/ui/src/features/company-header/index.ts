export {
  CompanyHeader,
  type CompanyHeaderAdapter,
  type CompanyHeaderProps,
  type CompanyUpdateDrawerSlot,
} from "./CompanyHeader";
export { useTimelineMode, TIMELINE_MODE_STORAGE_KEY } from "./hooks/useTimelineMode";
export type { TimelineMode } from "./types";
