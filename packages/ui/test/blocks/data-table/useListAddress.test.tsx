import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useListAddress } from "../../../src/blocks/data-table";
import { initialQuery } from "../../../src/blocks/data-table/hooks/tableQuery";
import { documentNavigate, type Navigate, NavigationContext } from "../../../src/navigation";

// The browser's own history stands in for a router: push and replace as react-router does them.
const historyNavigate: Navigate = (to, options = {}) => {
  if (options.replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
};

function wrapperWith(navigate: Navigate) {
  return ({ children }: { children: ReactNode }) => (
    <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useListAddress", () => {
  it("pushes a filter change, replaces for a new search, and starts the table again from the earlier filter on Back", async () => {
    window.history.replaceState(null, "", "/users?is_active=true");
    const { result } = renderHook(() => useListAddress<"is_active">({ filterIds: ["is_active"] }), {
      wrapper: wrapperWith(historyNavigate),
    });
    expect(result.current.initialQuery).toEqual({ filters: { is_active: ["true"] } });
    const first = result.current.key;
    const entries = window.history.length;

    act(() => result.current.onQueryChange(initialQuery({ filters: { is_active: ["true"] } })));
    expect(window.history.length).toBe(entries);
    act(() => result.current.onQueryChange(initialQuery({ filters: { is_active: ["false"] } })));
    expect(window.location.search).toBe("?is_active=false");
    expect(window.history.length).toBe(entries + 1);
    act(() =>
      result.current.onQueryChange(initialQuery({ search: "asha", filters: { is_active: ["false"] } })),
    );
    expect(window.location.search).toBe("?search=asha&is_active=false");
    expect(window.history.length).toBe(entries + 1);
    // Its own writes leave the table as it is.
    expect(result.current.key).toBe(first);

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe("?is_active=true"));
    await waitFor(() => expect(result.current.key).not.toBe(first));
    expect(result.current.initialQuery).toEqual({ filters: { is_active: ["true"] } });
  });

  it("keeps its state to itself without a router, starting from the search it is given", () => {
    window.history.replaceState(null, "", "/embedded?page=4");
    const { result } = renderHook(
      () => useListAddress<"is_active">({ filterIds: ["is_active"], search: "?is_active=false" }),
      { wrapper: wrapperWith(documentNavigate) },
    );
    expect(result.current.initialQuery).toEqual({ filters: { is_active: ["false"] } });
    act(() => result.current.onQueryChange(initialQuery({ page: 2 })));
    expect(window.location.pathname + window.location.search).toBe("/embedded?page=4");
  });
});
