import type { CallNotes, Id, JourneyTimeline, Summary } from "@pipeline/contract";

/** The summaries and call notes of a timeline, by id; one that could not be read is missing. */
export type OfflineRecords = {
  summaries: ReadonlyMap<Id, Summary>;
  callNotes: ReadonlyMap<Id, CallNotes>;
};

export type OfflineRecordReaders = {
  summary: (id: Id) => Promise<Summary>;
  callNotes: (id: Id) => Promise<CallNotes>;
};

/** Reads every summary and every call notes the timeline's items refer to, each once. */
export async function offlineRecords(
  timeline: JourneyTimeline,
  read: OfflineRecordReaders,
): Promise<OfflineRecords> {
  const items = timeline.flatMap((stage) => stage.items);
  const summaryIds = [
    ...new Set(items.flatMap((item) => (item.summary_id === null ? [] : [item.summary_id]))),
  ];
  const notesIds = [
    ...new Set(items.flatMap((item) => (item.call_notes_id === null ? [] : [item.call_notes_id]))),
  ];
  const summaries = new Map<Id, Summary>();
  const callNotes = new Map<Id, CallNotes>();
  for (const id of summaryIds) {
    try {
      summaries.set(id, await read.summary(id));
    } catch (error) {
      console.warn(`Summary ${id} could not be added to the offline copy.`, error);
    }
  }
  for (const id of notesIds) {
    try {
      callNotes.set(id, await read.callNotes(id));
    } catch (error) {
      console.warn(`Call notes ${id} could not be added to the offline copy.`, error);
    }
  }
  return { summaries, callNotes };
}
