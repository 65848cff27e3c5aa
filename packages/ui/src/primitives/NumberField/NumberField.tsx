import { useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from "react";
import { TextField, type TextFieldProps } from "../TextField";

export type NumberFieldProps = Omit<
  TextFieldProps,
  "value" | "defaultValue" | "onChange" | "type" | "min" | "max" | "step" | "inputMode"
> & {
  /** The number shown, or null for an empty field (controlled). Default: uncontrolled. */
  value?: number | null;
  /** The starting number when uncontrolled. Default: null (empty). */
  defaultValue?: number | null;
  /** Called with the number typed, or null when the field is empty or holds no number yet. Default: none. */
  onChange?: (value: number | null) => void;
  /** Lowest value the arrow keys step to; a negative sign can be typed only when it is below 0. Default: none. */
  min?: number;
  /** Highest value the arrow keys step to. Default: none. */
  max?: number;
  /** Amount the Up and Down arrow keys add or take away. Default: 1. */
  step?: number;
  /** Lets a decimal point be typed. Default: false (whole numbers only). */
  allowDecimal?: boolean;
};

function toText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? "" : String(value);
}

/** The number a text holds, or null while it holds none ("", "-", "."). */
function toNumber(text: string): number | null {
  if (text === "" || text === "-" || text === "." || text === "-.") return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  const upper = max === undefined ? value : Math.min(value, max);
  return min === undefined ? upper : Math.max(upper, min);
}

/**
 * A number typed as text: it may be left empty, keeps partial input such as "-" while typing, and
 * never changes under the scroll wheel as a native number input does. Arrow keys step by `step`.
 */
export function NumberField({
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  step = 1,
  allowDecimal = false,
  onKeyDown,
  ...fieldProps
}: NumberFieldProps) {
  const controlled = value !== undefined;
  const [text, setText] = useState(() => toText(controlled ? value : defaultValue));
  // A new value from outside replaces the text unless the text already says the same number.
  const [shownValue, setShownValue] = useState(value);
  if (controlled && value !== shownValue) {
    setShownValue(value);
    if (toNumber(text) !== value) setText(toText(value));
  }

  const pattern = new RegExp(
    `^${min === undefined || min < 0 ? "-?" : ""}\\d*${allowDecimal ? "(\\.\\d*)?" : ""}$`,
  );

  function commit(nextText: string) {
    setText(nextText);
    const next = toNumber(nextText);
    if (controlled) setShownValue(next);
    if (next !== toNumber(text)) onChange?.(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const nextText = event.target.value.trim();
    if (pattern.test(nextText)) commit(nextText);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const current = toNumber(text) ?? min ?? 0;
    const stepped = event.key === "ArrowUp" ? current + step : current - step;
    // Rounded to the step's decimals so 0.1 + 0.2 shows as 0.3.
    const decimals = (String(step).split(".")[1] ?? "").length;
    commit(toText(clamp(Number(stepped.toFixed(decimals)), min, max)));
  }

  const current = toNumber(text);
  const spinbuttonProps: ComponentProps<"input"> = {
    role: "spinbutton",
    "aria-valuenow": current ?? undefined,
    "aria-valuemin": min,
    "aria-valuemax": max,
  };

  return (
    <TextField
      {...fieldProps}
      {...spinbuttonProps}
      type="text"
      inputMode={allowDecimal ? "decimal" : "numeric"}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    />
  );
}
