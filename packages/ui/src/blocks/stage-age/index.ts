export { dayCount, daysInStageText, overSlaText, stageAgeOf, type StageAge } from "./stageAge";
export { StageAgeText, type StageAgeTextProps } from "./StageAgeText";
export { useNow } from "./useNow";
