import type { Id } from "@pipeline/contract";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import {
  useJourneyAccessList,
  type JourneyAccessListSlice,
  type SaveJourneyAccessSlice,
} from "../../../data/hooks/journeyActions";
import type { CurrentUserSlice } from "../../../data/hooks/users";
import { Dialog } from "../../../primitives/Dialog";
import { ErrorState } from "../../../primitives/ErrorState";
import { Skeleton, SkeletonText } from "../../../primitives/Skeleton";
import { toastErrorText } from "../../../primitives/Toast";
import { accessLog } from "../utils/accessLog";
import { AccessGrantForm, type AccessGrantFormSlice } from "./AccessGrantForm";
import { AccessGrantList } from "./AccessGrantList";
import { AccessLogList } from "./AccessLogList";

/** A grant on a journey item names it by this content type (DESIGN.md). */
export const JOURNEY_ITEM_CONTENT_TYPE = "journeyitem";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What UserAccessManagement reads and writes through the adapter. */
export type UserAccessManagementAdapter = JourneyAccessListSlice &
  AccessGrantFormSlice &
  SaveJourneyAccessSlice &
  CurrentUserSlice;

export type UserAccessManagementProps = {
  /** The company whose journey item is shared. */
  companyId: Id;
  /** The journey item shared. */
  journeyItemId: Id;
  /**
   * What the item is, as the dialog's title names it: its task and its stage. Default: none (the
   * title is User Access Management alone).
   */
  item?: { task: string; stage: string };
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: Escape or the close button. */
  onClose: () => void;
  /** The instant the badges count days from. Default: the time of rendering. */
  now?: Date;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <StyledHeading id={id}>{title}</StyledHeading>
      {children}
    </StyledSection>
  );
}

/**
 * Time-limited access of other users to one journey item, named in the title by its task and
 * stage: grant a user (anyone but oneself) some days, see the current grants with their days-left
 * badge (expired, warning at 1 to 3 days, ok), revoke one once confirmed, and read who opened the
 * item through a grant and when.
 */
export function UserAccessManagement({
  companyId,
  journeyItemId,
  item,
  open,
  onClose,
  now,
}: UserAccessManagementProps) {
  const grants = useJourneyAccessList(
    { company: companyId, content_type: JOURNEY_ITEM_CONTENT_TYPE, object_id: journeyItemId },
    open,
  );
  const at = now ?? new Date();

  let current: ReactNode;
  if (grants.data) {
    current =
      grants.data.length === 0 ? (
        <StyledMuted>Nobody has been given access yet</StyledMuted>
      ) : (
        <AccessGrantList grants={grants.data} now={at} />
      );
  } else if (grants.isError) {
    current = (
      <ErrorState
        title="Could not load access"
        message={toastErrorText(grants.error)}
        onRetry={() => void grants.refetch()}
        retrying={grants.isFetching}
      />
    );
  } else {
    current = (
      <Skeleton label="Loading access">
        <SkeletonText lines={3} />
      </Skeleton>
    );
  }

  return (
    <Dialog
      title={item ? `User Access Management: ${item.task} (${item.stage})` : "User Access Management"}
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      <StyledBody>
        <AccessGrantForm
          companyId={companyId}
          journeyItemId={journeyItemId}
          contentType={JOURNEY_ITEM_CONTENT_TYPE}
        />
        <Section title="Current access">{current}</Section>
        {grants.data ? (
          <Section title="Access log">
            <AccessLogList entries={accessLog(grants.data)} />
          </Section>
        ) : null}
      </StyledBody>
    </Dialog>
  );
}
