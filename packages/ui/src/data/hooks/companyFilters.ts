import { adapterRead, type SliceOf } from "../adapterRead";
import { useAdapterQuery } from "../useAdapterQuery";

const stageNamesRead = () =>
  adapterRead(["companies", "stageNames"], (companies, options) => companies.stageNames(options));
export type StageNamesSlice = SliceOf<typeof stageNamesRead>;

/** The journey's stages in order (`company/get_stage_names`): the Stage filter's options. */
export function useStageNames() {
  return useAdapterQuery(stageNamesRead());
}

const lastStageTaskNamesRead = () =>
  adapterRead(["companies", "lastStageTaskNames"], (companies, options) =>
    companies.lastStageTaskNames(options),
  );
export type LastStageTaskNamesSlice = SliceOf<typeof lastStageTaskNamesRead>;

/** Every stage and task in journey order (`company/get_last_stage_task_names`): the Last Stage & Task filter's options. */
export function useLastStageTaskNames() {
  return useAdapterQuery(lastStageTaskNamesRead());
}
