// What the My Reviews stories and tests share: the reviews waiting for the signed-in user, served
// page by page through the story adapter's evaluations port.
import type { DataAdapter, ListParams, ReviewRequest } from "@pipeline/contract";
import { MyReviews, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { fn } from "storybook/test";
import { STORY_NOW, storyAdapter, withPort } from "../admin/adminStorySupport";

export { STORY_NOW };

const PRIYA = { pk: 2, first_name: "Priya", last_name: "Nair" };
const RAHUL = { pk: 3, first_name: "Rahul", last_name: "Mehta" };

/** A review asked on `company` so many hours before the stories' clock. */
function review(
  id: number,
  company: string,
  hoursAgo: number,
  overrides: Partial<ReviewRequest> = {},
): ReviewRequest {
  return {
    evaluation_id: 700 + id,
    journey_item_id: 40 + id,
    company: { id, company_name: company },
    stage: { id: 3, label: "Evaluation" },
    task: { id: 12, label: "Investment Committee Review" },
    requested_by: PRIYA,
    since: new Date(STORY_NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
    quorum: 2,
    blind: true,
    reviewer_count: 3,
    answered_count: 1,
    ...overrides,
  };
}

/** Three reviews waiting, oldest first, as the server answers them. */
export const REVIEWS: ReviewRequest[] = [
  review(1, "Kavach Robotics", 24 * 9),
  review(2, "Orbit Payments", 50, {
    stage: { id: 2, label: "Screening" },
    task: { id: 8, label: "Partner Review" },
    requested_by: RAHUL,
    quorum: null,
    blind: false,
    reviewer_count: 2,
    answered_count: 0,
  }),
  review(3, "Zenith Logistics", 3, { requested_by: null }),
];

/** The story adapter whose `evaluations.mine` pages these reviews. */
export function reviewsAdapter(reviews: readonly ReviewRequest[] = REVIEWS): DataAdapter {
  return withPort(storyAdapter(), "evaluations", {
    mine: fn(async ({ page = 1, pageSize = 10 }: ListParams<never>) => ({
      rows: reviews.slice((page - 1) * pageSize, page * pageSize),
      count: reviews.length,
    })),
  });
}

export type MyReviewsStoryArgs = { adapter: DataAdapter; navigate: Navigate };

export function MyReviewsStory({ adapter, navigate }: MyReviewsStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <MyReviews now={STORY_NOW} />
    </PipelineProvider>
  );
}
