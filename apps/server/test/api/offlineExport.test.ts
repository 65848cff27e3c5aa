import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@pipeline/contract";
import { userInput } from "../db/fixtures";
import { ADMIN, injectedApp } from "./injectApp";

// The installation names the accounts offered the offline copy of a journey (OFFLINE_EXPORT_ACCOUNTS);
// the signed-in user learns whether it is one of them, and nobody learns who the others are.

const server = injectedApp({ services: { offlineExportAccounts: [ADMIN.username.toUpperCase()] } });
const CURRENT_USER = "/api/v1/users-viewset?show_details=true&current_user=true";

async function me(token: string): Promise<CurrentUser> {
  const answer = await server.call({ method: "GET", url: CURRENT_USER, token });
  expect(answer.status).toBe(200);
  return (answer.body.data as CurrentUser[])[0] as CurrentUser;
}

describe("offline export accounts", () => {
  it("tells a named account, whatever the case of its name, that it is offered the export", async () => {
    expect((await me(await server.adminToken())).offline_export).toBe(true);
  });

  it("tells any other account that it is not", async () => {
    const admin = await server.adminToken();
    const created = await server.call({
      method: "POST",
      url: "/api/v1/users-viewset/",
      token: admin,
      body: userInput("plain", { password: "Plain@123456" }),
    });
    expect(created.status).toBe(200);
    const signIn = await server.call({
      method: "POST",
      url: "/api/v1/erp-login/",
      body: { username: "ada.plain", password: "Plain@123456" },
    });
    const key = (signIn.body.data as { key: string }).key;

    expect((await me(key)).offline_export).toBe(false);
  });
});
