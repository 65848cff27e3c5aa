import {
  FloatingFocusManager,
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from "@floating-ui/react";
import { Check } from "lucide-react";
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { FloatingLayer } from "../floating/FloatingLayer";
import { StyledFloatingPanel } from "../floating/panelStyles";
import { TriggerSlot, type TriggerElement } from "../floating/TriggerSlot";
import { useAnchoredPanel, type FloatingPlacement } from "../floating/useAnchoredFloating";

/** An entry that runs an action and closes the menu. */
export type MenuActionItem = {
  kind: "action";
  /** Stable key among the items. */
  id: string;
  /** Visible text; typing its first letters moves to it. */
  label: string;
  /** Called when the item is picked. */
  onSelect: () => void;
  /** An icon before the label. Default: none. */
  icon?: ReactNode;
  /** Shows the item in the danger colour (Delete). Default: false. */
  danger?: boolean;
  /** Skipped by the keyboard and not pickable. Default: false. */
  disabled?: boolean;
};

/** An on/off entry that stays open after a toggle, e.g. a table column's visibility. */
export type MenuCheckboxItem = {
  kind: "checkbox";
  /** Stable key among the items. */
  id: string;
  /** Visible text; typing its first letters moves to it. */
  label: string;
  /** Whether the option is on. */
  checked: boolean;
  /** Called with the new state when the item is toggled. */
  onCheckedChange: (checked: boolean) => void;
  /** Skipped by the keyboard and not pickable. Default: false. */
  disabled?: boolean;
};

/** A line between groups of items. */
export type MenuSeparator = { kind: "separator"; /** Stable key among the items. */ id: string };

/** Text that is not an action, such as who is signed in; the keyboard skips it. */
export type MenuLabel = {
  kind: "label";
  /** Stable key among the items. */
  id: string;
  /** The main line. */
  label: string;
  /** A muted second line. Default: none. */
  description?: string;
};

export type MenuItem = MenuActionItem | MenuCheckboxItem | MenuSeparator | MenuLabel;

export type MenuProps = {
  /** The menu button; it gets aria-haspopup and aria-expanded and opens on click or Arrow keys. */
  trigger: TriggerElement;
  /** The entries, in order. */
  items: MenuItem[];
  /** Open state when controlled. Default: undefined (uncontrolled). */
  open?: boolean;
  /** Open state on first render when uncontrolled. Default: false. */
  defaultOpen?: boolean;
  /** Called with the next open state. Default: none. */
  onOpenChange?: (open: boolean) => void;
  /** Side and alignment against the trigger; it flips when there is no room. Default: "bottom-start". */
  placement?: FloatingPlacement;
};

const StyledMenu = styled(StyledFloatingPanel)`
  display: flex;
  flex-direction: column;
  min-width: calc(${({ theme }) => theme.size.controlLg} * 4);
  max-width: min(${({ theme }) => theme.size.dialogSm}, calc(100vw - 2 * ${({ theme }) => theme.space.sm}));
  padding: ${({ theme }) => theme.space.xs};
`;

const StyledMenuItem = styled.button<{ $danger: boolean }>`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }

  &:focus-visible,
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.rowHover};
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.focusOffset} ${({ theme }) => theme.color.focusRing};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

const StyledCheckMark = styled.span<{ $checked: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ theme, $checked }) =>
    $checked &&
    css`
      color: ${theme.color.onPrimary};
      background: ${theme.color.primary};
      border-color: ${theme.color.primary};
    `}

  svg {
    width: calc(${({ theme }) => theme.size.icon} - 2 * ${({ theme }) => theme.size.border});
    height: calc(${({ theme }) => theme.size.icon} - 2 * ${({ theme }) => theme.size.border});
  }
`;

const StyledLabel = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const StyledLabelDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledSeparator = styled.div`
  flex: none;
  height: ${({ theme }) => theme.size.border};
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  background: ${({ theme }) => theme.color.border};
`;

/**
 * A menu button and its menu: Arrow keys, Home and End move between items, typing jumps to a label,
 * Enter or Space picks, Escape closes and focus goes back to the button.
 */
export function Menu({
  trigger,
  items,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = "bottom-start",
}: MenuProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labels = useMemo(
    () => items.map((item) => (item.kind === "action" || item.kind === "checkbox" ? item.label : null)),
    [items],
  );
  const labelsRef = useRef(labels);
  useLayoutEffect(() => {
    labelsRef.current = labels;
  }, [labels]);
  const disabledIndices = useMemo(
    () =>
      items.flatMap((item, index) =>
        item.kind === "separator" || item.kind === "label" || item.disabled === true ? [index] : [],
      ),
    [items],
  );

  const { open, setOpen, setReference, setFloating, floatingStyles, context } = useAnchoredPanel({
    open: openProp,
    defaultOpen,
    onOpenChange,
    placement,
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: "menu" });
  const navigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    onNavigate: setActiveIndex,
    disabledIndices,
    loop: true,
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    activeIndex,
    onMatch: open ? setActiveIndex : undefined,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    dismiss,
    role,
    navigation,
    typeahead,
  ]);

  function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Tab") return;
    event.preventDefault();
    setOpen(false);
  }

  function handlePick(item: MenuActionItem | MenuCheckboxItem) {
    if (item.kind === "checkbox") {
      item.onCheckedChange(!item.checked);
      return;
    }
    item.onSelect();
    setOpen(false);
  }

  return (
    <>
      <TriggerSlot element={trigger} setReference={setReference} getReferenceProps={getReferenceProps} />
      {open && (
        // Without focus guards: a menu is left with Escape, a pick or Tab, all of which close it and
        // hand focus back to the button, so there is nothing for the guards to keep in order.
        <FloatingLayer preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1} guards={false}>
            <StyledMenu
              ref={setFloating}
              style={floatingStyles}
              $layer="popover"
              {...getFloatingProps({ onKeyDown: handleMenuKeyDown })}
            >
              {items.map((item, index) => {
                // Every entry takes its slot in the list, so the keyboard finds the first item on
                // open even when the menu starts with a label or a separator.
                const register = (node: HTMLElement | null) => {
                  elementsRef.current[index] = node;
                };
                if (item.kind === "separator") {
                  return <StyledSeparator key={item.id} ref={register} role="separator" />;
                }
                if (item.kind === "label") {
                  return (
                    <StyledLabel key={item.id} ref={register}>
                      {item.label}
                      {item.description !== undefined && (
                        <StyledLabelDescription>{item.description}</StyledLabelDescription>
                      )}
                    </StyledLabel>
                  );
                }
                const isCheckbox = item.kind === "checkbox";
                return (
                  <StyledMenuItem
                    key={item.id}
                    ref={register}
                    type="button"
                    role={isCheckbox ? "menuitemcheckbox" : "menuitem"}
                    aria-checked={isCheckbox ? item.checked : undefined}
                    disabled={item.disabled}
                    tabIndex={activeIndex === index ? 0 : -1}
                    $danger={item.kind === "action" && item.danger === true}
                    {...getItemProps({ onClick: () => handlePick(item) })}
                  >
                    {isCheckbox ? (
                      <StyledCheckMark $checked={item.checked} aria-hidden="true">
                        {item.checked && <Check />}
                      </StyledCheckMark>
                    ) : (
                      item.icon
                    )}
                    <span>{item.label}</span>
                  </StyledMenuItem>
                );
              })}
            </StyledMenu>
          </FloatingFocusManager>
        </FloatingLayer>
      )}
    </>
  );
}
