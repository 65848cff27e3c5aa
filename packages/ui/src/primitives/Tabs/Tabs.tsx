import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../../theme/focusRing";

type TabsContextValue = {
  selected: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${component} must be placed inside Tabs.`);
  return context;
}

type TabsSelection =
  | {
      /** The selected tab's value, when the parent holds the state. Default: none (the tabs hold it). */
      value: string;
      defaultValue?: never;
    }
  | {
      value?: never;
      /** The tab selected at first, when the tabs hold the state. */
      defaultValue: string;
    };

export type TabsProps = TabsSelection & {
  /** Called with a tab's value when it is chosen, by click or arrow key. Default: none. */
  onValueChange?: (value: string) => void;
  /** A TabList and the TabPanel elements, in any layout. */
  children: ReactNode;
};

/** Views of one subject that share a place on screen, one shown at a time. */
export function Tabs({ value, defaultValue, onValueChange, children }: TabsProps) {
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const selected = value ?? ownValue;

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  // A value may hold spaces, which an id reference cannot.
  const idOf = (part: "tab" | "panel", tab: string) => `${id}-${part}-${encodeURIComponent(tab)}`;

  return <TabsContext.Provider value={{ selected, select, idOf }}>{children}</TabsContext.Provider>;
}

const StyledList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const StyledTab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-selected="true"] {
    color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 calc(-2 * ${({ theme }) => theme.size.border}) 0 ${({ theme }) => theme.color.primary};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.borderStrong};
    cursor: not-allowed;
  }

  /* Inset, because the list scrolls and would clip an outline drawn outside the tab. */
  ${focusRing}
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusOffset});
  }
`;

// Automatic activation: moving focus with the keyboard also selects the tab.
function handleListKeyDown(event: KeyboardEvent<HTMLDivElement>, select: (value: string) => void) {
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  );
  const index = tabs.findIndex((tab) => tab === event.target);
  if (index === -1) return;
  const last = tabs.length - 1;
  const target =
    event.key === "ArrowRight"
      ? tabs[index === last ? 0 : index + 1]
      : event.key === "ArrowLeft"
        ? tabs[index === 0 ? last : index - 1]
        : event.key === "Home"
          ? tabs[0]
          : event.key === "End"
            ? tabs[last]
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
  if (target.dataset.value !== undefined) select(target.dataset.value);
}

export type TabListProps = {
  /** Names the set of tabs for screen readers, e.g. "Documents". Default: none. */
  label?: string;
  /** The Tab elements. */
  children: ReactNode;
};

/** The row of tabs; the arrow keys, Home and End move between them. */
export function TabList({ label, children }: TabListProps) {
  const { select } = useTabsContext("TabList");
  return (
    <StyledList role="tablist" aria-label={label} onKeyDown={(event) => handleListKeyDown(event, select)}>
      {children}
    </StyledList>
  );
}

export type TabProps = {
  /** Names the tab; the TabPanel with the same value is shown while it is selected. */
  value: string;
  /** The tab's text. */
  children: ReactNode;
  /** Keeps the tab from being chosen. Default: false. */
  disabled?: boolean;
};

/** One tab in a TabList. */
export function Tab({ value, children, disabled = false }: TabProps) {
  const { selected, select, idOf } = useTabsContext("Tab");
  const isSelected = value === selected;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={idOf("tab", value)}
      data-value={value}
      aria-selected={isSelected}
      aria-controls={idOf("panel", value)}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
    >
      {children}
    </StyledTab>
  );
}

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}
`;

export type TabPanelProps = {
  /** The value of the Tab that shows this panel. */
  value: string;
  /** The panel's content; it is mounted only while its tab is selected. */
  children: ReactNode;
};

/** The content shown while the Tab of the same value is selected. */
export function TabPanel({ value, children }: TabPanelProps) {
  const { selected, idOf } = useTabsContext("TabPanel");
  const isSelected = value === selected;
  return (
    <StyledPanel
      role="tabpanel"
      id={idOf("panel", value)}
      aria-labelledby={idOf("tab", value)}
      tabIndex={0}
      hidden={!isSelected}
    >
      {isSelected && children}
    </StyledPanel>
  );
}
