export { enqueue, onEnqueue, type EnqueueInput, type Enqueued } from "./enqueue";
export { createJobHandlers, type JobHandlers } from "./handlers";
export { type JobContext, type JobHandler, JobLeaseLostError } from "./types";
export { createJobWorker, DEFAULT_RETRY_DELAY_MS, type JobWorker, type JobWorkerOptions } from "./worker";
