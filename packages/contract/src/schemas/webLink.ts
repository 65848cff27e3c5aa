import isURL from "validator/lib/isURL.js";
import { FIELD_LENGTH_LIMITS } from "../limits";
import { trimmedText } from "./trimmedText";

/**
 * Whether text is a web address: http or https, or no scheme at all ("example.com"); a domain
 * may not be left out. Any other scheme (javascript:, data:, file:) is not a web link.
 */
export function isWebsiteUrl(value: string): boolean {
  return isURL(value, { protocols: ["http", "https"], require_protocol: false });
}

export const LINKEDIN_NOT_A_LINK = "LinkedIn profile must be a web address (http or https)";

/** A member's required LinkedIn profile: a web address of at most FIELD_LENGTH_LIMITS.url characters. */
export function linkedInProfileSchema(requiredMessage: string) {
  return trimmedText()
    .required(requiredMessage)
    .max(FIELD_LENGTH_LIMITS.url, `LinkedIn profile must be at most ${FIELD_LENGTH_LIMITS.url} characters`)
    .test({
      name: "webLink",
      message: LINKEDIN_NOT_A_LINK,
      test: (value) => value == null || value === "" || isWebsiteUrl(value),
    });
}
