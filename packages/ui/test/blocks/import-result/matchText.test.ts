import { describe, expect, it } from "vitest";
import { matchText } from "../../../src/blocks/import-result/ImportPreviewSummary";

describe("a preview's match, in words", () => {
  it("names a stored record as existing", () => {
    expect(
      matchText({ row: 12, kind: "company", label: "Acme Ltd", existing_id: 40, matched_by: "website" }),
    ).toBe("Row 12 · Acme Ltd · matches an existing company by website");
  });

  it("names a record an earlier row of the file would create as that row's, not as existing", () => {
    expect(
      matchText({ row: 5, kind: "company", label: "Acme Ltd", existing_id: -1, matched_by: "website" }),
    ).toBe("Row 5 · Acme Ltd · matches the company of an earlier row by website");
    expect(
      matchText({ row: 6, kind: "member", label: "Asha Rao", existing_id: -3, matched_by: "email" }),
    ).toBe("Row 6 · Asha Rao · matches the member of an earlier row by e-mail");
  });
});
