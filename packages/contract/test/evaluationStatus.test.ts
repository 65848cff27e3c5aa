import { describe, expect, it } from "vitest";
import { companyApproved, evaluationStatusOf } from "../src/evaluationStatus";

// The rule of an evaluation with several reviewers, and of the company's approved flag, as the
// server, the memory adapter and the screens apply it.

const answers = (...statuses: Array<"APPROVED" | "REJECTED" | "HOLD">) =>
  statuses.map((status) => ({ status }));

describe("an evaluation's status from its reviewers' answers", () => {
  it("waits while nobody, or not every reviewer, has approved", () => {
    expect(evaluationStatusOf(3, [])).toBe("PENDING");
    expect(evaluationStatusOf(3, answers("APPROVED"))).toBe("PENDING");
    expect(evaluationStatusOf(3, answers("APPROVED", "APPROVED"))).toBe("PENDING");
  });

  it("is APPROVED once every reviewer has approved", () => {
    expect(evaluationStatusOf(1, answers("APPROVED"))).toBe("APPROVED");
    expect(evaluationStatusOf(3, answers("APPROVED", "APPROVED", "APPROVED"))).toBe("APPROVED");
  });

  it("is REJECTED by any rejection, before or after approvals and holds", () => {
    expect(evaluationStatusOf(3, answers("APPROVED", "APPROVED", "REJECTED"))).toBe("REJECTED");
    expect(evaluationStatusOf(3, answers("REJECTED"))).toBe("REJECTED");
    expect(evaluationStatusOf(3, answers("HOLD", "REJECTED", "APPROVED"))).toBe("REJECTED");
  });

  it("is on HOLD when a reviewer holds it and nobody rejected", () => {
    expect(evaluationStatusOf(2, answers("HOLD"))).toBe("HOLD");
    expect(evaluationStatusOf(2, answers("APPROVED", "HOLD"))).toBe("HOLD");
  });
});

describe("the company's approved flag", () => {
  const at = (day: number) => `2026-01-${String(day).padStart(2, "0")}T09:00:00.000Z`;

  it("follows the evaluation decided last", () => {
    expect(companyApproved([{ status: "APPROVED", decided: at(1) }])).toBe(true);
    expect(
      companyApproved([
        { status: "APPROVED", decided: at(1) },
        { status: "REJECTED", decided: at(2) },
      ]),
    ).toBe(false);
    expect(
      companyApproved([
        { status: "APPROVED", decided: at(3) },
        { status: "REJECTED", decided: at(2) },
      ]),
    ).toBe(true);
  });

  it("counts no evaluation still pending or on hold, and none at all is not approved", () => {
    expect(companyApproved([])).toBe(false);
    expect(
      companyApproved([
        { status: "APPROVED", decided: at(1) },
        { status: "HOLD", decided: at(5) },
        { status: "PENDING", decided: null },
      ]),
    ).toBe(true);
    expect(companyApproved([{ status: "HOLD", decided: at(5) }])).toBe(false);
  });
});
