import { ChevronDown } from "lucide-react";
import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../../theme/focusRing";

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type AccordionContextValue = {
  id: string;
  open: readonly string[];
  toggle: (value: string) => void;
  headingLevel: HeadingLevel;
};

const AccordionContext = createContext<AccordionContextValue | null>(null);

const StyledAccordion = styled.div`
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const StyledItem = styled.div`
  & + & {
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  }
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const StyledTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.controlLg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.rowHover};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  /* Inset, because the accordion clips what overflows its rounded corners. */
  ${focusRing}
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusOffset});
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    margin-inline-start: auto;
    color: ${({ theme }) => theme.color.textMuted};
    transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const StyledTitle = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledPanel = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  overflow-wrap: break-word;
`;

export type AccordionProps = {
  /** Lets several items be open at once; otherwise opening one closes the others. Default: false. */
  multiple?: boolean;
  /** Values of the open items, when the parent holds the state. Default: none (the accordion holds it). */
  value?: readonly string[];
  /** Values of the items open at first, when the accordion holds the state. Default: none open. */
  defaultValue?: readonly string[];
  /** Called with the values of the open items whenever a header is toggled. Default: none. */
  onValueChange?: (value: string[]) => void;
  /** Level of the heading around each header, to fit the page's outline. Default: 3. */
  headingLevel?: HeadingLevel;
  /** The AccordionItem elements. */
  children: ReactNode;
};

/** Sections that expand and collapse under their headers, such as the collapsed journey timeline. */
export function Accordion({
  multiple = false,
  value,
  defaultValue = [],
  onValueChange,
  headingLevel = 3,
  children,
}: AccordionProps) {
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const open = value ?? ownValue;

  const toggle = (item: string) => {
    const next = open.includes(item)
      ? open.filter((openItem) => openItem !== item)
      : multiple
        ? [...open, item]
        : [item];
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <AccordionContext.Provider value={{ id, open, toggle, headingLevel }}>
      <StyledAccordion>{children}</StyledAccordion>
    </AccordionContext.Provider>
  );
}

// Arrow keys, Home and End move between this accordion's headers only, not those of one nested in a panel.
function handleHeaderKeyDown(event: KeyboardEvent<HTMLButtonElement>, accordionId: string) {
  const headers = Array.from(
    event.currentTarget.ownerDocument.querySelectorAll<HTMLButtonElement>(
      `button[data-accordion="${accordionId}"]:not(:disabled)`,
    ),
  );
  const index = headers.indexOf(event.currentTarget);
  const last = headers.length - 1;
  const target =
    event.key === "ArrowDown"
      ? headers[index === last ? 0 : index + 1]
      : event.key === "ArrowUp"
        ? headers[index <= 0 ? last : index - 1]
        : event.key === "Home"
          ? headers[0]
          : event.key === "End"
            ? headers[last]
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export type AccordionItemProps = {
  /** Names the item in the accordion's `value`. */
  value: string;
  /** What the header button shows. */
  title: ReactNode;
  /** The content of the panel; it is mounted only while the item is open. */
  children: ReactNode;
  /** Keeps the item from being toggled. Default: false. */
  disabled?: boolean;
};

/** One header and its panel inside an Accordion. */
export function AccordionItem({ value, title, children, disabled = false }: AccordionItemProps) {
  const itemId = useId();
  const context = useContext(AccordionContext);
  if (!context) throw new Error("AccordionItem must be placed inside an Accordion.");
  const { id, open, toggle, headingLevel } = context;
  const isOpen = open.includes(value);
  const headerId = `${itemId}-header`;
  const panelId = `${itemId}-panel`;

  return (
    <StyledItem>
      <StyledHeading as={`h${headingLevel}`}>
        <StyledTrigger
          type="button"
          id={headerId}
          data-accordion={id}
          aria-expanded={isOpen}
          aria-controls={panelId}
          disabled={disabled}
          onClick={() => toggle(value)}
          onKeyDown={(event) => handleHeaderKeyDown(event, id)}
        >
          <StyledTitle>{title}</StyledTitle>
          <ChevronDown aria-hidden="true" />
        </StyledTrigger>
      </StyledHeading>
      <StyledPanel id={panelId} role="region" aria-labelledby={headerId} hidden={!isOpen}>
        {isOpen && children}
      </StyledPanel>
    </StyledItem>
  );
}
