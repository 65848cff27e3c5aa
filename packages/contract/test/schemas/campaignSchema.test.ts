import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { campaignInitialValues, campaignSchema } from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";

const NOW = new Date("2025-03-10T09:30:00.000Z");

const valid = {
  campaign_name: "Spring outreach",
  sender_id: 3,
  subject: "Hello {{first_name}}",
  body: "<p>About {{company_name}}</p>",
  datetime: null,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("campaignSchema", () => {
  it("accepts a campaign that starts immediately", async () => {
    expect(await validationErrors(campaignSchema, valid)).toEqual({});
    expect(await validationErrors(campaignSchema, { ...valid, datetime: "" })).toEqual({});
  });

  it("requires a name, a sender, a subject and a body", async () => {
    expect(await validationErrors(campaignSchema, campaignInitialValues)).toEqual({
      campaign_name: ["Campaign name is required."],
      sender_id: ["Sender is required"],
      subject: ["Subject is required"],
      body: ["Body is required"],
    });
  });

  it("takes a subject of 200 characters and a body of 50000, not one more", async () => {
    expect(
      await validationErrors(campaignSchema, { ...valid, subject: text(200), body: text(50000) }),
    ).toEqual({});
    expect(
      await validationErrors(campaignSchema, { ...valid, subject: text(201), body: text(50001) }),
    ).toEqual({
      subject: ["Subject must be at most 200 characters"],
      body: ["Body must be at most 50000 characters"],
    });
  });

  it("schedules from now on, not before", async () => {
    expect(await validationErrors(campaignSchema, { ...valid, datetime: NOW.toISOString() })).toEqual({});
    expect(
      await validationErrors(campaignSchema, {
        ...valid,
        datetime: new Date(NOW.getTime() - 1).toISOString(),
      }),
    ).toEqual({ datetime: ["Date cannot be in the past"] });
  });

  it("rejects a text that is not a date", async () => {
    expect(await validationErrors(campaignSchema, { ...valid, datetime: "tomorrow" })).toEqual({
      datetime: ["Invalid date"],
    });
  });
});
