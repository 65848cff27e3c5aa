import { PHONE_LIMITS } from "@pipeline/contract";
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js";
import { ChevronDown } from "lucide-react";
import { useState, type ChangeEvent, type FocusEvent } from "react";
import styled from "styled-components";
import { TextField, type TextFieldProps } from "../TextField";

export type PhoneFieldProps = Omit<
  TextFieldProps,
  "value" | "defaultValue" | "onChange" | "type" | "prefix" | "inputMode"
> & {
  /** The number in E.164 form ("+919876543210"), or null for none (controlled). Default: uncontrolled. */
  value?: string | null;
  /** The starting number when uncontrolled, in E.164 form. Default: null. */
  defaultValue?: string | null;
  /** Called with the number in E.164 form (or null when empty) and whether it is a valid number of its country. Default: none. */
  onChange?: (value: string | null, details: { valid: boolean; country: CountryCode }) => void;
  /** ISO 3166-1 code of the country selected when the value names none. Default: the contract's PHONE_LIMITS.defaultCountry ("IN"). */
  defaultCountry?: string;
  /** Accessible name of the country select. Default: "Country code". */
  countryLabel?: string;
};

type CountryEntry = { code: CountryCode; name: string; callingCode: string };
let countries: CountryEntry[] | null = null;

// Built on first use, so a bundle that never shows a phone field does not run (or keep) it.
function countryList(): CountryEntry[] {
  if (!countries) {
    const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    countries = getCountries()
      .map((code) => ({ code, name: regionNames.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
  }
  return countries;
}

const StyledCountry = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  align-self: stretch;
  padding-right: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text};
  border-right: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

// The native select stays on top, transparent: it keeps its keyboard and screen-reader behaviour while
// the frame shows the short code.
const StyledSelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  margin: 0;
  font: inherit;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

function toCountry(code: string | undefined, fallback: CountryCode): CountryCode {
  return code !== undefined && isSupportedCountry(code) ? code : fallback;
}

/** The national part of a number, grouped the way the country writes it after its calling code. */
function formatNational(e164: string | null | undefined, country: CountryCode): string {
  if (!e164) return "";
  const parsed = parsePhoneNumberFromString(e164, country);
  if (parsed === undefined) return e164;
  const international = parsed.formatInternational();
  const code = `+${parsed.countryCallingCode}`;
  return international.startsWith(code) ? international.slice(code.length).trim() : international;
}

/** What the typed text means as E.164; partial numbers still yield "+<code><digits>" so a schema can reject them. */
function toE164(text: string, country: CountryCode): string | null {
  const digits = text.replace(/\D/g, "");
  if (digits === "") return null;
  if (text.trim().startsWith("+")) return `+${digits}`;
  return parsePhoneNumberFromString(text, country)?.number ?? `+${getCountryCallingCode(country)}${digits}`;
}

function isValid(e164: string | null): boolean {
  return e164 !== null && parsePhoneNumberFromString(e164)?.isValid() === true;
}

/** A phone number as a country plus the national number, exchanged in E.164 form. */
export function PhoneField({
  value,
  defaultValue = null,
  onChange,
  defaultCountry = PHONE_LIMITS.defaultCountry,
  countryLabel = "Country code",
  disabled = false,
  onBlur,
  ...fieldProps
}: PhoneFieldProps) {
  const fallback = toCountry(defaultCountry, "IN");
  const initial = value === undefined ? defaultValue : value;
  const [country, setCountry] = useState(() =>
    toCountry(initial ? parsePhoneNumberFromString(initial)?.country : undefined, fallback),
  );
  const [text, setText] = useState(() => formatNational(initial, country));
  const [emitted, setEmitted] = useState(initial);

  // A value set from outside (a form reset, a loaded record) replaces what is shown.
  if (value !== undefined && value !== emitted) {
    const parsed = value ? parsePhoneNumberFromString(value) : undefined;
    const nextCountry = toCountry(parsed?.country, country);
    setEmitted(value);
    setCountry(nextCountry);
    setText(formatNational(value, nextCountry));
  }

  function emit(next: string | null, nextCountry: CountryCode) {
    setEmitted(next);
    onChange?.(next, { valid: isValid(next), country: nextCountry });
  }

  function handleTextChange(event: ChangeEvent<HTMLInputElement>) {
    const nextText = event.target.value;
    const international = nextText.trim().startsWith("+")
      ? parsePhoneNumberFromString(nextText)?.country
      : undefined;
    const nextCountry = toCountry(international, country);
    setText(nextText);
    setCountry(nextCountry);
    emit(toE164(nextText, nextCountry), nextCountry);
  }

  function handleCountryChange(event: ChangeEvent<HTMLSelectElement>) {
    const nextCountry = toCountry(event.target.value, country);
    setCountry(nextCountry);
    if (!text.trim().startsWith("+")) emit(toE164(text, nextCountry), nextCountry);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const e164 = toE164(text, country);
    if (isValid(e164)) setText(formatNational(e164, country));
    onBlur?.(event);
  }

  const selected = countryList().find((entry) => entry.code === country);

  return (
    <TextField
      {...fieldProps}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      disabled={disabled}
      value={text}
      onChange={handleTextChange}
      onBlur={handleBlur}
      prefix={
        <StyledCountry>
          <span aria-hidden="true">
            {country} +{selected?.callingCode}
          </span>
          <ChevronDown aria-hidden="true" />
          <StyledSelect
            aria-label={countryLabel}
            value={country}
            onChange={handleCountryChange}
            disabled={disabled}
          >
            {countryList().map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${entry.name} (+${entry.callingCode})`}
              </option>
            ))}
          </StyledSelect>
        </StyledCountry>
      }
    />
  );
}
