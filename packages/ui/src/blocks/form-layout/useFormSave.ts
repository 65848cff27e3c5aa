import { isAdapterError } from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useState } from "react";
import { type ToastOptions, useToast } from "../../primitives/Toast";
import { toFormErrors } from "./formErrors";

/** Reports how much of an upload is sent, from 0 to 1. */
export type SaveProgress = (fraction: number) => void;

export type FormSaveOptions = {
  /** The form's field where the server names it otherwise (location_id -> location). Default: none. */
  aliases?: Readonly<Record<string, string>>;
  /** How long the success and error toasts stay. Default: the toasts' own (TOAST_DURATION_MS). */
  toast?: Pick<ToastOptions, "duration">;
  /**
   * When `progress` leaves null: "start", at 0 as the save starts, for a form that always uploads;
   * "report", at the first fraction the send reports, for a form whose save may upload nothing.
   * Default: "start".
   */
  progressFrom?: "start" | "report";
};

export type FormSave<Values> = {
  /** How much of the running save's upload is sent, from 0 to 1; null while no save runs. */
  progress: number | null;
  /**
   * Runs `send`, handing it the progress reporter. On success the server's message as a toast and
   * the answer back; on failure the error toast, the server's field messages on their fields and
   * null, with the form left as it was for another try. Submit is enabled again once it resolves.
   */
  save: <Saved extends { message: string }>(
    helpers: FormikHelpers<Values>,
    send: (onProgress: SaveProgress) => Promise<Saved>,
  ) => Promise<Saved | null>;
};

/** The submit of a form that writes through the adapter, with the upload's progress when there is one. */
export function useFormSave<Values>({
  aliases,
  toast: toastOptions,
  progressFrom = "start",
}: FormSaveOptions = {}): FormSave<Values> {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  async function save<Saved extends { message: string }>(
    helpers: FormikHelpers<Values>,
    send: (onProgress: SaveProgress) => Promise<Saved>,
  ): Promise<Saved | null> {
    if (progressFrom === "start") setProgress(0);
    try {
      const saved = await send(setProgress);
      toast.success(saved.message, toastOptions);
      return saved;
    } catch (error) {
      toast.error(error, toastOptions);
      if (isAdapterError(error)) helpers.setErrors(toFormErrors<Values>(error.fieldErrors, aliases));
      return null;
    } finally {
      setProgress(null);
    }
  }

  return { progress, save };
}
