import { ACTION_MESSAGES } from "@pipeline/contract";
import { badRequest } from "../../http/HttpError";
import { JOURNEY_ITEM_CONTENT_TYPE } from "./access";

// The words the journey refuses a write with. Who may answer an evaluation or change a grant is the
// contract's rule (actionRules), as the screens read it, so those messages are the contract's.

export const TASK_USED_MESSAGE = "This task is already in the company's journey and can be added only once.";
export const TASK_NOT_OF_STAGE_MESSAGE = "Select a task of the chosen stage.";
export const REVIEWERS_INACTIVE_MESSAGE = "Reviewers must be active users.";
export const MEMBERS_NOT_OF_COMPANY_MESSAGE = "Select members of this company.";
export const NOT_A_REVIEWER_MESSAGE = ACTION_MESSAGES.notAReviewer;
export const ALREADY_ANSWERED_MESSAGE = ACTION_MESSAGES.alreadyAnswered;
export const NOT_COMMENT_AUTHOR_MESSAGE = "Only the author of a comment can change it.";
export const NOT_GRANT_OWNER_MESSAGE = ACTION_MESSAGES.notGrantOwner;
export const GRANT_USER_INACTIVE_MESSAGE = "Select an active user.";
export const GRANT_ITEM_MESSAGE = "Select a journey item of this company.";
export const GRANT_SELF_MESSAGE = ACTION_MESSAGES.grantToSelf;
export const CONTENT_TYPE_MESSAGE = `Content type must be ${JOURNEY_ITEM_CONTENT_TYPE}.`;
export const NO_TEMPLATE_MESSAGE = "There is no template for this task.";
export const SELECT_VALID_CHOICE = "Select a valid choice.";

/** A 400 naming the field it refuses. */
export const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });
