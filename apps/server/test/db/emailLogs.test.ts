import { beforeAll, describe, expect, it } from "vitest";
import { createEmailLogRepository, type EmailLogEntry } from "../../src/modules/emails/logs";
import { createUserRepository } from "../../src/modules/users/repository";
import { userInput } from "./fixtures";
import { testDatabase } from "./testDatabase";

const database = testDatabase();
let repository: ReturnType<typeof createEmailLogRepository>;

beforeAll(() => {
  repository = createEmailLogRepository(database.db);
});

function entry(subject: string, created: string, overrides: Partial<EmailLogEntry> = {}): EmailLogEntry {
  return {
    subject,
    receiver_emails: [`${subject.toLowerCase().replace(/\W+/g, ".")}@example.com`],
    message: `<p>${subject}</p>`,
    delivered: true,
    created: new Date(created),
    ...overrides,
  };
}

describe("email logs", () => {
  it("is empty until mail is sent", async () => {
    expect(await repository.list({})).toEqual({ rows: [], count: 0 });
  });

  it("records a message and answers it in the wire shape", async () => {
    const sender = await createUserRepository(database.db).create(userInput("Sender"), null);
    const saved = await repository.insert({
      subject: "Intro",
      receiver_emails: ["a@example.com", "b@example.com"],
      cc_emails: ["c@example.com"],
      message: "<p>Hello</p>",
      ics_data: "BEGIN:VCALENDAR",
      sender_id: sender.id,
      delivered: false,
    });
    expect(saved).toMatchObject({
      subject: "Intro",
      receiver_emails: ["a@example.com", "b@example.com"],
      cc_emails: ["c@example.com"],
      body_type: "html",
      message: "<p>Hello</p>",
      ics_data: "BEGIN:VCALENDAR",
      sender: { first_name: "AdaSender", last_name: "Lovelace" },
      delivered: false,
    });
    expect(saved.created).toMatch(/Z$/);
    expect((await repository.list({})).rows).toEqual([saved]);
    expect(await repository.setDelivered(saved.id, true)).toBe(true);
    expect(await repository.get(saved.id)).toMatchObject({ delivered: true });
    expect(await repository.setDelivered(999, true)).toBe(false);
  });

  it("searches subjects and receivers, case aside", async () => {
    await repository.insert(entry("Quarterly Update", "2024-01-01T00:00:00Z"));
    await repository.insert(
      entry("Welcome", "2024-01-02T00:00:00Z", { receiver_emails: ["Founder@Acme.example"] }),
    );
    await repository.insert(entry("Invite", "2024-01-03T00:00:00Z", { cc_emails: ["partner@acme.example"] }));
    const subjects = async (search: string) =>
      (await repository.list({ search })).rows.map((row) => row.subject);
    expect(await subjects("quarterly")).toEqual(["Quarterly Update"]);
    expect(await subjects("founder@acme")).toEqual(["Welcome"]);
    expect(await subjects("ACME.example")).toEqual(["Invite", "Welcome"]);
  });

  it("shows the newest first, sorts both ways and pages", async () => {
    await repository.insert(entry("Beta", "2024-01-02T00:00:00Z", { delivered: false }));
    await repository.insert(entry("Alpha", "2024-01-03T00:00:00Z"));
    await repository.insert(entry("Gamma", "2024-01-01T00:00:00Z", { body_type: "text" }));
    const subjects = async (sort?: { field: string; direction: "asc" | "desc" }) =>
      (await repository.list(sort ? { sort } : {})).rows.map((row) => row.subject);

    expect(await subjects()).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(await subjects({ field: "created", direction: "asc" })).toEqual(["Gamma", "Beta", "Alpha"]);
    expect(await subjects({ field: "subject", direction: "asc" })).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(await subjects({ field: "subject", direction: "desc" })).toEqual(["Gamma", "Beta", "Alpha"]);
    expect(await subjects({ field: "delivered", direction: "asc" })).toEqual(["Beta", "Alpha", "Gamma"]);
    expect(await subjects({ field: "body_type", direction: "desc" })).toEqual(["Gamma", "Alpha", "Beta"]);
    const page = await repository.list({ page: 2, pageSize: 2 });
    expect([page.count, page.rows.map((row) => row.subject)]).toEqual([3, ["Gamma"]]);
  });

  it("filters on delivered and on a date range", async () => {
    await repository.insert(entry("Sent", "2024-05-01T10:00:00Z"));
    await repository.insert(entry("Failed", "2024-05-02T10:00:00Z", { delivered: false }));
    await repository.insert(entry("Later", "2024-06-01T10:00:00Z"));
    const subjects = async (params: Parameters<typeof repository.list>[0]) =>
      (await repository.list({ ...params, sort: { field: "created", direction: "asc" } })).rows.map(
        (row) => row.subject,
      );

    expect(await subjects({ filters: { delivered: [false] } })).toEqual(["Failed"]);
    expect(await subjects({ filters: { delivered: ["true"] } })).toEqual(["Sent", "Later"]);
    expect(await subjects({ dateRange: { start: "2024-05-01", end: "2024-05-31" } })).toEqual([
      "Sent",
      "Failed",
    ]);
    expect(await subjects({ dateRange: { start: "2024-05-02", type: "modified" } })).toEqual([
      "Failed",
      "Later",
    ]);
    expect(
      await subjects({
        dateRange: { start: "2024-05-01", end: "2024-05-31" },
        filters: { delivered: [true] },
      }),
    ).toEqual(["Sent"]);
  });
});
