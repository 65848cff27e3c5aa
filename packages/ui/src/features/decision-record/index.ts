export {
  DecisionRecordPage,
  type DecisionRecordPageAdapter,
  type DecisionRecordPageProps,
} from "./DecisionRecordPage";
export { decisionPdfName } from "@pipeline/contract";
