export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from "./Toast";
export { toastErrorText, isAbort, type ToastItem, type ToastOptions, type ToastTone } from "./toastStore";
