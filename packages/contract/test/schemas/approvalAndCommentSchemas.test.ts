import { describe, expect, it } from "vitest";
import {
  approvalInitialValues,
  approvalSchema,
  commentInitialValues,
  commentSchema,
  meetingCommentSchema,
} from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";

describe("approvalSchema", () => {
  it.each(["APPROVED", "REJECTED", "HOLD"])("accepts the decision %s", async (status) => {
    expect(await validationErrors(approvalSchema, { comment: "Looks good", status })).toEqual({});
  });

  it("requires a comment and a status", async () => {
    expect(await validationErrors(approvalSchema, approvalInitialValues)).toEqual({
      comment: ["Comment required"],
      status: ["Status required"],
    });
    expect(await validationErrors(approvalSchema, { comment: " ", status: "" })).toEqual({
      comment: ["Comment required"],
      status: ["Status required"],
    });
  });

  it("rejects PENDING, which is not a decision", async () => {
    expect(await validationErrors(approvalSchema, { comment: "x", status: "PENDING" })).toEqual({
      status: ["Status must be APPROVED, REJECTED or HOLD"],
    });
  });

  it("takes a comment of 4000 characters, not 4001", async () => {
    expect(await validationErrors(approvalSchema, { comment: text(4000), status: "HOLD" })).toEqual({});
    expect(await validationErrors(approvalSchema, { comment: text(4001), status: "HOLD" })).toEqual({
      comment: ["Comment must be at most 4000 characters"],
    });
  });
});

describe("commentSchema and meetingCommentSchema", () => {
  it("are one and the same form", () => {
    expect(meetingCommentSchema).toBe(commentSchema);
  });

  it("requires the comment", async () => {
    expect(await validationErrors(commentSchema, commentInitialValues)).toEqual({
      comment_text: ["Comment required"],
    });
    expect(await validationErrors(meetingCommentSchema, { comment_text: "\n  " })).toEqual({
      comment_text: ["Comment required"],
    });
  });

  it("takes 4000 characters, not 4001", async () => {
    expect(await validationErrors(commentSchema, { comment_text: text(4000) })).toEqual({});
    expect(await validationErrors(commentSchema, { comment_text: text(4001) })).toEqual({
      comment_text: ["Comment must be at most 4000 characters"],
    });
  });
});
