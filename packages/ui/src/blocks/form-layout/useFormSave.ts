import { isAdapterError } from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useState } from "react";
import { useToast } from "../../primitives/Toast";
import { toFormErrors } from "./formErrors";

/** Reports how much of an upload is sent, from 0 to 1. */
export type SaveProgress = (fraction: number) => void;

export type FormSaveOptions = {
  /** The form's field where the server names it otherwise (location_id -> location). Default: none. */
  aliases?: Readonly<Record<string, string>>;
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
export function useFormSave<Values>({ aliases }: FormSaveOptions = {}): FormSave<Values> {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  async function save<Saved extends { message: string }>(
    helpers: FormikHelpers<Values>,
    send: (onProgress: SaveProgress) => Promise<Saved>,
  ): Promise<Saved | null> {
    setProgress(0);
    try {
      const saved = await send(setProgress);
      toast.success(saved.message);
      return saved;
    } catch (error) {
      toast.error(error);
      if (isAdapterError(error)) helpers.setErrors(toFormErrors<Values>(error.fieldErrors, aliases));
      return null;
    } finally {
      setProgress(null);
    }
  }

  return { progress, save };
}
