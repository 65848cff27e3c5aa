import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A stored phone number as people read it, in international format: "+919876543210" reads
 * "+91 98765 43210". A value that is not a number it can read is shown as stored; none is empty.
 */
export function formatPhone(value: string | null | undefined): string {
  const stored = value?.trim() ?? "";
  if (stored === "") return "";
  // Stored without a country code, a number is read as Indian, the product's home.
  return parsePhoneNumberFromString(stored, "IN")?.formatInternational() ?? stored;
}
