// The companies page's dialogs, in a module of their own: each loads, with its form, when the
// page first opens it (companies.tsx).
export { CampaignDialog, ImportExcelDialog } from "@pipeline/ui";
