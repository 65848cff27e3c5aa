// Widgets made of several features, each reached through its public entry (its index.ts).
export {
  CompanyPageHeader,
  type CompanyPageHeaderAdapter,
  type CompanyPageHeaderProps,
} from "./CompanyPageHeader";
export {
  CompanyJourneyPage,
  stageShortLabel,
  type CompanyJourneyPageAdapter,
  type CompanyJourneyPageProps,
} from "./CompanyJourneyPage";
