import { describe, expect, it } from "vitest";
import {
  addToTally,
  asStored,
  emptyTally,
  type SheetCompanyPlan,
  storedChanges,
  storedValue,
  storedValues,
} from "../../src";
import { acme, asha, group, only, storedAcme, storedAsha } from "./sheets";

// A value is stored the company form's way: texts trimmed, an empty text kept as none. A row whose
// changes store what is stored already changes nothing, and counts as unchanged.

const source = only(group([{ ...acme, ...asha }]));

function plan(company: SheetCompanyPlan["company"], members: SheetCompanyPlan["members"]): SheetCompanyPlan {
  return { name: "Acme Pay", row: 2, company, members, source };
}

describe("what an import stores", () => {
  it("stores texts trimmed, an empty text as none, numbers as numbers and lists without repeats", () => {
    expect(storedValue("company", "company_name", "  Acme Pay ")).toBe("Acme Pay");
    expect(storedValue("company", "email", "   ")).toBeNull();
    expect(storedValue("company", "fte", "250")).toBe(250);
    expect(storedValue("company", "currency", null)).toBeNull();
    expect(storedValue("company", "location", [2, 1, 2])).toEqual([2, 1]);
    // A member's mobile is stored as an empty text when none is given; a member is active unless said not.
    expect(storedValues("member", { mobile: null, is_active: undefined, middle_name: " " })).toEqual({
      mobile: "",
      is_active: true,
      middle_name: null,
    });
  });

  it("keeps of an update's changes only those that store something new", () => {
    const stored = storedChanges(
      "company",
      { email: "", city: " Pune ", fte: 40, location: [1, 2], company_type: [31, 30] },
      { email: null, city: "Pune", fte: 25, location: [1, 2], company_type: [30, 31] },
    );
    expect([...stored.fields]).toEqual([["fte", 40]]);
    // A list's order is what the company shows: another order is a change.
    expect([...stored.links]).toEqual([["company_type", [31, 30]]]);
  });

  it("counts a company and a member whose changes store nothing new as unchanged", () => {
    const planned = plan(
      {
        action: "update",
        id: 7,
        matchedBy: "website",
        changes: { email: "", pitch_line: "Payments, simply." },
        earlier: { email: null, pitch_line: "Payments, simply. " },
      },
      [
        {
          row: 2,
          action: "update",
          id: 70,
          changes: { mobile: "" },
          earlier: { mobile: storedAsha.mobile },
          joinsCompany: false,
        },
      ],
    );
    const written = asStored(planned);
    expect(written.company).toMatchObject({ action: "update", changes: {}, earlier: {} });
    expect(written.members).toEqual([{ row: 2, action: "unchanged", id: 70 }]);
    const tally = emptyTally();
    addToTally(tally, written);
    expect(tally).toMatchObject({ companies_updated: 0, companies_unchanged: 1, members_unchanged: 1 });
  });

  it("keeps what does change, with the earlier values undo puts back, and a member joining the company", () => {
    const planned = plan(
      {
        action: "update",
        id: 7,
        matchedBy: "website",
        changes: { city: "Pune", email: "" },
        earlier: { city: storedAcme.city, email: storedAcme.email },
      },
      [{ row: 2, action: "update", id: 70, changes: {}, earlier: {}, joinsCompany: true }],
    );
    const written = asStored(planned);
    expect(written.company).toMatchObject({ changes: { city: "Pune" }, earlier: { city: null } });
    expect(written.members).toEqual([
      { row: 2, action: "update", id: 70, changes: {}, earlier: {}, joinsCompany: true },
    ]);
  });
});
