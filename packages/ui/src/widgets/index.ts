// Widgets made of several features, each reached through its public entry (its index.ts).
export {
  CompanyPageHeader,
  type CompanyPageHeaderAdapter,
  type CompanyPageHeaderProps,
} from "./CompanyPageHeader";
