// My Reviews: the evaluations waiting for a user's answer.
export { reviewRoutes } from "./routes";
export { createReviewRepository, type ReviewRepository } from "./repository";
