import { errorText, isAdapterError, TOAST_DURATION_MS } from "@pipeline/contract";

export type ToastTone = "success" | "error" | "info" | "warning";

export type ToastItem = { id: number; tone: ToastTone; message: string; duration: number };

export type ToastOptions = {
  /** How long the toast stays, in milliseconds. Default: TOAST_DURATION_MS (2000). */
  duration?: number;
  /** Text for an error that carries none of its own (the spec's fallback). */
  fallback?: string;
};

/** A cancelled request is not a failure the user needs to hear about. */
export function isAbort(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "AbortError" || error.name === "CanceledError")
  );
}

/** The words an error toast shows, by the contract's priority rule. */
export function toastErrorText(error: unknown, fallback?: string): string {
  if (typeof error === "string") return errorText({ custom: error, fallback });
  if (isAdapterError(error)) return errorText({ custom: error.message, fallback });
  if (error instanceof Error) return errorText({ custom: error.message, fallback });
  return errorText({ body: error, fallback });
}

export function defaultDuration(options?: ToastOptions): number {
  return options?.duration ?? TOAST_DURATION_MS.default;
}
