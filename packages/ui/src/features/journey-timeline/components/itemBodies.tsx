// What each task type's item shows on the timeline, as a map from the type to its body; a page
// may give its own body for any type (JourneyTimeline's `itemBodies`).
import type { JourneyItem, TaskType } from "@pipeline/contract";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import { formatIstDateTime } from "../../../format";
import type { JourneyItemBodies, JourneyItemBody, JourneyItemBodyProps } from "../types";
import { peopleNames } from "../utils/timelineRows";
import { DocumentBody } from "./DocumentBody";
import { EmailBody } from "./EmailBody";
import { EvaluationBody } from "./EvaluationBody";
import { ItemFacts } from "./ItemFacts";
import { MeetingBody } from "./MeetingBody";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledExcerpt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

function LinkedinBody({ item }: JourneyItemBodyProps) {
  return (
    <StyledBody>
      <ItemFacts
        facts={[
          { term: "Members", value: peopleNames(item.company_members) },
          { term: "Date", value: formatIstDateTime(item.start_date) },
          { term: "Message", value: item.message ?? "" },
        ]}
      />
    </StyledBody>
  );
}

/** A record of its own (summary, call notes): a short line and a way to open it. */
function recordBody(noun: string): JourneyItemBody {
  function RecordBody({ item, onOpenItem }: JourneyItemBodyProps) {
    return (
      <StyledBody>
        {item.message ? <StyledExcerpt>{item.message}</StyledExcerpt> : null}
        {onOpenItem ? (
          <Button variant="secondary" size="sm" onClick={() => onOpenItem(item)}>
            Open {noun}
          </Button>
        ) : null}
      </StyledBody>
    );
  }
  return RecordBody;
}

/** What any item holds, in short: for a type without a body of its own. */
export function GenericItemBody({ item }: JourneyItemBodyProps) {
  const files = [...item.files, ...item.attachments].map((file) => file.file_name);
  return (
    <StyledBody>
      <ItemFacts
        facts={[
          { term: "Subject", value: item.subject ?? "" },
          { term: "Date", value: formatIstDateTime(item.start_date) },
          { term: "Members", value: peopleNames([...item.company_members, ...item.attendees]) },
          { term: "Moderators", value: peopleNames(item.moderators) },
          { term: "To", value: item.receiver_emails.join(", ") },
          { term: "Files", value: files.join(", ") },
        ]}
      />
      {item.message ? <StyledExcerpt>{item.message}</StyledExcerpt> : null}
    </StyledBody>
  );
}

/** The timeline's own body for each task type. */
export const ITEM_BODIES = {
  EVALUATION: EvaluationBody,
  LINKEDIN: LinkedinBody,
  SUMMARY: recordBody("summary"),
  "CALL NOTES": recordBody("call notes"),
  MEETING: MeetingBody,
  EMAIL: EmailBody,
  DOCUMENT: DocumentBody,
} as const satisfies Record<TaskType, JourneyItemBody>;

/** The body for an item: the page's own for its type if given, else the timeline's. */
export function bodyFor(item: JourneyItem, bodies: JourneyItemBodies = {}): JourneyItemBody {
  const type = item.journey_item.task.type;
  return bodies[type] ?? ITEM_BODIES[type] ?? GenericItemBody;
}
