import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";

describe("the admin lists over the fixtures", () => {
  it("lists e-mail logs newest first, with a Delivered filter and the sender's name", async () => {
    const adapter = createMemoryAdapter();
    const all = await adapter.emailLogs.list({});
    expect(all.count).toBe(8);
    expect(all.rows[0]).toMatchObject({
      subject: "Decision on your application",
      sender: { first_name: "Priya" },
    });
    const undelivered = await adapter.emailLogs.list({ filters: { delivered: [false] } });
    expect(undelivered.rows.map((log) => log.delivered)).toEqual([false, false]);
    expect((await adapter.emailLogs.list({ search: "invitation" })).count).toBe(1);
  });

  it("lists imports by status and creator", async () => {
    const adapter = createMemoryAdapter();
    const failed = await adapter.excelImports.list({
      filters: { status: ["Failed", "Completed With Errors"] },
    });
    expect(failed.rows.map((record) => record.status).sort()).toEqual(["Completed With Errors", "Failed"]);
    const mine = await adapter.excelImports.list({ filters: { created_by: [1] } });
    expect(mine.rows.map((record) => record.created_by)).toEqual([
      { first_name: "Asha", last_name: "Raman" },
      { first_name: "Asha", last_name: "Raman" },
    ]);
    expect(failed.rows.find((record) => record.status === "Completed With Errors")?.error_log_file).toMatch(
      /\.xlsx$/,
    );
  });

  it("lists campaign statistics by status, and refreshes one", async () => {
    const adapter = createMemoryAdapter();
    const triggered = await adapter.campaigns.stats({ filters: { status: ["triggered"] } });
    expect(triggered.rows.map((stats) => stats.campaign.name)).toEqual([
      "UK healthtech",
      "Fintech founders Q1",
    ]);
    expect(await adapter.campaigns.refreshStats(1)).toEqual({
      message: "Campaign statistics updated successfully.",
    });
    expect(await adapter.campaigns.usage()).toEqual({
      contacts_count: 4200,
      resumex_sent: 8200,
      growthx_sent: 6100,
    });
  });

  it("verifies a sender when asked, and forgets it when the address changes", async () => {
    const adapter = createMemoryAdapter();
    expect((await adapter.senders.list({ filters: { is_verified: [false] } })).rows.map((s) => s.id)).toEqual(
      [2],
    );
    expect(await adapter.senders.checkVerification(2)).toEqual({ verified: true });
    expect((await adapter.senders.get(2)).is_verified).toBe(true);
    expect(await adapter.senders.resendVerification(2)).toEqual({
      message: "Verification request has been sent",
    });

    const sender = await adapter.senders.get(2);
    await adapter.senders.update(2, { ...sender, email: "new-ventures@pipeline.test" });
    expect((await adapter.senders.get(2)).is_verified).toBe(false);
  });

  it("names countries for the sender form", async () => {
    expect(await createMemoryAdapter().countries.list()).toEqual(
      expect.arrayContaining(["India", "United Kingdom"]),
    );
  });

  it("offers creators of companies to the created-by pickers, inactive or not", async () => {
    const adapter = createMemoryAdapter();
    const creators = await adapter.users.short({ companyAdded: true });
    expect(creators.map((user) => user.pk).sort()).toEqual([1, 2, 3, 6]);
    const active = await adapter.users.short();
    expect(active.map((user) => user.pk)).not.toContain(5);
  });
});
