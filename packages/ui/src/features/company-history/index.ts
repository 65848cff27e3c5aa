export { CompanyHistory, type CompanyHistoryAdapter, type CompanyHistoryProps } from "./CompanyHistory";
export {
  CompanyHistoryButton,
  CompanyHistoryDrawer,
  type CompanyHistoryButtonProps,
  type CompanyHistoryDrawerProps,
} from "./CompanyHistoryDrawer";
