import { AdapterError, type CampaignCreateInput } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { defaultMemorySeed } from "../src";
import { CAMPAIGN_MESSAGES, campaignAudience, createCampaign } from "../src/ports/campaignCreate";
import type { SeedUser } from "../src/state/MemorySeed";
import type { MemoryState } from "../src/state/MemoryState";

// Bulk initial outreach in memory: whom a campaign reaches, and what creating one writes.

const NOW = "2024-04-01T05:30:00.000Z";
// Kavach Robotics (1) had its initial outreach; Tidewater (2), Lumen (3) and Patchwork (4) not.
const KAVACH = 1;
const TIDEWATER = 2;
const LUMEN = 3;
const PATCHWORK = 4;
const SAFFRON = 5;
const GREENLOOP = 6;

function memoryState(): MemoryState {
  return { ...defaultMemorySeed(new Date(NOW)), session: null, signIns: 0 };
}

function admin(state: MemoryState): SeedUser {
  const user = state.users.find((entry) => entry.username === "admin");
  if (!user) throw new Error("no admin in the seed");
  return user;
}

const input = (fields: Partial<CampaignCreateInput> = {}): CampaignCreateInput => ({
  company_ids: [TIDEWATER, LUMEN],
  journey_item_id: 2,
  email_type: "initial_outreach",
  campaign_name: "Spring introductions",
  subject: "Introduction: {{company_name}}",
  body: "<p>Dear {{first_name}},</p>",
  datetime: null,
  sender_id: 1,
  ...fields,
});

async function refusal(promise: Promise<unknown>): Promise<AdapterError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AdapterError)) throw new Error("expected an AdapterError");
  return error;
}

describe("campaignAudience", () => {
  it("counts the active members' addresses, leaves out companies contacted before and unknown ids", () => {
    const state = memoryState();
    const audience = campaignAudience(state, { company_ids: [KAVACH, TIDEWATER, LUMEN, PATCHWORK, 999] });
    // Tidewater's second member was removed from it; Lumen has two members, Patchwork one.
    expect(audience).toEqual({
      companies: 4,
      recipients: 4,
      suppressed: 0,
      without_email: 0,
      already_contacted: 1,
      gate_not_passed: 0,
      sample: {
        email: "oliver.grant@example.com",
        first_name: "Oliver",
        company_name: "Tidewater Analytics",
        pitch_line: expect.any(String),
      },
    });
  });

  it("writes to the company's own address when no active member has one, and to each address once", () => {
    const state = memoryState();
    for (const member of state.members) {
      if (member.company_id === PATCHWORK) member.is_active = false;
      if (member.first_name === "Farah") member.email = "WEI.LIM@example.com";
    }
    const tidewater = state.companies.find((company) => company.id === TIDEWATER);
    if (tidewater) tidewater.email = null;
    for (const member of state.members) if (member.company_id === TIDEWATER) member.email = "";

    const audience = campaignAudience(state, { company_ids: [PATCHWORK, LUMEN, TIDEWATER] });
    expect(audience).toMatchObject({ companies: 3, recipients: 2, without_email: 1, already_contacted: 0 });
    expect(audience.sample).toMatchObject({
      email: "hello@patchworklearning.com",
      first_name: "",
      company_name: "Patchwork Learning",
    });
  });

  it("leaves out the companies the Evaluation committee has not passed, for an e-mail of a later stage", () => {
    // Task 13 is Due Diligence's e-mail. Saffron Ledger's committee approved it; Tidewater has no
    // committee review yet, and Greenloop's is still waiting for two of its three reviewers.
    const audience = campaignAudience(memoryState(), { company_ids: [SAFFRON, TIDEWATER, GREENLOOP] }, 13);
    expect(audience).toMatchObject({
      companies: 3,
      gate_not_passed: 2,
      already_contacted: 0,
      without_email: 0,
    });
    expect(audience.sample?.company_name).toBe("Saffron Ledger");
  });

  it("answers nothing to write to for no companies", () => {
    expect(campaignAudience(memoryState(), { company_ids: [] })).toMatchObject({
      companies: 0,
      recipients: 0,
      sample: null,
    });
  });
});

describe("createCampaign", () => {
  it("refuses an empty form with the spec's messages", async () => {
    const state = memoryState();
    const error = await refusal(
      createCampaign(
        state,
        input({ campaign_name: " ", subject: "", body: "", sender_id: null as unknown as number }),
        admin(state),
        NOW,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({
      campaign_name: ["Campaign name is required."],
      sender_id: ["Sender is required"],
      subject: ["Subject is required"],
      body: ["Body is required"],
    });
  });

  it("refuses a long subject, a past time, an unverified sender and a task that is no e-mail", async () => {
    const state = memoryState();
    const user = admin(state);
    const tooLong = await refusal(createCampaign(state, input({ subject: "x".repeat(201) }), user, NOW));
    expect(tooLong.fieldErrors.subject).toEqual(["Subject must be at most 200 characters"]);
    const past = await refusal(
      createCampaign(state, input({ datetime: "2020-01-01T00:00:00.000Z" }), user, NOW),
    );
    expect(past.fieldErrors.datetime).toEqual(["Date cannot be in the past"]);
    const unverified = await refusal(createCampaign(state, input({ sender_id: 2 }), user, NOW));
    expect(unverified.fieldErrors.sender_id).toEqual(["This sender is not verified yet."]);
    const meeting = await refusal(createCampaign(state, input({ journey_item_id: 4 }), user, NOW));
    expect(meeting.fieldErrors.journey_item_id).toEqual([CAMPAIGN_MESSAGES.notEmailTask]);
    const none = await refusal(createCampaign(state, input({ company_ids: [] }), user, NOW));
    expect(none.fieldErrors.company_ids).toEqual([CAMPAIGN_MESSAGES.noCompanies]);
    expect(state.campaignStats).toHaveLength(4);
  });

  it("stores a triggered campaign and adds the initial outreach e-mail to each company reached", async () => {
    const state = memoryState();
    const saved = await createCampaign(state, input(), admin(state), NOW);
    expect(saved).toEqual({ message: CAMPAIGN_MESSAGES.created });

    const stats = state.campaignStats.at(-1);
    expect(stats?.campaign).toMatchObject({
      name: "Spring introductions",
      sender: "deals@pipeline.test",
      send_date: NOW,
      status: "triggered",
      created_by: 1,
    });
    expect(stats?.progress).toMatchObject({ recipients: 3, sent: 3, pending: 0 });

    const items = state.journeyItems.filter((item) => item.task_id === 2 && item.created === NOW);
    expect(items.map((item) => [item.company_id, item.status, item.receiver_emails])).toEqual([
      [TIDEWATER, "sent", ["oliver.grant@example.com"]],
      [LUMEN, "sent", ["wei.lim@example.com", "farah.aziz@example.com"]],
    ]);
    const lumen = state.companies.find((company) => company.id === LUMEN);
    expect(lumen).toMatchObject({ status: "sent", last_stage_task: { stage_id: 1, task_id: 2 } });

    // Both are contacted now: a second campaign for them has nobody to write to.
    const again = await refusal(createCampaign(state, input(), admin(state), NOW));
    expect(again.fieldErrors.company_ids).toEqual([CAMPAIGN_MESSAGES.noRecipients]);
  });

  it("schedules a campaign whose time is still to come", async () => {
    const state = memoryState();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await createCampaign(state, input({ datetime: later }), admin(state), NOW);
    expect(saved).toEqual({ message: CAMPAIGN_MESSAGES.scheduled });
    expect(state.campaignStats.at(-1)?.campaign).toMatchObject({ status: "scheduled", send_date: later });
    expect(state.campaignStats.at(-1)?.progress).toMatchObject({ pending: 3, sent: 0 });
    expect(state.companies.find((company) => company.id === TIDEWATER)?.status).toBe("scheduled");
  });
});
