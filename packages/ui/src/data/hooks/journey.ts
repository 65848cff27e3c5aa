import type { Id, JourneySettingsInput } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

const journeyDefinitionsRead = () =>
  adapterRead(["journey", "definitions"], (journey, options) => journey.definitions(options));
export type JourneyDefinitionsSlice = SliceOf<typeof journeyDefinitionsRead>;

/** The stages and their tasks, as the journey is configured. */
export function useJourneyDefinitions() {
  return useAdapterQuery(journeyDefinitionsRead());
}

const timelineRead = (companyId: Id) =>
  adapterRead(["journey", "timeline", companyId], (journey, options) => journey.timeline(companyId, options));
export type TimelineSlice = SliceOf<typeof timelineRead>;

/**
 * A company's journey: the stages reached, each with its items. Read only while `enabled` (the
 * user holds can_view_journey); refreshed after any journey write that invalidates the port.
 */
export function useTimeline(companyId: Id, enabled = true) {
  return useAdapterQuery(timelineRead(companyId), { enabled });
}

const activityRead = (companyId: Id) =>
  adapterRead(["journey", "activity", companyId], (journey, options) => journey.activity(companyId, options));
export type CompanyActivitySlice = SliceOf<typeof activityRead>;

/**
 * A company's standalone comments and uploaded files, read beside its journey while `enabled`;
 * refreshed after a comment or an upload (both invalidate the journey).
 */
export function useCompanyActivity(companyId: Id, enabled = true) {
  return useAdapterQuery(activityRead(companyId), { enabled });
}

const journeySettingsRead = () =>
  adapterRead(["journey", "settings"], (journey, options) => journey.settings(options));
export type JourneySettingsSlice = SliceOf<typeof journeySettingsRead>;

/** Every stage and task of the journey, retired ones included, as a SUPER_ADMIN edits them. */
export function useJourneySettings() {
  return useAdapterQuery(journeySettingsRead());
}

export type SaveJourneySettingsSlice = PortSlice<"journey", "saveSettings">;

/**
 * Saves the whole journey; every journey read (the definitions Add Item offers, the timelines) and
 * the companies' stage names are read again.
 */
export function useSaveJourneySettings() {
  return useAdapterMutation(
    "journey",
    (journey: SaveJourneySettingsSlice["journey"], input: JourneySettingsInput) =>
      journey.saveSettings(input),
    ["journey", "companies"],
  );
}
