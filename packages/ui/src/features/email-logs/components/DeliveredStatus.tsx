import type { EmailLog } from "@pipeline/contract";
import styled from "styled-components";
import { StatusPill } from "../../../primitives/StatusPill";

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledReason = styled.span<{ $clamp: boolean }>`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  ${({ $clamp }) =>
    $clamp
      ? `display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;`
      : ""}
`;

export type DeliveredStatusProps = {
  log: Pick<EmailLog, "delivered" | "reason">;
  /** Cut the reason to two lines, as the table does; the drawer shows all of it. Default: false. */
  clampReason?: boolean;
};

/** Yes or No, and when the message was not delivered, the mail server's reason under it. */
export function DeliveredStatus({ log, clampReason = false }: DeliveredStatusProps) {
  return (
    <StyledStatus>
      <StatusPill tone={log.delivered ? "success" : "danger"}>{log.delivered ? "Yes" : "No"}</StatusPill>
      {!log.delivered && log.reason ? (
        <StyledReason $clamp={clampReason} title={clampReason ? log.reason : undefined}>
          {log.reason}
        </StyledReason>
      ) : null}
    </StyledStatus>
  );
}
