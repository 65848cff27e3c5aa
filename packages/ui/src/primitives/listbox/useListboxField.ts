import { useFieldControl, type FieldShellProps } from "../Field";

type ListboxFieldOptions = Pick<FieldShellProps, "label" | "description" | "error" | "disabled">;

/**
 * The field around a select-like control: ids to hand to downshift, whether the control is invalid,
 * its aria-describedby, and the FieldShell props, with the help text under the control.
 */
export function useListboxField({ label, description, error, disabled }: ListboxFieldOptions) {
  const { ids, invalid, shellProps, describe } = useFieldControl({
    label,
    description,
    descriptionPlacement: "control",
    error,
    disabled,
  });
  return { ids, invalid, describedBy: describe(), fieldProps: shellProps };
}
