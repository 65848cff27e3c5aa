import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComboboxLoadOptions, ComboboxOption } from "../../src/primitives/Combobox";
import * as stories from "../../../../stories/primitives/Combobox.stories";

const { Default, Multiple } = composeStories(stories);

const acme: ComboboxOption = { value: "1", label: "Acme Industrial (acme.example)" };
const acorn: ComboboxOption = { value: "2", label: "Acorn Analytics (acorn.example)" };

/** A search whose answers the test hands out, recording each call's abort signal. */
function controlledSearch() {
  const calls: Array<{ query: string; signal: AbortSignal; answer: (options: ComboboxOption[]) => void }> =
    [];
  const loadOptions = vi.fn<ComboboxLoadOptions>(
    (query, { signal }) =>
      new Promise((resolve) => {
        calls.push({ query, signal, answer: resolve });
      }),
  );
  return { loadOptions, calls };
}

/** The latest search for `query`; throws (for waitFor) until it has been asked. */
function searchFor(calls: ReturnType<typeof controlledSearch>["calls"], query: string) {
  const found = calls.findLast((call) => call.query === query);
  if (!found) throw new Error(`No search for "${query}" yet.`);
  return found;
}

// Typing goes through fireEvent here: user-event waits on timers, which would never fire once faked.
function typeInto(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Combobox", () => {
  it("searches once typing pauses for one second, the spec's search debounce", async () => {
    vi.useFakeTimers();
    const { loadOptions, calls } = controlledSearch();
    render(<Default loadOptions={loadOptions} debounceMs={undefined} />);
    const input = screen.getByRole("combobox", { name: "Company" });
    typeInto(input, "a");
    advance(999);
    typeInto(input, "ac");
    expect(screen.getByText("Searching…")).toBeInTheDocument();
    advance(999);
    expect(loadOptions).not.toHaveBeenCalled();
    advance(1);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(calls[0]?.query).toBe("ac");
    await act(async () => calls[0]?.answer([acme, acorn]));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      acme.label,
      acorn.label,
    ]);
    expect(screen.queryByText("Searching…")).not.toBeInTheDocument();
  });

  it("aborts a running search when a newer query starts and ignores its late answer", async () => {
    vi.useFakeTimers();
    const { loadOptions, calls } = controlledSearch();
    render(<Default loadOptions={loadOptions} debounceMs={100} />);
    const input = screen.getByRole("combobox", { name: "Company" });
    typeInto(input, "ac");
    advance(100);
    expect(calls[0]?.signal.aborted).toBe(false);
    typeInto(input, "aco");
    expect(calls[0]?.signal.aborted).toBe(true);
    advance(100);
    expect(calls.map((call) => call.query)).toEqual(["ac", "aco"]);
    await act(async () => calls[1]?.answer([acorn]));
    await act(async () => calls[0]?.answer([acme, acorn]));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([acorn.label]);
  });

  it("runs no search outside the length limits and says why", () => {
    vi.useFakeTimers();
    const { loadOptions } = controlledSearch();
    render(<Default loadOptions={loadOptions} minLength={2} />);
    const input = screen.getByRole("combobox", { name: "Company" });
    typeInto(input, "a");
    expect(screen.getByText("Type at least 2 characters to search.")).toBeInTheDocument();
    typeInto(input, "acme industrial holdin");
    expect(screen.getByText("Type 20 characters or fewer to search.")).toBeInTheDocument();
    typeInto(input, "   ");
    expect(screen.getByText("Type at least 2 characters to search.")).toBeInTheDocument();
    advance(5000);
    expect(loadOptions).not.toHaveBeenCalled();
  });

  it("says so when a search fails", async () => {
    const user = userEvent.setup();
    render(<Default loadOptions={() => Promise.reject(new Error("offline"))} />);
    await user.type(screen.getByRole("combobox", { name: "Company" }), "acme");
    expect(await screen.findByText("Search failed. Try again.")).toBeInTheDocument();
  });

  it("says No results when the search finds nothing", async () => {
    const user = userEvent.setup();
    const { loadOptions, calls } = controlledSearch();
    render(<Default loadOptions={loadOptions} />);
    await user.type(screen.getByRole("combobox", { name: "Company" }), "zebra");
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer([]));
    expect(screen.getByText("No results")).toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("puts a picked option's label in the box and clears it again", async () => {
    const user = userEvent.setup();
    const { loadOptions, calls } = controlledSearch();
    const onChange = fn();
    render(<Default loadOptions={loadOptions} onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Company" });
    await user.type(input, "ac");
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer([acme, acorn]));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(acme);
    expect(input).toHaveValue(acme.label);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
  });

  it("picks several options as chips in multiple mode; Backspace removes the last", async () => {
    const user = userEvent.setup();
    const { loadOptions, calls } = controlledSearch();
    const onChange = fn();
    render(<Multiple loadOptions={loadOptions} onChange={onChange} defaultValue={[]} />);
    const input = screen.getByRole("combobox", { name: "Company" });
    await user.type(input, "ac");
    // On a loaded machine the debounce may also fire between keystrokes: the search for what was
    // typed in full is the one answered.
    const first = await waitFor(() => searchFor(calls, "ac"));
    await act(async () => first.answer([acme, acorn]));
    await user.click(screen.getByRole("option", { name: acme.label }));
    expect(onChange).toHaveBeenLastCalledWith([acme]);
    expect(input).toHaveValue("");
    await user.type(input, "aco");
    const second = await waitFor(() => searchFor(calls, "aco"));
    await act(async () => second.answer([acorn]));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith([acme, acorn]);
    expect(screen.getByRole("button", { name: `Remove ${acorn.label}` })).toBeInTheDocument();
    await user.keyboard("{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith([acme]);
    expect(screen.queryByRole("button", { name: `Remove ${acorn.label}` })).not.toBeInTheDocument();
  });

  it("drops typed text that was not picked when focus leaves", async () => {
    const user = userEvent.setup();
    const { loadOptions, calls } = controlledSearch();
    render(<Default loadOptions={loadOptions} defaultValue={acme} />);
    const input = screen.getByRole("combobox", { name: "Company" });
    expect(input).toHaveValue(acme.label);
    await user.clear(input);
    await user.type(input, "zz");
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(document.body);
    expect(input).toHaveValue(acme.label);
  });
});
