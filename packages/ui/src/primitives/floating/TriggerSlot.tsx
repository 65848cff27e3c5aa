import { useMergeRefs } from "@floating-ui/react";
import { cloneElement, type HTMLProps, type ReactElement, type Ref } from "react";

/** The element a floating part hangs on: any element that takes a ref and DOM props. */
export type TriggerElement = ReactElement<HTMLProps<HTMLElement> & { ref?: Ref<HTMLElement> }>;

type AnyProps = Record<string, unknown>;

/** `extra` over `own`, except that event handlers both define run one after the other. */
export function chainProps(own: object, extra: object): AnyProps {
  const ownProps = own as AnyProps;
  const merged: AnyProps = { ...ownProps, ...extra };
  for (const [key, value] of Object.entries(extra)) {
    const previous = ownProps[key];
    if (/^on[A-Z]/.test(key) && typeof previous === "function" && typeof value === "function") {
      merged[key] = (...args: unknown[]) => {
        previous(...args);
        value(...args);
      };
    }
  }
  return merged;
}

type TriggerSlotProps = {
  element: TriggerElement;
  setReference: (node: HTMLElement | null) => void;
  getReferenceProps: (userProps?: HTMLProps<Element>) => Record<string, unknown>;
  /** Props for the trigger beyond the interaction handlers: an id, or what an outer part hands down. */
  extraProps?: object;
  /** A ref an outer part hands down, when this trigger is also that part's trigger. */
  forwardedRef?: Ref<HTMLElement>;
};

/** Renders the caller's trigger with the floating part's ref and handlers merged into its own. */
export function TriggerSlot({
  element,
  setReference,
  getReferenceProps,
  extraProps = {},
  forwardedRef,
}: TriggerSlotProps) {
  const ref = useMergeRefs([setReference, element.props.ref, forwardedRef]);
  const merged = getReferenceProps(chainProps(element.props, extraProps)) as HTMLProps<HTMLElement>;
  return cloneElement(element, { ...merged, ref });
}
