import { useFormikContext } from "formik";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import { IconButton } from "../../../primitives/IconButton";
import { newRowKey } from "../utils/summaryValues";
import { StyledSection, StyledSectionTitle } from "../../../blocks/form-layout";

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;

  > :first-child {
    flex: 1;
    min-width: 0;
  }

  /* The delete button lines up with the input, below the field's label. */
  > button {
    margin-top: calc(${({ theme }) => theme.font.lineHeight.tight} * 1em + ${({ theme }) => theme.space.xs});
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

type Entry = { key: string; id?: number; status?: "DELETED" | null };

export type EntryListProps<Row extends Entry> = {
  /** The list's name in the form's values, e.g. "priority". */
  name: string;
  /** The section's title, e.g. "Priorities". */
  title: string;
  /** The add button's text, e.g. "Add Priority". */
  addLabel: string;
  /** Shown while the list holds no visible entry. */
  emptyText: string;
  /** A new, empty entry. */
  newEntry: () => Omit<Row, "key">;
  /** The fields of one entry; `index` is its place in the form's list, `position` its place as shown (1-based). */
  renderEntry: (index: number, position: number) => ReactNode;
  /** The accessible name of an entry's delete button. */
  deleteLabel: (position: number) => string;
};

/**
 * A list of entries the user adds, edits in place and deletes. A saved entry (one with an id)
 * that is deleted stays in the values marked DELETED and is hidden; a new one is simply removed.
 */
export function EntryList<Row extends Entry>({
  name,
  title,
  addLabel,
  emptyText,
  newEntry,
  renderEntry,
  deleteLabel,
}: EntryListProps<Row>) {
  const form = useFormikContext<Record<string, Row[]>>();
  const rows = form.values[name] ?? [];
  const shown = rows.flatMap((row, index) => (row.status === "DELETED" ? [] : [{ row, index }]));

  function remove(index: number) {
    const row = rows[index];
    if (row === undefined) return;
    const next =
      row.id === undefined
        ? rows.filter((_, at) => at !== index)
        : rows.map((entry, at) => (at === index ? { ...entry, status: "DELETED" as const } : entry));
    void form.setFieldValue(name, next);
  }

  function add() {
    void form.setFieldValue(name, [...rows, { ...newEntry(), key: newRowKey() }]);
  }

  return (
    <StyledSection>
      <StyledSectionTitle>{title}</StyledSectionTitle>
      {shown.length === 0 ? (
        <StyledEmpty>{emptyText}</StyledEmpty>
      ) : (
        <StyledList aria-label={title}>
          {shown.map(({ row, index }, at) => (
            <StyledRow key={row.key}>
              <div>{renderEntry(index, at + 1)}</div>
              <IconButton
                label={deleteLabel(at + 1)}
                icon={<Trash2 aria-hidden />}
                variant="ghost"
                onClick={() => remove(index)}
              />
            </StyledRow>
          ))}
        </StyledList>
      )}
      <div>
        <Button variant="secondary" icon={<Plus aria-hidden />} onClick={add}>
          {addLabel}
        </Button>
      </div>
    </StyledSection>
  );
}
