import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBoardFilters } from "../../src/features/kanban/hooks/useBoardFilters";
import { useMinimumWait } from "../../src/features/kanban/hooks/useMinimumWait";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useBoardFilters", () => {
  it("clears the country and the user when the view changes, and keeps the dates", () => {
    const { result } = renderHook(() => useBoardFilters());
    act(() => result.current.change({ country: "1", createdBy: "2" }));
    act(() => result.current.change({ dateRange: { start: "2024-03-01", end: "", type: "created" } }));
    act(() => result.current.setView("confidence_level"));
    expect(result.current.filters).toMatchObject({
      view: "confidence_level",
      country: null,
      createdBy: null,
      dateRange: { start: "2024-03-01", end: "", type: "created" },
    });
  });

  it("applies the search a second after typing stops, restarting the skeleton's clock", () => {
    const { result } = renderHook(() => useBoardFilters());
    const firstSince = result.current.since;
    act(() => result.current.setSearchText("ka"));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.setSearchText("kav "));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.filters.search).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.filters.search).toBe("kav");
    expect(result.current.since).toBeGreaterThan(firstSince);
  });

  it("keeps the clock when a choice changes nothing", () => {
    const { result } = renderHook(() => useBoardFilters());
    const since = result.current.since;
    act(() => vi.advanceTimersByTime(50));
    act(() => result.current.change({ country: null }));
    expect(result.current.since).toBe(since);
  });
});

describe("useMinimumWait", () => {
  it("turns true once the time has passed since the stamp, and false again for a new stamp", () => {
    const start = Date.now();
    const { result, rerender } = renderHook(({ since }) => useMinimumWait(since, 500), {
      initialProps: { since: start },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ since: Date.now() });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });
});
