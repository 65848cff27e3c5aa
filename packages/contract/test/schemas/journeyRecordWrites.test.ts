import { describe, expect, it } from "vitest";
import {
  callNotesInitialValues,
  callNotesStoredValues,
  callNotesWriteSchema,
  recordCompanyRefusal,
  summaryEntryWrites,
  summaryInitialValues,
  summaryItemMessage,
  summaryListAsRead,
  summaryStoredTexts,
  summaryWriteSchema,
} from "../../src";
import { text, validationErrors } from "./validationErrors";

// journey-and-sign-in section 5: "Summary and call notes: create when no id exists, update when one
// exists." "Priority and additional-field entries in a summary: an edited entry is marked EDITED; a
// deleted one is marked DELETED when the summary already exists, otherwise it is simply removed."

const target = { company_id: 4, stage_id: 2, task_id: 6 };

describe("writing a summary's lists", () => {
  it("on a new summary, adds every entry in order and simply leaves out a deleted one", () => {
    const sent = [
      { prio: "Hire a CFO" },
      { id: 3, prio: "Close the seed round", status: "DELETED" },
      { id: 9, prio: "Open a second plant" },
    ];
    expect(summaryEntryWrites("priority", sent, null)).toEqual({
      writes: [
        { kind: "insert", entry: { prio: "Hire a CFO", id: undefined }, position: 0 },
        { kind: "insert", entry: { id: undefined, prio: "Open a second plant" }, position: 1 },
      ],
    });
  });

  it("on a saved summary, changes an EDITED entry, marks a DELETED one, adds a new one, keeps the rest", () => {
    const sent = [
      { id: 11, prio: "Hire a CFO this quarter", status: "EDITED" },
      { id: 12, prio: "Open a second plant", status: "DELETED" },
      { id: 13, prio: "Win a utility contract" },
      { prio: "Enter Germany" },
      { prio: "Dropped before saving", status: "DELETED" },
    ];
    expect(summaryEntryWrites("priority", sent, new Set([11, 12, 13]))).toEqual({
      writes: [
        { kind: "update", id: 11, entry: sent[0], position: 0 },
        { kind: "remove", id: 12 },
        { kind: "insert", entry: sent[3], position: 3 },
      ],
    });
  });

  it("refuses, writing nothing, an entry whose id names no entry of the saved summary", () => {
    const sent = [
      { id: 21, field_name: "Auditor", field_value: "A Big Four firm", status: "EDITED" },
      { id: 99, field_name: "Churn", field_value: "3% a year", status: "EDITED" },
    ];
    expect(summaryEntryWrites("additional_fields", sent, new Set([21]))).toEqual({
      refusal: { field: "additional_fields.1.id", message: "Select a valid choice." },
    });
  });

  it("reads a list by the entries' places, then their ids, without the deleted ones", () => {
    const saved = [
      { id: 11, position: 0, status: "EDITED" },
      { id: 12, position: 1, status: "DELETED" },
      { id: 13, position: 2 },
      { id: 14, position: 0 },
    ];
    expect(summaryListAsRead(saved).map((entry) => entry.id)).toEqual([11, 14, 13]);
  });
});

describe("writing a summary and call notes", () => {
  it("gives a new summary's item the Add Item form's comment, else the summary's Comments", () => {
    expect(summaryItemMessage({ message: "Met the founders", comments: "Strong team" }, true)).toBe(
      "Met the founders",
    );
    expect(summaryItemMessage({ message: null, comments: "Strong team" }, true)).toBe("Strong team");
    expect(summaryItemMessage({ comments: "" }, true)).toBeNull();
  });

  it("changes the item's comment on an update only when one is sent", () => {
    expect(summaryItemMessage({ message: "Second call done", comments: "Strong team" }, false)).toBe(
      "Second call done",
    );
    expect(summaryItemMessage({ message: null, comments: "Strong team" }, false)).toBeUndefined();
  });

  it("takes the Add Item form's comment up to 4000 characters", async () => {
    const summary = { ...summaryInitialValues, ...target };
    expect(await validationErrors(summaryWriteSchema, { ...summary, message: text(4000) })).toEqual({});
    expect(await validationErrors(summaryWriteSchema, { ...summary, message: text(4001) })).toEqual({
      message: ["Message must be at most 4000 characters"],
    });
    expect(await validationErrors(summaryWriteSchema, summaryInitialValues)).toMatchObject({
      company_id: ["Company is required"],
      stage_id: ["Stage is required"],
    });
  });

  it("stores every text field of a summary, one left out or empty as an empty text", () => {
    const stored = summaryStoredTexts({ business: "Robots for plants", founders: null, priority: [] });
    expect(stored.business).toBe("Robots for plants");
    expect(stored.founders).toBe("");
    expect(stored.comments).toBe("");
    expect(Object.keys(stored)).toHaveLength(27);
    expect(stored).not.toHaveProperty("priority");
  });

  it("stores call notes' text fields and whether the funding projection was done", async () => {
    const values = await callNotesWriteSchema.validate({
      ...callNotesInitialValues,
      ...target,
      net_burn: "GBP 15k",
      stage: null,
    });
    const stored = callNotesStoredValues(values);
    expect(stored).toMatchObject({ net_burn: "GBP 15k", stage: "", funding_projection_done: false });
    expect(callNotesStoredValues({ funding_projection_done: true }).funding_projection_done).toBe(true);
    expect(callNotesStoredValues({ funding_projection_done: "yes" }).funding_projection_done).toBe(false);
  });

  it("refuses a change that names another company than the record's", () => {
    expect(recordCompanyRefusal(4, 4)).toBeNull();
    expect(recordCompanyRefusal(4, 5)).toEqual({ field: "company_id", message: "Select a valid choice." });
  });
});
