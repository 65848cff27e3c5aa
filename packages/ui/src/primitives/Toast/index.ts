export { ToastProvider, useToast, TOAST_TOP_INSET, type ToastApi, type ToastProviderProps } from "./Toast";
export { toastErrorText, isAbort, type ToastItem, type ToastOptions, type ToastTone } from "./toastStore";
