import type { FieldErrors } from "@pipeline/contract";
import type { FormikErrors } from "formik";
import { toFormErrors } from "../../../blocks/form-layout";
import type { CompanyDraft } from "../types";

// The create call names the locations location_id; the form names them location.
const FIELD_ALIASES: Readonly<Record<string, string>> = { location_id: "location" };

/** The server's field messages on the form's fields: the first message of each, nested by path. */
export function toCompanyFormErrors(fieldErrors: FieldErrors): FormikErrors<CompanyDraft> {
  return toFormErrors<CompanyDraft>(fieldErrors, FIELD_ALIASES);
}
