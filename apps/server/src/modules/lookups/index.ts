// Reference lists: locations, practices, currencies, designations, company types, confidence
// levels and industries, with the countries every sender form offers.
export { lookupRoutes } from "./routes";
export { countryRoutes } from "./countryRoutes";
export {
  checkLookupIds,
  createLookupRepository,
  LOOKUP_LIST_FIELDS,
  type LookupRepository,
  lookupName,
} from "./repository";
