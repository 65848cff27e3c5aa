import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { moderatorJwt } from "../../src/modules/meetings/links";

const config = {
  baseUrl: "https://meet.example",
  jwtSecret: "a-secret-of-thirty-two-characters!",
  jwtAppId: "pipeline",
};
const claims = { room: "pipeline-room", name: "Fund Deals", email: "deals@fund.example" };
const seconds = (iso: string) => Date.parse(iso) / 1000;

// The moderator's token lasts two hours past the meeting's end, or past the moment it is handed out
// when the meeting has already ended: the clock is fixed, so the figures hold on any day.
describe("the moderator's meeting token", () => {
  it("lasts until two hours after a meeting still to come", async () => {
    const jwt = await moderatorJwt(config, {
      ...claims,
      end: new Date("2026-12-01T11:30:00Z"),
      now: new Date("2026-11-20T08:00:00Z"),
    });
    expect(decodeJwt(jwt)).toMatchObject({
      iat: seconds("2026-11-20T08:00:00Z"),
      exp: seconds("2026-12-01T13:30:00Z"),
    });
  });

  it("lasts two hours from when it is handed out for a meeting already past its end", async () => {
    const jwt = await moderatorJwt(config, {
      ...claims,
      end: new Date("2026-12-01T11:30:00Z"),
      now: new Date("2026-12-05T09:15:00Z"),
    });
    expect(decodeJwt(jwt)).toMatchObject({
      iat: seconds("2026-12-05T09:15:00Z"),
      exp: seconds("2026-12-05T11:15:00Z"),
    });
  });
});
