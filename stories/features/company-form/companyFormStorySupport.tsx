// What the company form stories share: the seeded adapter with its company writes recorded, and
// the steps a user takes to fill the form.
import type { DataAdapter } from "@pipeline/contract";
import { defaultMemorySeed } from "@pipeline/adapter-memory";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyAdapter, withPort } from "../admin/adminStorySupport";

export type Canvas = ReturnType<typeof within>;

/** The seeded memory adapter, its company create and update recorded so a story can check the payload. */
export function recordingAdapter(base: DataAdapter = storyAdapter()): DataAdapter {
  return withPort(base, "companies", {
    create: fn(base.companies.create),
    update: fn(base.companies.update),
  });
}

/** The id of the second company of Kavach Robotics's domain in sameWebsiteAdapter. */
export const SECOND_KAVACH_ID = 99;

/**
 * The seeded adapter with a second company of Kavach Robotics's domain (company 1), its website
 * written another way, as a duplicate entered before the warning existed would be.
 */
export function sameWebsiteAdapter(): DataAdapter {
  const { companies } = defaultMemorySeed();
  const kavach = companies.find((company) => company.id === 1);
  if (!kavach) throw new Error("The fixtures have lost Kavach Robotics");
  const second = {
    ...kavach,
    id: SECOND_KAVACH_ID,
    company_name: "Kavach Robotics India",
    website: "http://www.KavachRobotics.in/india",
  };
  return storyAdapter({ seed: { companies: [...companies, second] } });
}

/**
 * Puts text into a field as a paste does, in one change: long texts typed key by key would take
 * most of a story's time. (Names pasted are filtered as typed ones are.)
 */
export async function enter(input: HTMLElement, text: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Opens a select or multi-select by its label and picks these options. */
export async function pick(canvas: Canvas, label: string, options: readonly string[]): Promise<void> {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  for (const option of options) {
    await userEvent.click(await within(document.body).findByRole("option", { name: option }));
  }
}

/** Picks from a multi-select, then closes its list. */
export async function pickMany(canvas: Canvas, label: string, options: readonly string[]): Promise<void> {
  await pick(canvas, label, options);
  await userEvent.keyboard("{Escape}");
}

/** What is required of a company besides a member: its name, website and a location. */
export async function fillCompany(canvas: Canvas): Promise<void> {
  await enter(canvas.getByRole("textbox", { name: /^Company Name/ }), "Bluefin Mobility");
  await enter(canvas.getByRole("textbox", { name: /^Website/ }), "https://bluefin.example.com");
  await pickMany(canvas, "Location", ["India"]);
}

export type MemberEntry = {
  first: string;
  last: string;
  email: string;
  linkedin: string;
  designations: readonly string[];
  mobile?: string;
};

/** The fields of a member row being edited, by the row's current name. */
export async function memberGroup(canvas: Canvas, name: string): Promise<HTMLElement> {
  return canvas.findByRole("group", { name });
}

/** Types a member's fields into an open row (replacing what is there) and picks the designations. */
export async function fillMember(group: HTMLElement, member: MemberEntry): Promise<void> {
  const row = within(group);
  const fields: Array<[RegExp, string | undefined]> = [
    [/^First Name/, member.first],
    [/^Last Name/, member.last],
    [/^Email/, member.email],
    [/^Mobile/, member.mobile],
    [/^LinkedIn Profile/, member.linkedin],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const input = row.getByRole("textbox", { name: label });
    await userEvent.clear(input);
    await enter(input, value);
  }
  if (member.designations.length > 0) await pickMany(row, "Designation", member.designations);
}

/** Add Member, fill the new row, Done: the row folds into its summary. */
export async function addMember(canvas: Canvas, member: MemberEntry): Promise<void> {
  await userEvent.click(canvas.getByRole("button", { name: "Add Member" }));
  const group = await memberGroup(canvas, "New member");
  await fillMember(group, member);
  await userEvent.click(within(group).getByRole("button", { name: "Done" }));
  await waitFor(() => expect(group).not.toBeInTheDocument());
}

/** The names of the member rows, top to bottom, as their Delete buttons name them. */
export function memberNames(canvas: Canvas): string[] {
  const list = canvas.queryByRole("list", { name: "Company members" });
  if (!list) return [];
  return within(list)
    .getAllByRole("button", { name: /^Delete / })
    .map((button) => (button.getAttribute("aria-label") ?? "").replace(/^Delete /, ""));
}

/**
 * The screenshot shows what fits the story's window: the page scrolled back to its top, or to the
 * part the story is about.
 */
export function showTop(): void {
  window.scrollTo(0, 0);
}

export function show(element: Element): void {
  element.scrollIntoView({ block: "center" });
}
