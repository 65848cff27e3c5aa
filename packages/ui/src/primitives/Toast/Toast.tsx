import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { focusRing } from "../../theme/focusRing";
import {
  defaultDuration,
  isAbort,
  toastErrorText,
  type ToastItem,
  type ToastOptions,
  type ToastTone,
} from "./toastStore";

export type ToastApi = {
  success(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
  warning(message: string, options?: ToastOptions): void;
  /** Shows an error by the contract's text rule; a cancelled request shows nothing. */
  error(error: unknown, options?: ToastOptions): void;
  dismiss(id: number): void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the nearest ToastProvider (PipelineProvider includes one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider (or PipelineProvider) above it.");
  return api;
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info, warning: TriangleAlert } as const;

/**
 * A CSS property a page layout sets to the height of the bar across its top, so toasts open below
 * the bar and never cover its buttons (the profile menu). Unset, toasts sit at the window's top.
 */
export const TOAST_TOP_INSET = "--pipeline-toast-top-inset";

const StyledRegion = styled.section`
  position: fixed;
  top: calc(var(${TOAST_TOP_INSET}, 0px) + ${({ theme }) => theme.space.lg});
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(calc(100vw - 2 * ${({ theme }) => theme.space.lg}), ${({ theme }) => theme.size.dialogSm});
  pointer-events: none;
`;

const toneColor = {
  success: css`
    border-left-color: ${({ theme }) => theme.color.success};
    svg {
      color: ${({ theme }) => theme.color.success};
    }
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.color.danger};
    svg {
      color: ${({ theme }) => theme.color.danger};
    }
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.color.info};
    svg {
      color: ${({ theme }) => theme.color.info};
    }
  `,
  warning: css`
    border-left-color: ${({ theme }) => theme.color.warning};
    svg {
      color: ${({ theme }) => theme.color.warning};
    }
  `,
};

const StyledToast = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-left-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.md};
  ${({ $tone }) => toneColor[$tone]}

  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
`;

const StyledMessage = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledClose = styled.button`
  flex: none;
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: inherit;
  }
`;

type ToastViewProps = { item: ToastItem; onDismiss: (id: number) => void };

function ToastView({ item, onDismiss }: ToastViewProps) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused, onDismiss]);
  const Icon = ICONS[item.tone];
  return (
    <StyledToast
      $tone={item.tone}
      role={item.tone === "error" ? "alert" : "status"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon aria-hidden="true" />
      <StyledMessage>{item.message}</StyledMessage>
      <StyledClose type="button" aria-label="Dismiss notification" onClick={() => onDismiss(item.id)}>
        <X aria-hidden="true" />
      </StyledClose>
    </StyledToast>
  );
}

export type ToastProviderProps = {
  children?: ReactNode;
  /** Toasts already showing when the provider mounts (stories, tests). Default: none. */
  initialToasts?: Array<Omit<ToastItem, "id">>;
};

/** Holds the toasts and renders them at the top right, newest last. */
export function ToastProvider({ children, initialToasts = [] }: ToastProviderProps) {
  const nextId = useRef(initialToasts.length + 1);
  const [items, setItems] = useState<ToastItem[]>(() =>
    initialToasts.map((item, index) => ({ ...item, id: index + 1 })),
  );

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const push = (tone: ToastTone, message: string, options?: ToastOptions) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, tone, message, duration: defaultDuration(options) }]);
    };
    return {
      success: (message, options) => push("success", message, options),
      info: (message, options) => push("info", message, options),
      warning: (message, options) => push("warning", message, options),
      error: (error, options) => {
        if (isAbort(error)) return;
        push("error", toastErrorText(error, options?.fallback), options);
      },
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <StyledRegion aria-label="Notifications">
        {items.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </StyledRegion>
    </ToastContext.Provider>
  );
}
