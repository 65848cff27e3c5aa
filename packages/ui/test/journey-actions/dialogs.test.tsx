import { AdapterError, PERMISSION_DENIED_MESSAGE, type DataAdapter } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it, vi } from "vitest";
import { withPort } from "../../../../stories/features/admin/adminStorySupport";
import {
  accessAdapter,
  commentAdapter,
  currentUserAdapter,
  GRANTS_EVERY_BADGE,
  PENDING_EVALUATION,
  PermissionGuardStory,
  reviewAdapter,
  signedInUser,
  STORY_COMPANY_ID,
  STORY_JOURNEY_ITEM_ID,
  SubmitApprovalStory,
  SubmitCommentStory,
  UserAccessManagementStory,
} from "../../../../stories/features/journey-actions/journeyActionsStorySupport";

async function dialog(name: string) {
  return within(await screen.findByRole("dialog", { name }));
}

// Forms with formik and downshift take jsdom a few seconds to render and validate.
describe("journey action dialogs", { timeout: 20_000 }, () => {
  describe("SubmitApproval", () => {
    it("asks for the comment and the status with the contract's messages, sending nothing", async () => {
      const review = vi.fn();
      render(
        <SubmitApprovalStory
          adapter={withPort(reviewAdapter(), "evaluations", { review })}
          navigate={fn()}
          onClose={fn()}
        />,
      );
      const body = await dialog("Submit Approval");
      await userEvent.click(body.getByRole("button", { name: "Submit" }));
      expect(await body.findByText("Comment required")).toBeInTheDocument();
      expect(body.getByText("Status required")).toBeInTheDocument();
      expect(review).not.toHaveBeenCalled();
    });

    it("sends the trimmed comment and the decision for the evaluation's journey item, then closes", async () => {
      const adapter = reviewAdapter();
      const review = vi.spyOn(adapter.evaluations, "review");
      const onClose = vi.fn();
      render(<SubmitApprovalStory adapter={adapter} navigate={fn()} onClose={onClose} />);
      const body = await dialog("Submit Approval");
      await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "  Hold until the audit  ");
      await userEvent.click(body.getByRole("radio", { name: "Hold" }));
      await userEvent.click(body.getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(review).toHaveBeenCalledWith(PENDING_EVALUATION.id, {
        company_id: STORY_COMPANY_ID,
        journey_item_id: STORY_JOURNEY_ITEM_ID,
        comment: "Hold until the audit",
        status: "HOLD",
      });
      expect(await screen.findByText("Evaluation submitted successfully.")).toBeInTheDocument();
    });
  });

  describe("SubmitComment", () => {
    it("adds a comment, and changes the author's own by its id", async () => {
      const adapter = commentAdapter();
      const create = vi.spyOn(adapter.comments, "create");
      const update = vi.spyOn(adapter.comments, "update");
      const { unmount } = render(<SubmitCommentStory adapter={adapter} navigate={fn()} onClose={fn()} />);
      let body = await dialog("Submit Comment");
      await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "Call back on Monday.");
      await userEvent.click(body.getByRole("button", { name: "Submit" }));
      await waitFor(() =>
        expect(create).toHaveBeenCalledWith({
          company_id: STORY_COMPANY_ID,
          comment_text: "Call back on Monday.",
        }),
      );
      unmount();

      render(
        <SubmitCommentStory
          adapter={adapter}
          navigate={fn()}
          onClose={fn()}
          comment={{ id: 12, comment_text: "Old" }}
        />,
      );
      body = await dialog("Edit Comment");
      const field = body.getByRole("textbox", { name: /^Comment/ });
      await userEvent.clear(field);
      await userEvent.type(field, "New");
      await userEvent.click(body.getByRole("button", { name: "Submit" }));
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith(12, { company_id: STORY_COMPANY_ID, comment_text: "New" }),
      );
    });

    it("refuses a blank comment with Comment required", async () => {
      render(<SubmitCommentStory adapter={commentAdapter()} navigate={fn()} onClose={fn()} />);
      const body = await dialog("Submit Comment");
      await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "   ");
      await userEvent.click(body.getByRole("button", { name: "Submit" }));
      expect(await body.findByText("Comment required")).toBeInTheDocument();
    });
  });

  describe("UserAccessManagement", () => {
    function renderAccess(adapter: DataAdapter) {
      render(<UserAccessManagementStory makeAdapter={() => adapter} navigate={fn()} onClose={fn()} />);
      return dialog("User Access Management: LinkedIn Connect (Sourcing)");
    }

    it("shows the contract's messages", async () => {
      const adapter = accessAdapter();
      const create = vi.spyOn(adapter.journeyAccess, "create");
      const body = await renderAccess(adapter);
      const days = body.getByRole("spinbutton", { name: /^Number of days/ });
      await userEvent.click(body.getByRole("button", { name: "Grant Access" }));
      expect(await body.findByText("User is required")).toBeInTheDocument();
      expect(body.getByText("Number of days is required")).toBeInTheDocument();
      await userEvent.type(days, "0");
      expect(await body.findByText("Minimum 1 day is required")).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    });

    it("never grants on Enter, only on Grant Access", async () => {
      const adapter = accessAdapter();
      const create = vi.spyOn(adapter.journeyAccess, "create");
      const body = await renderAccess(adapter);
      await userEvent.click(body.getByRole("combobox", { name: /^User/ }));
      await userEvent.click(await screen.findByRole("option", { name: "Rahul Mehta" }));
      await userEvent.type(body.getByRole("spinbutton", { name: /^Number of days/ }), "2{Enter}");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(create).not.toHaveBeenCalled();
      await userEvent.click(body.getByRole("button", { name: "Grant Access" }));
      await waitFor(() =>
        expect(create).toHaveBeenCalledWith({
          user_id: 3,
          valid_days: 2,
          company_id: STORY_COMPANY_ID,
          content_type: "journeyitem",
          object_id: STORY_JOURNEY_ITEM_ID,
        }),
      );
      const list = within(await body.findByRole("list", { name: "Current access" }));
      expect(await list.findByText("2 days left")).toBeInTheDocument();
    });

    it("badges each grant on the dialog's clock, logs the reads in IST and revokes with 0 days", async () => {
      const adapter = accessAdapter(GRANTS_EVERY_BADGE);
      const update = vi.spyOn(adapter.journeyAccess, "update");
      const body = await renderAccess(adapter);
      const list = within(await body.findByRole("list", { name: "Current access" }));
      expect(list.getByText("10 days left")).toBeInTheDocument();
      expect(list.getByText("3 days left")).toBeInTheDocument();
      expect(list.getByText("Expired")).toBeInTheDocument();
      expect(list.queryByRole("button", { name: "Revoke access of Sara Khan" })).not.toBeInTheDocument();
      const log = within(body.getByRole("list", { name: "Access log" })).getAllByRole("listitem");
      expect(log.map((entry) => entry.textContent)).toEqual([
        "Priya Nair1 Apr 2024, 8:00 am IST",
        "Rahul Mehta31 Mar 2024, 12:00 pm IST",
        "Priya Nair30 Mar 2024, 3:00 pm IST",
      ]);

      await userEvent.click(await list.findByRole("button", { name: "Revoke access of Rahul Mehta" }));
      // Nothing is revoked before the user confirms it.
      const confirm = await dialog("Revoke access?");
      expect(update).not.toHaveBeenCalled();
      await userEvent.click(confirm.getByRole("button", { name: "Revoke" }));
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith(2, {
          user_id: 3,
          valid_days: 0,
          company_id: STORY_COMPANY_ID,
          content_type: "journeyitem",
          object_id: STORY_JOURNEY_ITEM_ID,
        }),
      );
      await waitFor(() => expect(list.getAllByText("Expired")).toHaveLength(2));
      expect(await screen.findByText("Access revoked successfully.")).toBeInTheDocument();
    });
  });

  describe("JourneyPermissionGuard", () => {
    it("shows the guarded part to an allowed role acting as it with the permission", async () => {
      const adapter = currentUserAdapter(signedInUser(["USER"], "USER", ["can_view_journey"]));
      render(
        <PermissionGuardStory
          adapter={adapter}
          navigate={fn()}
          roles={["USER"]}
          permissions={["can_view_journey"]}
        />,
      );
      expect(await screen.findByText("Journey timeline")).toBeInTheDocument();
    });

    it("says exactly You do not have enough permissions ! to anyone else", async () => {
      const adapter = currentUserAdapter(signedInUser(["SUPER_ADMIN", "USER"], "USER", ["can_view_journey"]));
      render(<PermissionGuardStory adapter={adapter} navigate={fn()} roles={["SUPER_ADMIN"]} />);
      expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeInTheDocument();
      expect(PERMISSION_DENIED_MESSAGE).toBe("You do not have enough permissions !");
      expect(screen.queryByText("Journey timeline")).not.toBeInTheDocument();
    });

    it("says when the user cannot be read, and checks again on Retry", async () => {
      const base = currentUserAdapter(signedInUser(["USER"], "USER", ["can_view_journey"]));
      const current = vi
        .fn<DataAdapter["users"]["current"]>()
        .mockRejectedValueOnce(new AdapterError("Server unavailable.", { status: 503 }))
        .mockRejectedValueOnce(new AdapterError("Server unavailable.", { status: 503 }))
        .mockImplementation((options) => base.users.current(options));
      render(
        <PermissionGuardStory
          adapter={withPort(base, "users", { current })}
          navigate={fn()}
          roles={["USER"]}
          permissions={["can_view_journey"]}
        />,
      );
      const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
      expect(alert).toHaveTextContent("Could not check your permissions");
      expect(screen.queryByText(PERMISSION_DENIED_MESSAGE)).not.toBeInTheDocument();
      await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
      expect(await screen.findByText("Journey timeline")).toBeInTheDocument();
    });
  });
});
