import { composeStories } from "@storybook/react-vite";
import {
  IMPORT_STATUSES,
  type CampaignStatus,
  type MeetingStatus,
  type RecordingState,
} from "@pipeline/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/StatusPill.stories";
import {
  accessValidity,
  accessValidityTone,
  campaignTone,
  evaluationTone,
  importTone,
  meetingTone,
  recordingTone,
} from "../../src/primitives/StatusPill";

const { Default, Catalog } = composeStories(stories);

describe("evaluationTone", () => {
  it.each([
    ["APPROVED", "success"],
    ["REJECTED", "danger"],
    ["PENDING", "warning"],
    ["HOLD", "warning"],
    ["SOMETHING ELSE", "warning"],
    [null, "warning"],
  ] as const)("shows %s as %s", (status, tone) => {
    expect(evaluationTone(status)).toBe(tone);
  });
});

describe("importTone", () => {
  const expected = {
    Pending: "olive",
    Processing: "warning",
    "Completed With Errors": "caution",
    Completed: "success",
    Failed: "danger",
  } as const;

  it.each(IMPORT_STATUSES)("shows %s in the spec's colour", (status) => {
    expect(importTone(status)).toBe(expected[status]);
  });
});

describe("campaignTone", () => {
  it.each<[CampaignStatus, string]>([
    ["triggered", "success"],
    ["scheduled", "info"],
    ["draft", "neutral"],
  ])("shows %s as %s", (status, tone) => {
    expect(campaignTone(status)).toBe(tone);
  });
});

describe("recordingTone", () => {
  it.each<[RecordingState, string]>([
    ["PENDING", "warning"],
    ["UPLOADED", "success"],
    ["FAILED", "danger"],
  ])("shows %s as %s", (state, tone) => {
    expect(recordingTone(state)).toBe(tone);
  });
});

describe("meetingTone", () => {
  it.each<[MeetingStatus, string]>([
    ["CONFIRMED", "info"],
    ["COMPLETED", "success"],
    ["CANCELLED", "neutral"],
  ])("shows %s as %s", (status, tone) => {
    expect(meetingTone(status)).toBe(tone);
  });
});

describe("accessValidity", () => {
  it.each([
    [-5, "expired"],
    [0, "expired"],
    [1, "warning"],
    [3, "warning"],
    [4, "ok"],
    [90, "ok"],
  ] as const)("with %i days left is %s", (daysLeft, validity) => {
    expect(accessValidity(daysLeft)).toBe(validity);
  });

  it("colours expired red, warning orange and ok green", () => {
    expect(accessValidityTone("expired")).toBe("danger");
    expect(accessValidityTone("warning")).toBe("warning");
    expect(accessValidityTone("ok")).toBe("success");
  });
});

describe("StatusPill", () => {
  it("shows its status text", () => {
    render(<Default>Completed With Errors</Default>);
    expect(screen.getByText("Completed With Errors")).toBeInTheDocument();
  });

  it("lists every status of every mapping in the catalog", () => {
    render(<Catalog />);
    for (const status of IMPORT_STATUSES) expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getAllByText("PENDING")).toHaveLength(2);
    expect(screen.getByText("CANCELLED")).toBeInTheDocument();
    expect(screen.getByText("Expired (0 days left)")).toBeInTheDocument();
  });
});
