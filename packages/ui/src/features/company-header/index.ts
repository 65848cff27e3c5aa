export { CompanyHeader, type CompanyHeaderProps } from "./CompanyHeader";
export { useTimelineMode, TIMELINE_MODE_STORAGE_KEY } from "./hooks/useTimelineMode";
export type { TimelineMode } from "./types";
