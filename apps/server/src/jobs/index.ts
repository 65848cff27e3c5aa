export { enqueue, onEnqueue, type EnqueueInput, type Enqueued } from "./enqueue";
export { createJobHandlers, type JobHandlers, type JobKindOptions } from "./handlers";
export { type JobContext, type JobHandler, JobLeaseLostError, JobStoppedError } from "./types";
export {
  createJobWorker,
  DEFAULT_RETRY_DELAY_MS,
  enqueuePeriodic,
  type JobWorker,
  type JobWorkerOptions,
  periodicSlot,
} from "./worker";
