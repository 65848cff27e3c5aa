import { Check } from "lucide-react";
import { css } from "styled-components";

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
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};

    > input {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }

    > [aria-hidden] {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${({ theme }) => theme.size.icon};
      height: ${({ theme }) => theme.size.icon};
      color: ${({ theme }) => theme.color.onPrimary};
      background: ${({ theme }) => theme.color.surface};
      border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.borderStrong};
      border-radius: ${({ theme }) => theme.radius.sm};
      pointer-events: none;
      transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

      svg {
        width: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space.xs});
        height: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space.xs});
      }

      &[data-on] {
        background: ${({ theme }) => theme.color.primary};
        border-color: ${({ theme }) => theme.color.primary};
      }
    }

    > input:focus-visible + [aria-hidden] {
      outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
      outline-offset: ${({ theme }) => theme.size.focusOffset};
    }

    > [data-hidden-label] {
      position: absolute;
      width: ${({ theme }) => theme.size.border};
      height: ${({ theme }) => theme.size.border};
      margin: calc(-1 * ${({ theme }) => theme.size.border});
      padding: 0;
      border: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
