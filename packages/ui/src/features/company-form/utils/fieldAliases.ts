/** The company form's fields where the calls name them otherwise: create names the locations location_id. */
export const COMPANY_FIELD_ALIASES: Readonly<Record<string, string>> = { location_id: "location" };
