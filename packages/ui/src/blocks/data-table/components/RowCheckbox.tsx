import { Check } from "lucide-react";
import { css } from "styled-components";
import { checkboxBoxStyle, checkboxFocusRing } from "../../../primitives/Checkbox/Checkbox";
import { choiceControlStyle, choiceInputStyle } from "../../../primitives/Field/Choice";
import { visuallyHiddenStyle } from "../../../primitives/VisuallyHidden/VisuallyHidden";

/**
 * A row's tick box, styled once by the table (see `rowCheckboxStyle`): the same box as the Checkbox
 * primitive's, a native input over its drawn stand-in, named by its hidden label. A page draws one
 * in every row, and plain elements cost far less to draw than the primitive's styled parts.
 */
export function RowCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label data-row-check="">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span aria-hidden="true" data-on={checked || undefined}>
        {checked ? <Check /> : null}
      </span>
      <span data-hidden-label="">{label}</span>
    </label>
  );
}

/** The row tick box's look, the Checkbox primitive's: its control, its box and its hidden label. */
export const rowCheckboxStyle = css`
  [data-row-check] {
    ${choiceControlStyle}
    display: flex;

    > input {
      ${choiceInputStyle}
    }

    > [aria-hidden] {
      ${checkboxBoxStyle(false)}

      &[data-on] {
        ${checkboxBoxStyle(true)}
      }
    }

    > input:focus-visible + [aria-hidden] {
      ${checkboxFocusRing}
    }

    > [data-hidden-label] {
      ${visuallyHiddenStyle}
    }
  }
`;
