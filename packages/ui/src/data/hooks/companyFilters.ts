import { requirePort } from "../AdapterContext";
import { useAdapterQuery } from "../useAdapterQuery";

/** The journey's stages in order (`company/get_stage_names`): the Stage filter's options. */
export function useStageNames() {
  return useAdapterQuery(["companies", "stageNames"], (adapter, options) =>
    requirePort(adapter, "companies").stageNames(options),
  );
}

/** Every stage and task in journey order (`company/get_last_stage_task_names`): the Last Stage & Task filter's options. */
export function useLastStageTaskNames() {
  return useAdapterQuery(["companies", "lastStageTaskNames"], (adapter, options) =>
    requirePort(adapter, "companies").lastStageTaskNames(options),
  );
}
