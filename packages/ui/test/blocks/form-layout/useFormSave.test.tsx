import { AdapterError } from "@pipeline/contract";
import { act, renderHook, screen } from "@testing-library/react";
import type { FormikHelpers } from "formik";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SaveProgress, useFormSave } from "../../../src/blocks/form-layout";
import { createTestAdapter, PipelineProvider } from "../../../src/data";

type Values = { location: number[] };

function wrapper({ children }: { children: ReactNode }) {
  return <PipelineProvider adapter={createTestAdapter()}>{children}</PipelineProvider>;
}

/** What the hook uses of formik's helpers: where the server's field messages go. */
function formHelpers() {
  const setErrors = vi.fn();
  return { helpers: { setErrors } as unknown as FormikHelpers<Values>, setErrors };
}

/** A send that waits to be told how it ends, keeping the progress reporter it was handed. */
function pendingSend() {
  let report: SaveProgress = () => undefined;
  let finish: (outcome: { message: string } | Error) => void = () => undefined;
  const send = (onProgress: SaveProgress) => {
    report = onProgress;
    return new Promise<{ message: string }>((resolve, reject) => {
      finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
    });
  };
  return {
    send,
    report: (fraction: number) => report(fraction),
    finish: (o: { message: string } | Error) => finish(o),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useFormSave", () => {
  it("shows progress from 0 as the save starts, then the server's message, and answers the saved", async () => {
    const { result } = renderHook(() => useFormSave<Values>(), { wrapper });
    const pending = pendingSend();
    let saving: Promise<{ message: string } | null> = Promise.resolve(null);
    act(() => {
      saving = result.current.save(formHelpers().helpers, pending.send);
    });
    expect(result.current.progress).toBe(0);
    act(() => pending.report(0.4));
    expect(result.current.progress).toBe(0.4);
    await act(async () => pending.finish({ message: "Saved." }));
    await expect(saving).resolves.toEqual({ message: "Saved." });
    expect(result.current.progress).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Saved.");
  });

  it("keeps progress null until the send reports some, when the save may upload nothing", async () => {
    const { result } = renderHook(() => useFormSave<Values>({ progressFrom: "report" }), { wrapper });
    const pending = pendingSend();
    act(() => void result.current.save(formHelpers().helpers, pending.send));
    expect(result.current.progress).toBeNull();
    act(() => pending.report(0.25));
    expect(result.current.progress).toBe(0.25);
    await act(async () => pending.finish({ message: "Saved." }));
    expect(result.current.progress).toBeNull();
  });

  it("puts the server's field messages on the form's fields, by their aliases, and answers null", async () => {
    const { result } = renderHook(() => useFormSave<Values>({ aliases: { location_id: "location" } }), {
      wrapper,
    });
    const { helpers, setErrors } = formHelpers();
    const refused = new AdapterError("Check the form.", {
      status: 400,
      fieldErrors: { location_id: ["At least one location must be selected"] },
    });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.save(helpers, () => Promise.reject(refused));
    });
    expect(answer).toBeNull();
    expect(setErrors).toHaveBeenCalledWith({ location: "At least one location must be selected" });
    expect(screen.getByRole("alert")).toHaveTextContent("Check the form.");
  });

  it("keeps both toasts for the duration asked", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFormSave<Values>({ toast: { duration: 5000 } }), { wrapper });
    await act(async () => {
      await result.current.save(formHelpers().helpers, () =>
        Promise.resolve({ message: "Campaign created." }),
      );
      await result.current.save(formHelpers().helpers, () => Promise.reject(new Error("Not sent.")));
    });
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status")).toHaveTextContent("Campaign created.");
    expect(screen.getByRole("alert")).toHaveTextContent("Not sent.");
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
