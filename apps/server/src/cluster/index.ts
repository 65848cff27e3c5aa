export { runPrimary, type PrimaryOptions } from "./primary";
export { gatheredMetrics, servingUnderPrimary, shareRemovalHolds } from "./serving";
