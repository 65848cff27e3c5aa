import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isSelected, selectedCount, useSelection } from "../../../src/blocks/data-table/hooks/useSelection";
import { useColumnVisibility } from "../../../src/blocks/data-table/hooks/useColumnVisibility";

describe("useSelection", () => {
  it("keeps rows picked on one page when another page is picked", () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.togglePage([1, 2, 3], true));
    act(() => result.current.togglePage([11, 12], true));
    act(() => result.current.toggle(2, false));
    expect(selectedCount(result.current.selection)).toBe(4);
    expect(isSelected(result.current.selection, 2)).toBe(false);
    expect(isSelected(result.current.selection, 12)).toBe(true);
  });

  it("selects every matching row, minus the ones unticked after", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useSelection(undefined, onChange));
    act(() => result.current.selectAllMatching(1234, { filters: { country: ["1"] } }));
    act(() => result.current.toggle(7, false));
    const selection = result.current.selection;
    expect(selection.kind).toBe("all-matching");
    expect(selectedCount(selection)).toBe(1233);
    expect(isSelected(selection, 7)).toBe(false);
    expect(isSelected(selection, 8)).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: "all-matching", matching: 1234 }),
    );
    act(() => result.current.clear());
    expect(selectedCount(result.current.selection)).toBe(0);
  });
});

describe("useColumnVisibility", () => {
  const name = { id: "name", header: "Name", cell: () => null, hideable: false };
  const email = { id: "email", header: "Email", cell: () => null };
  const modified = { id: "modified", header: "Modified", cell: () => null, defaultHidden: true };
  const columns = [name, email, modified];

  it("remembers the choice under the caller's key", () => {
    localStorage.clear();
    const first = renderHook(() => useColumnVisibility(columns, "users.columns"));
    expect(first.result.current.isVisible(modified)).toBe(false);
    act(() => first.result.current.setVisible("email", false));
    act(() => first.result.current.setVisible("modified", true));
    first.unmount();

    const again = renderHook(() => useColumnVisibility(columns, "users.columns"));
    expect(again.result.current.isVisible(email)).toBe(false);
    expect(again.result.current.isVisible(modified)).toBe(true);
    expect(JSON.parse(localStorage.getItem("users.columns") ?? "{}")).toEqual({
      email: false,
      modified: true,
    });
  });

  it("never hides a column that cannot be hidden, and survives a broken stored value", () => {
    localStorage.setItem("broken", "{not json");
    const { result } = renderHook(() => useColumnVisibility(columns, "broken"));
    act(() => result.current.setVisible("name", false));
    expect(result.current.isVisible(name)).toBe(true);
    expect(result.current.isVisible(email)).toBe(true);
  });
});
