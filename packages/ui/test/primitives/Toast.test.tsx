import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdapterError } from "@pipeline/contract";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider } from "../../src/data";
import { useToast, type ToastApi } from "../../src/primitives";
import * as stories from "../../../../stories/primitives/Toast.stories";

const { Catalog } = composeStories(stories);

function Capture({ onReady }: { onReady: (api: ToastApi) => void }) {
  const toast = useToast();
  useEffect(() => {
    onReady(toast);
  }, [toast, onReady]);
  return null;
}

function renderProvider(): ToastApi {
  let api: ToastApi | null = null;
  render(
    <PipelineProvider adapter={createTestAdapter()}>
      <Capture
        onReady={(ready) => {
          api = ready;
        }}
      />
    </PipelineProvider>,
  );
  if (!api) throw new Error("no toast api");
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Toast", () => {
  it("shows every tone with a way to dismiss it", async () => {
    render(<Catalog />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong!");
    expect(screen.getAllByRole("status")).toHaveLength(3);
    const dismiss = screen.getAllByRole("button", { name: "Dismiss notification" });
    expect(dismiss).toHaveLength(4);
    await userEvent.click(dismiss[1] as HTMLElement);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("leaves after 2000 ms by default, or the duration asked", () => {
    vi.useFakeTimers();
    const toast = renderProvider();
    act(() => {
      toast.success("Saved");
      toast.success("Campaign created", { duration: 5000 });
    });
    expect(screen.getAllByRole("status")).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.getAllByRole("status")).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getAllByRole("status")).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("words errors by the contract's rule and ignores cancelled requests", () => {
    const toast = renderProvider();
    act(() => toast.error(new DOMException("aborted", "AbortError")));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => toast.error({ errors: { email: ["Email is required"] } }));
    expect(screen.getByRole("alert")).toHaveTextContent("Email is required");
    act(() => toast.dismiss(1));
    act(() =>
      toast.error(new AdapterError("", { status: 500 }), {
        fallback: "Something went wrong. Please try after sometime.",
      }),
    );
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent(
      "Something went wrong. Please try after sometime.",
    );
    act(() => toast.error(null));
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent("Something went wrong!");
  });
});
