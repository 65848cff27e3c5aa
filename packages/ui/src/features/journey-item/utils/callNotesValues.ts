import {
  type CallNotes,
  callNotesInitialValues,
  type CallNotesInput,
  type CallNotesValues,
  type FormDraft,
  type JourneyTarget,
} from "@pipeline/contract";

export type CallNotesDraft = FormDraft<CallNotesValues>;
type CallNotesTextField = Exclude<keyof CallNotesValues, "funding_projection_done">;

const TEXT_FIELDS = Object.keys(callNotesInitialValues).filter(
  (name): name is CallNotesTextField => name !== "funding_projection_done",
);

export function newCallNotesDraft(): CallNotesDraft {
  return { ...callNotesInitialValues };
}

/** Saved call notes as the form starts from them. */
export function callNotesToDraft(notes: CallNotes): CallNotesDraft {
  const draft = newCallNotesDraft();
  for (const name of TEXT_FIELDS) draft[name] = notes[name] ?? "";
  draft.funding_projection_done = notes.funding_projection_done === true;
  return draft;
}

/** The form's values as the call-notes call takes them. */
export function toCallNotesInput(values: CallNotesDraft, target: JourneyTarget): CallNotesInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (values[name] ?? "").trim()])) as Pick<
    CallNotes,
    CallNotesTextField
  >;
  return { ...texts, funding_projection_done: values.funding_projection_done === true, ...target };
}
