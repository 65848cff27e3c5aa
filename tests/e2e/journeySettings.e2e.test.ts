import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./support/startPortal";
import { portalSuite, sidebar, signIn } from "./support/suite";

// Journey Settings in the browser on the real server, on a laptop's screen: a SUPER_ADMIN changes
// the journey; the change is in the Audit Log, and the journey file does not undo it at the next start.

const suite = portalSuite(() => ({}), { viewport: { width: 1280, height: 720 } });

async function journeySettings(): Promise<Page> {
  const page = await suite.visit();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.waitForURL("**/companies");
  await sidebar(page).getByRole("link", { name: "Journey Settings" }).click();
  await page.getByRole("heading", { level: 1, name: "Journey Settings" }).waitFor();
  await page.getByRole("textbox", { name: "Stage 1", exact: true }).waitFor();
  return page;
}

describe("Journey Settings", () => {
  it("saves a renamed stage, its SLA and a gate, keeps them over a restart, and records them", async () => {
    const page = await journeySettings();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits).toBe(true);
    const decision = page.getByRole("textbox", { name: "Stage 5", exact: true });
    expect(await decision.inputValue()).toBe("Decision");
    expect(await page.getByRole("spinbutton", { name: "SLA days of stage 3" }).inputValue()).toBe("30");
    // The seeded committee: Investment Committee Review, 4th task of Evaluation, a blind gate of 2.
    expect(await page.getByRole("spinbutton", { name: "Quorum of task 4 of stage 3" }).inputValue()).toBe(
      "2",
    );

    await decision.fill("Investment Decision");
    await page.getByRole("spinbutton", { name: "SLA days of stage 5" }).fill("10");
    // Final Approval (2nd task of Decision) becomes a gate of three approvals.
    await page.getByRole("switch", { name: "Gate on task 2 of stage 5" }).click();
    await page.getByRole("spinbutton", { name: "Quorum of task 2 of stage 5" }).fill("3");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("region", { name: "Notifications" })
      .getByText("Journey settings updated successfully.")
      .waitFor();

    await suite.stopServer();
    await suite.startServer();
    const again = await journeySettings();
    expect(await again.getByRole("textbox", { name: "Stage 5", exact: true }).inputValue()).toBe(
      "Investment Decision",
    );
    expect(await again.getByRole("spinbutton", { name: "SLA days of stage 5" }).inputValue()).toBe("10");
    expect(await again.getByRole("spinbutton", { name: "Quorum of task 2 of stage 5" }).inputValue()).toBe(
      "3",
    );
    await expect.poll(() => again.getByText(/^Last changed .* by /).count()).toBe(1);

    await sidebar(again).getByRole("link", { name: "Audit Log" }).click();
    await again.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
    await again.getByText("Journey stage").first().waitFor();
    await again.getByText("Journey task").first().waitFor();
  });
});
