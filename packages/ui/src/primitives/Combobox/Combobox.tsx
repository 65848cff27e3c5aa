import { COMPANY_PICKER_LIMITS, LIST_LIMITS } from "@pipeline/contract";
import { useState, type ReactNode } from "react";
import { useControllableState } from "../floating/useControllableState";
import { ChipsCombobox } from "../listbox/ChipsCombobox";
import { SingleCombobox } from "../listbox/SingleCombobox";
import type { ComboboxFieldProps } from "../listbox/useComboboxField";
import type { ListOption } from "../listbox/types";
import { useAsyncOptions, type LoadOptions, type SearchState } from "../listbox/useAsyncOptions";

type ComboboxCommonProps = {
  /** Visible label naming the control. */
  label: ReactNode;
  /** Fetches the options for a query; aborted through `signal` when a newer query starts. */
  loadOptions: LoadOptions;
  /** Quiet time after the last keystroke before searching, in ms. Default: LIST_LIMITS.searchDebounceMs (1000). */
  debounceMs?: number;
  /** Fewest typed characters (spaces around excluded) that start a search. Default: 1. */
  minLength?: number;
  /** Most typed characters that still start a search. Default: COMPANY_PICKER_LIMITS.maxSearchChars (20). */
  maxLength?: number;
  /** Text in the empty box. Default: "Search…". */
  placeholder?: string;
  /** Help text under the control. Default: none. */
  description?: ReactNode;
  /** Error message under the control; it also marks the control invalid. Default: none. */
  error?: ReactNode;
  /** Greys the control out and ignores input. Default: false. */
  disabled?: boolean;
  /** Called when focus leaves the text box, e.g. to mark a form field touched. Default: none. */
  onBlur?: () => void;
  /** Shown when a search finds nothing. Default: "No results". */
  noResultsText?: string;
  /** Shown while a search is under way. Default: "Searching…". */
  loadingText?: string;
  /** Shown when `loadOptions` rejects. Default: "Search failed. Try again.". */
  failedText?: string;
};

export type ComboboxSingleProps = ComboboxCommonProps & {
  /** One choice; the box shows the chosen option's label. Default: false. */
  multiple?: false;
  /** Chosen option when controlled; null for none. Default: undefined (uncontrolled). */
  value?: ListOption | null;
  /** Chosen option on first render when uncontrolled. Default: null. */
  defaultValue?: ListOption | null;
  /** Called with the newly chosen option, or null when cleared. Default: none. */
  onChange?: (value: ListOption | null) => void;
};

export type ComboboxMultipleProps = ComboboxCommonProps & {
  /** Several choices, shown as removable chips. */
  multiple: true;
  /** Chosen options when controlled. Default: undefined (uncontrolled). */
  value?: ListOption[];
  /** Chosen options on first render when uncontrolled. Default: []. */
  defaultValue?: ListOption[];
  /** Called with the chosen options, in the order they were picked. Default: none. */
  onChange?: (value: ListOption[]) => void;
};

export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;

function describeSearch(search: SearchState, texts: { noResults: string; loading: string; failed: string }) {
  switch (search.kind) {
    case "tooShort":
      return search.minLength <= 1
        ? "Type to search."
        : `Type at least ${search.minLength} characters to search.`;
    case "tooLong":
      return `Type ${search.maxLength} characters or fewer to search.`;
    case "loading":
      return texts.loading;
    case "failed":
      return texts.failed;
    case "done":
      return search.options.length === 0 ? texts.noResults : null;
    default:
      return search satisfies never;
  }
}

/**
 * A search box whose options come from `loadOptions` as the user types: searches wait for typing
 * to pause, run only within the length limits (a hint says why otherwise) and abort one another.
 */
export function Combobox(props: ComboboxProps) {
  const {
    label,
    loadOptions,
    debounceMs = LIST_LIMITS.searchDebounceMs,
    minLength = 1,
    maxLength = COMPANY_PICKER_LIMITS.maxSearchChars,
    placeholder = "Search…",
    description,
    error,
    disabled = false,
    onBlur,
    noResultsText = "No results",
    loadingText = "Searching…",
    failedText = "Search failed. Try again.",
  } = props;
  const [query, setQuery] = useState("");
  const search = useAsyncOptions({ query, loadOptions, debounceMs, minLength, maxLength });
  const items = search.kind === "done" ? search.options : [];
  const shared = {
    label,
    description,
    error,
    placeholder,
    disabled,
    items,
    status: describeSearch(search, { noResults: noResultsText, loading: loadingText, failed: failedText }),
    busy: search.kind === "loading",
    onBlur,
  };

  if (props.multiple === true) {
    return <MultipleCombobox {...props} shared={shared} query={query} onQueryChange={setQuery} />;
  }
  return <SingleComboboxState {...props} shared={shared} onQueryChange={setQuery} />;
}

type Shared = ComboboxFieldProps;

function MultipleCombobox({
  value,
  defaultValue = [],
  onChange,
  shared,
  query,
  onQueryChange,
}: ComboboxMultipleProps & { shared: Shared; query: string; onQueryChange: (query: string) => void }) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange });
  return (
    <ChipsCombobox
      {...shared}
      selected={selected}
      onSelectedChange={setSelected}
      inputValue={query}
      onInputValueChange={onQueryChange}
      showToggle={false}
      removeLabel={(optionLabel) => `Remove ${optionLabel}`}
    />
  );
}

function SingleComboboxState({
  value,
  defaultValue = null,
  onChange,
  shared,
  onQueryChange,
}: ComboboxSingleProps & { shared: Shared; onQueryChange: (query: string) => void }) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange });
  return (
    <SingleCombobox
      {...shared}
      selected={selected}
      onSelectedChange={setSelected}
      onQueryChange={onQueryChange}
      clearLabel="Clear"
    />
  );
}
