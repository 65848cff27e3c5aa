import { TZDate } from "@date-fns/tz";
import { IST_TIME_ZONE } from "@pipeline/contract";
import { format } from "date-fns";
import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from "react";
import { hasContent } from "../Field";
import { TextField, type TextFieldProps } from "../TextField";
import { zoneAbbreviation } from "./zoneName";

export type DateTimeFieldProps = Omit<
  TextFieldProps,
  "value" | "defaultValue" | "onChange" | "type" | "min" | "max" | "step" | "prefix" | "suffix"
> & {
  /** The instant shown, as an ISO 8601 UTC string, or null for none (controlled). Default: uncontrolled. */
  value?: string | null;
  /** The starting instant when uncontrolled. Default: null. */
  defaultValue?: string | null;
  /** Called with the picked instant as an ISO 8601 UTC string, or null while the field is empty or incomplete. Default: none. */
  onChange?: (value: string | null) => void;
  /** IANA time zone the date and time are shown and typed in. Default: the contract's IST_TIME_ZONE ("Asia/Kolkata"). */
  timeZone?: string;
  /** Earliest instant the picker offers, ISO 8601; also shown as a hint. Default: none. */
  min?: string;
  /** Earliest allowed is the present moment (read when the field is shown and again on focus). Default: false. */
  minNow?: boolean;
};

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
const HINT_FORMAT = "d MMM yyyy, HH:mm";
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as the wall-clock text a datetime-local input holds in the zone, or "" for none. */
export function toZonedInputValue(iso: string | null | undefined, timeZone: string): string {
  if (iso === null || iso === undefined || iso === "") return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : format(new TZDate(time, timeZone), INPUT_FORMAT);
}

/** The wall-clock text of a datetime-local input, read in the zone, as an ISO 8601 UTC string. */
export function fromZonedInputValue(text: string, timeZone: string): string | null {
  const parts = LOCAL_INPUT.exec(text);
  if (parts === null) return null;
  const [year, month, day, hours, minutes] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const zoned = new TZDate(year, month - 1, day, hours, minutes, timeZone);
  return new Date(zoned.getTime()).toISOString();
}

/**
 * A date and time typed and shown in one time zone whatever the browser's own, exchanged as a UTC
 * instant so the server never has to guess the offset.
 */
export function DateTimeField({
  value,
  defaultValue = null,
  onChange,
  timeZone = IST_TIME_ZONE,
  min,
  minNow = false,
  description,
  onFocus,
  "aria-describedby": extraDescribedBy,
  ...fieldProps
}: DateTimeFieldProps) {
  const zoneId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const [now, setNow] = useState(() => Date.now());
  const instant = value === undefined ? uncontrolled : value;

  const fixedMin = min === undefined ? Number.NaN : Date.parse(min);
  const earliest = minNow ? Math.max(now, Number.isNaN(fixedMin) ? now : fixedMin) : fixedMin;
  const nowIsEarliest = minNow && (Number.isNaN(fixedMin) || fixedMin <= now);
  const zone = zoneAbbreviation(timeZone, instant ? Date.parse(instant) || now : now);

  let hint: ReactNode = null;
  if (nowIsEarliest) hint = "Earliest allowed is now.";
  else if (!Number.isNaN(earliest))
    hint = `Earliest allowed: ${format(new TZDate(earliest, timeZone), HINT_FORMAT)} ${zone}.`;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = fromZonedInputValue(event.target.value, timeZone);
    setUncontrolled(next);
    onChange?.(next);
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    if (minNow) setNow(Date.now());
    onFocus?.(event);
  }

  return (
    <TextField
      {...fieldProps}
      type="datetime-local"
      value={toZonedInputValue(instant, timeZone)}
      onChange={handleChange}
      onFocus={handleFocus}
      min={Number.isNaN(earliest) ? undefined : toZonedInputValue(new Date(earliest).toISOString(), timeZone)}
      description={
        hasContent(description) && hint !== null ? (
          <>
            {description} {hint}
          </>
        ) : (
          (hint ?? description)
        )
      }
      suffix={<span id={zoneId}>{zone}</span>}
      aria-describedby={[zoneId, extraDescribedBy].filter(Boolean).join(" ")}
    />
  );
}
