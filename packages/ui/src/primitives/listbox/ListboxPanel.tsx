import type { HTMLAttributes, ReactNode, Ref } from "react";
import styled from "styled-components";
import { FloatingLayer } from "../floating/FloatingLayer";
import { StyledFloatingPanel } from "../floating/panelStyles";
import { useAnchoredFloating } from "../floating/useAnchoredFloating";
import { ListboxOption } from "./ListboxOption";
import { isOptionDisabled, type ListOption } from "./types";

const StyledPanel = styled(StyledFloatingPanel)`
  display: flex;
  flex-direction: column;
  width: var(--floating-anchor-width);
  max-height: min(var(--floating-available-height, 100vh), calc(${({ theme }) => theme.size.controlMd} * 8));
  overflow: hidden;

  &[hidden] {
    display: none;
  }
`;

// The list, not the panel, scrolls: downshift keeps the highlighted option in view inside the list.
const StyledList = styled.ul`
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow: auto;
  list-style: none;

  &:empty {
    display: none;
  }
`;

const StyledStatus = styled.div`
  flex: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  &:empty {
    display: none;
  }
`;

type ListboxPanelProps = {
  isOpen: boolean;
  /** The control the panel hangs under and takes its width from. */
  anchor: HTMLElement | null;
  /** downshift's menu props, spread on the list element. */
  menuProps: HTMLAttributes<HTMLUListElement> & { ref?: Ref<HTMLUListElement> };
  /** A line under the options: a hint, "Searching…" or "No results". */
  status?: ReactNode;
  /** Whether options are being fetched. */
  busy?: boolean;
  /** The options listed now. */
  items: ListOption[];
  highlightedIndex: number;
  /** downshift's item-props getter (useSelect's or useCombobox's). */
  getItemProps: GetOptionProps;
  /** Whether an option is among the chosen values; it then carries a check mark. */
  isChosen: (option: ListOption) => boolean;
  /** For several choices: aria-selected tells chosen options rather than the highlighted one. */
  multiple?: boolean;
};

const NO_ITEMS: ListOption[] = [];

type GetOptionProps = (options: {
  item: ListOption;
  index: number;
  "aria-selected"?: boolean;
}) => HTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement> };

/**
 * The floating list every select-like control shows its options in. It stays mounted while closed
 * because downshift and the control's aria-controls point at the list; its options are drawn only
 * while it is open.
 */
export function ListboxPanel({
  isOpen,
  anchor,
  menuProps,
  status,
  busy = false,
  items,
  highlightedIndex,
  getItemProps,
  isChosen,
  multiple = false,
}: ListboxPanelProps) {
  const { setFloating, floatingStyles } = useAnchoredFloating({ open: isOpen, reference: anchor });
  return (
    <FloatingLayer>
      <StyledPanel
        ref={isOpen ? setFloating : undefined}
        style={floatingStyles}
        hidden={!isOpen}
        $layer="popover"
      >
        <StyledList {...menuProps} aria-busy={busy || undefined} aria-multiselectable={multiple || undefined}>
          {/* Options are drawn only while open: nothing reads them in a closed list. */}
          {(isOpen ? items : NO_ITEMS).map((option, index) => (
            <ListboxOption
              key={option.value}
              itemProps={getItemProps({
                item: option,
                index,
                ...(multiple && { "aria-selected": isChosen(option) }),
              })}
              label={option.label}
              highlighted={highlightedIndex === index}
              chosen={isChosen(option)}
              disabled={isOptionDisabled(option)}
            />
          ))}
        </StyledList>
        <StyledStatus aria-live="polite">{isOpen ? status : null}</StyledStatus>
      </StyledPanel>
    </FloatingLayer>
  );
}
