// What the admin screen stories share: a provider around a memory adapter on a fixed clock, ways
// to make one of its calls hang or fail, and waits for what the user sees.
import { AdapterError, type DataAdapter, FALLBACK_ERROR_MESSAGE, type PortName } from "@pipeline/contract";
import { createMemoryAdapter, type MemoryAdapterOptions } from "@pipeline/adapter-memory";
import { PipelineProvider } from "@pipeline/ui/data";
import type { Navigate } from "@pipeline/ui";
import type { ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

/** Every admin story renders its screen with these. */
export type AdminStoryArgs = {
  adapter: DataAdapter;
  /** Records where links, Add buttons, the back arrow and saves send the app. */
  navigate: Navigate;
};

/** Records created or changed in a story are stamped with this instant, so nothing depends on today. */
export const STORY_NOW = new Date("2024-04-01T05:30:00.000Z");

/** The seeded memory adapter on the fixed clock. */
export function storyAdapter(options: Omit<MemoryAdapterOptions, "now"> = {}): DataAdapter {
  return createMemoryAdapter({ ...options, now: () => STORY_NOW });
}

/** The adapter with some methods of one port replaced, e.g. a read that never answers. */
export function withPort<P extends PortName>(
  adapter: DataAdapter,
  port: P,
  methods: Partial<DataAdapter[P]>,
): DataAdapter {
  return { ...adapter, [port]: { ...adapter[port], ...methods } };
}

/** A call that never answers: the loading state stays on screen. */
export function hangs(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** A call that fails as the server does when it is down. */
export async function failsWithServerError(): Promise<never> {
  throw new AdapterError(FALLBACK_ERROR_MESSAGE, { status: 500 });
}

export function AdminStoryFrame({ adapter, navigate, children }: AdminStoryArgs & { children: ReactNode }) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      {children}
    </PipelineProvider>
  );
}

/** Searches wait a second after the last keystroke: time enough for that and the answer. */
export const AFTER_DEBOUNCE = { timeout: 4000 };

/** The table's rows once the first page is on screen. */
export async function tableRows(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => expect(canvasElement.querySelector("[data-row-id]")).not.toBeNull(), {
    timeout: 4000,
  });
  return Array.from(canvasElement.querySelectorAll<HTMLElement>("[data-row-id]"));
}

/** The text of each row's first link (the record's name, which opens its form), top to bottom. */
export function linkedNames(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll("[data-row-id]")).map(
    (row) => row.querySelector("a")?.textContent ?? "",
  );
}

/** Waits for a toast with this text and keeps it on screen (a hovered toast stays) for the screenshot. */
export async function expectToast(canvasElement: HTMLElement, text: string): Promise<void> {
  const region = within(canvasElement).getByRole("region", { name: "Notifications" });
  const message = await within(region).findByText(text, {}, { timeout: 4000 });
  await userEvent.hover(message);
}

type Canvas = ReturnType<typeof within>;

/** Replaces a field's text with what a user types. */
export async function typeInto(canvas: Canvas, label: RegExp, text: string): Promise<void> {
  const field = canvas.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Types into the table's search box; a second after typing stops, these are the names listed. */
export async function searchTable(canvasElement: HTMLElement, text: string, names: string[]): Promise<void> {
  await tableRows(canvasElement);
  await userEvent.type(within(canvasElement).getByRole("searchbox", { name: "Search" }), text);
  await waitFor(() => expect(linkedNames(canvasElement)).toEqual(names), AFTER_DEBOUNCE);
}

/** Sorts by a column, ascending; this name then comes first. */
export async function sortTable(canvasElement: HTMLElement, column: RegExp, first: string): Promise<void> {
  await tableRows(canvasElement);
  const header = within(canvasElement).getByRole("columnheader", { name: column });
  await userEvent.click(within(header).getByRole("button"));
  await waitFor(() => expect(header).toHaveAttribute("aria-sort", "ascending"));
  await waitFor(() => expect(linkedNames(canvasElement)[0]).toBe(first));
}

/** Sets the Active filter; these are the names listed then. */
export async function filterActive(
  canvasElement: HTMLElement,
  choice: "Active" | "Inactive",
  names: (listed: string[]) => void,
): Promise<void> {
  await tableRows(canvasElement);
  await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Active" }));
  await userEvent.click(await within(document.body).findByRole("option", { name: choice }));
  await waitFor(() => names(linkedNames(canvasElement)));
}

/** Fills text fields by the start of their labels, e.g. `{ "First Name": "Ana" }`. */
export async function fillFields(canvas: Canvas, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await typeInto(canvas, new RegExp(`^${label}`), value);
}

/** Presses Save on a form left empty: each of these messages shows. */
export async function saveExpectingMessages(canvas: Canvas, messages: readonly string[]): Promise<void> {
  await userEvent.click(canvas.getByRole("button", { name: "Save" }));
  for (const message of messages) await expect(await canvas.findByText(message)).toBeVisible();
}

/** Presses Save on a form the server refuses: the error toast, Save usable again, the form still there. */
export async function saveExpectingFailure(
  canvasElement: HTMLElement,
  navigate: Navigate,
  message: string,
): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Save" }));
  await expectToast(canvasElement, message);
  await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled());
  await expect(navigate).not.toHaveBeenCalled();
}
