import { describe, expect, it } from "vitest";
import { journeySettingsSchema, templateKeyOf, uniqueTemplateKey } from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";

const task = (label: string, type = "DOCUMENT", gate: unknown = null) => ({
  label,
  type,
  allow_multiple: false,
  gate,
  is_active: true,
});
const stage = (label: string, tasks: unknown[], extra: Record<string, unknown> = {}) => ({
  label,
  sla_days: null,
  is_active: true,
  tasks,
  ...extra,
});

describe("journeySettingsSchema", () => {
  it("takes a journey with a gate on an evaluation and an SLA", async () => {
    const journey = {
      stages: [
        stage("Screening", [task("Deck"), task("Review", "EVALUATION", { quorum: 2, blind: true })], {
          sla_days: 21,
        }),
      ],
    };
    expect(await validationErrors(journeySettingsSchema, journey)).toEqual({});
  });

  it("names each mistake on its field", async () => {
    const journey = {
      stages: [
        stage("  ", [task("Deck"), task("deck"), task("Call", "MEETING", { quorum: 2, blind: false })], {
          sla_days: 0,
        }),
        stage("Review", [task(text(256), "EVALUATION", { quorum: 51, blind: true }), task("", "FAX")]),
      ],
    };
    expect(await validationErrors(journeySettingsSchema, journey)).toEqual({
      "stages[0].label": ["Label is required"],
      "stages[0].sla_days": ["SLA must be from 1 to 3650 days"],
      "stages[0].tasks[1].label": ["Another task of this stage has this label."],
      "stages[0].tasks[2].gate": ["Only an evaluation task can be a gate."],
      "stages[1].tasks[0].label": ["Label must be at most 255 characters"],
      "stages[1].tasks[0].gate.quorum": ["Quorum must be from 1 to 50"],
      "stages[1].tasks[1].label": ["Label is required"],
      "stages[1].tasks[1].type": ["Type is required"],
    });
  });

  it("wants a stage, one of them active, and distinct stage labels and template keys", async () => {
    expect(await validationErrors(journeySettingsSchema, { stages: [] })).toEqual({
      stages: ["The journey needs at least one stage."],
    });
    const retired = { stages: [stage("A", [], { is_active: false }), stage("a", [], { is_active: false })] };
    expect(await validationErrors(journeySettingsSchema, retired)).toEqual({
      stages: ["At least one stage must be active."],
      "stages[1].label": ["Another stage has this label."],
    });
    const keys = {
      stages: [stage("A", [{ ...task("One"), name: "key" }]), stage("B", [{ ...task("Two"), name: "Key" }])],
    };
    expect(await validationErrors(journeySettingsSchema, keys)).toEqual({
      "stages[1].tasks[0].name": ["Another task has this template key."],
    });
  });
});

describe("template keys", () => {
  it("are made from a label, accents and punctuation left out", () => {
    expect(templateKeyOf("  Investment Committee Review ")).toBe("investment_committee_review");
    expect(templateKeyOf("Due-Diligence (Légal) #2")).toBe("due_diligence_legal_2");
    expect(templateKeyOf("!!!")).toBe("task");
  });

  it("are numbered past the ones taken", () => {
    const taken = new Set(["site_visit", "site_visit_2"]);
    expect(uniqueTemplateKey("site_visit", taken)).toBe("site_visit_3");
    expect(uniqueTemplateKey("memo", taken)).toBe("memo");
    expect(taken.has("memo")).toBe(true);
  });
});
