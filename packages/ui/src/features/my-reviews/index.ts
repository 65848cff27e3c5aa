export { MyReviews, type MyReviewsAdapter, type MyReviewsProps, reviewPath } from "./MyReviews";
