import type { DataAdapter } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import { AdminStoryFrame, withPort } from "../../../../stories/features/admin/adminStorySupport";
import {
  COMPANY_ID,
  journeyItemAdapter,
  LINKEDIN_TEMPLATE,
  linkedinTemplate,
  refusal,
  STORY_TODAY,
} from "../../../../stories/features/journey-item/journeyItemStorySupport";
import { AddJourneyItem } from "../../src/features/journey-item";

function renderDialog(adapter: DataAdapter = journeyItemAdapter()) {
  const onClose = fn();
  const onSaved = fn();
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <AddJourneyItem companyId={COMPANY_ID} open onClose={onClose} onSaved={onSaved} today={STORY_TODAY} />
    </AdminStoryFrame>,
  );
  return { adapter, onClose, onSaved };
}

async function dialog() {
  const found = await screen.findByRole("dialog", { name: "Add Item" });
  await within(found).findByRole("combobox", { name: "Stage" });
  return within(found);
}

/** The options a select lists once opened, then closes it. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, control: HTMLElement): Promise<string[]> {
  await user.click(control);
  const options = await screen.findAllByRole("option");
  const texts = options.map((option) => option.textContent ?? "");
  await user.keyboard("{Escape}");
  return texts;
}

async function pick(user: ReturnType<typeof userEvent.setup>, control: HTMLElement, ...names: string[]) {
  await user.click(control);
  for (const name of names) await user.click(await screen.findByRole("option", { name }));
  await user.keyboard("{Escape}");
}

async function chooseTask(user: ReturnType<typeof userEvent.setup>, stage: string, task: string) {
  const view = await dialog();
  await pick(user, view.getByRole("combobox", { name: "Stage" }), stage);
  await pick(user, view.getByRole("combobox", { name: "Task" }), task);
  return view;
}

describe("AddJourneyItem", { timeout: 30_000 }, () => {
  it("offers the stages in order without one whose tasks are all used, and only the tasks still open", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await dialog();
    expect(await optionsOf(user, view.getByRole("combobox", { name: "Stage" }))).toEqual([
      "Sourcing",
      "Screening",
      "Evaluation",
    ]);
    await pick(user, view.getByRole("combobox", { name: "Stage" }), "Sourcing");
    expect(await optionsOf(user, view.getByRole("combobox", { name: "Task" }))).toEqual([
      "LinkedIn Connect",
      "Follow-up Email",
    ]);
  });

  it("asks for a stage and a task", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await dialog();
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Stage is required")).toBeInTheDocument();
    expect(view.getByText("Task is required")).toBeInTheDocument();
  });

  it("takes back the stage's and the task's errors once they are picked", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await dialog();
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Task is required")).toBeInTheDocument();
    await pick(user, view.getByRole("combobox", { name: "Stage" }), "Sourcing");
    await waitFor(() => expect(view.queryByText("Stage is required")).not.toBeInTheDocument());
    expect(view.getByText("Task is required")).toBeInTheDocument();
    await pick(user, view.getByRole("combobox", { name: "Task" }), "Follow-up Email");
    await waitFor(() => expect(view.queryByText("Task is required")).not.toBeInTheDocument());
  });

  it("asks an evaluation for a reviewer, offers only active users, and sends a PENDING evaluation", async () => {
    const user = userEvent.setup();
    const { adapter, onSaved, onClose } = renderDialog();
    const view = await chooseTask(user, "Evaluation", "Investment Committee Review");
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("At least one member is required")).toBeInTheDocument();
    const reviewers = view.getByRole("combobox", { name: "Reviewers" });
    expect(await optionsOf(user, reviewers)).not.toContain("Vikram Shah");
    await pick(user, reviewers, "Priya Nair");
    await user.click(view.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(adapter.evaluations.create).toHaveBeenCalledWith({
      company_id: 1,
      stage_id: 3,
      task_id: 9,
      reviewer_ids: [2],
      status: "PENDING",
    });
    expect(await screen.findByText("Evaluation created successfully.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("fills a LinkedIn message from the task's template and gives the messages of section 5", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const view = await chooseTask(user, "Sourcing", "LinkedIn Connect");
    const message = view.getByRole("textbox", { name: /^Message/ });
    await waitFor(() => expect(message).toHaveValue(LINKEDIN_TEMPLATE));
    expect(adapter.emailTemplates.get).toHaveBeenCalledWith(
      { key: "linkedin_connect", company_id: COMPANY_ID },
      expect.anything(),
    );
    await user.clear(message);
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("At least one company member is required")).toBeInTheDocument();
    expect(view.getByText("Message is required")).toBeInTheDocument();
    expect(view.getByText("Date is required")).toBeInTheDocument();
    await user.click(message);
    await user.paste("x".repeat(4001));
    await user.tab();
    expect(await view.findByText("Message must be at most 4000 characters")).toBeInTheDocument();
    expect(adapter.linkedin.create).not.toHaveBeenCalled();
  });

  it("fills the template for the first member chosen, never over a message of the user's own", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const view = await chooseTask(user, "Sourcing", "LinkedIn Connect");
    const message = view.getByRole("textbox", { name: /^Message/ });
    await waitFor(() => expect(message).toHaveValue(LINKEDIN_TEMPLATE));
    await pick(user, view.getByRole("combobox", { name: "Company Members" }), "Neha Kapoor");
    await waitFor(() => expect(message).toHaveValue(linkedinTemplate("Neha")));
    await user.clear(message);
    await user.click(message);
    await user.paste("My own words");
    await pick(user, view.getByRole("combobox", { name: "Company Members" }), "Neha Kapoor", "Arjun Kapoor");
    await waitFor(() =>
      expect(adapter.emailTemplates.get).toHaveBeenCalledWith(
        { key: "linkedin_connect", company_id: COMPANY_ID, company_member_id: 1 },
        expect.anything(),
      ),
    );
    expect(message).toHaveValue("My own words");
  });

  it("offers only the company's members and never saves on Enter", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const view = await chooseTask(user, "Sourcing", "LinkedIn Connect");
    expect(await optionsOf(user, view.getByRole("combobox", { name: "Company Members" }))).toEqual([
      "Arjun Kapoor",
      "Neha Kapoor",
    ]);
    await pick(user, view.getByRole("combobox", { name: "Company Members" }), "Arjun Kapoor");
    await user.type(view.getByLabelText(/^Date/), "2024-03-28T10:30");
    await user.type(view.getByLabelText(/^Date/), "{Enter}");
    expect(adapter.linkedin.create).not.toHaveBeenCalled();
    await user.click(view.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(adapter.linkedin.create).toHaveBeenCalledWith(
        expect.objectContaining({ company_member_ids: [1], date: "2024-03-28T05:00:00.000Z" }),
      ),
    );
  });

  it("shows the server's refusal in a toast and its field message on the field", async () => {
    const user = userEvent.setup();
    renderDialog(
      withPort(journeyItemAdapter(), "evaluations", {
        create: refusal("The evaluation could not be saved.", { reviewer_ids: ["Priya Nair is not active"] }),
      }),
    );
    const view = await chooseTask(user, "Evaluation", "Investment Committee Review");
    await pick(user, view.getByRole("combobox", { name: "Reviewers" }), "Priya Nair");
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The evaluation could not be saved.")).toBeInTheDocument();
    expect(await view.findByText("Priya Nair is not active")).toBeInTheDocument();
    expect(view.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("opens the summary form for a summary task, where the comment is required", async () => {
    const user = userEvent.setup();
    const { adapter } = renderDialog();
    const view = await chooseTask(user, "Screening", "Company Summary");
    const form = await view.findByRole("form", { name: "Add Summary" });
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Message is required")).toBeInTheDocument();
    expect(adapter.summaries.create).not.toHaveBeenCalled();
  });
});
