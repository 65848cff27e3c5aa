import { IST_TIME_ZONE, type JourneyItem } from "@pipeline/contract";
import { Copy, ExternalLink } from "lucide-react";
import styled from "styled-components";
import { CommentsTable } from "../../../blocks/comments-table";
import { formatIstDateTime } from "../../../format";
import { linkStyle } from "../../../navigation/Link";
import { Button } from "../../../primitives/Button";
import { useToast } from "../../../primitives/Toast";
import type { JourneyItemBodyProps } from "../types";
import { peopleNames } from "../utils/timelineRows";
import { distinctFiles, FileLinks } from "./FileLinks";
import { ItemFacts } from "./ItemFacts";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledLink = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledOpenLink = styled.a`
  ${linkStyle}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

const IST_TIME = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, timeStyle: "short" });
const IST_DAY_KEY = new Intl.DateTimeFormat("en-CA", { timeZone: IST_TIME_ZONE, dateStyle: "short" });

/** "8 Jan 2024, 10:00 am – 11:00 am IST"; the end's day is named too when it is another day. */
export function meetingTimeText(
  start: string | null | undefined,
  minutes: number | null | undefined,
): string {
  const begins = start ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(begins)) return "";
  const startText = formatIstDateTime(start);
  if (!minutes || minutes <= 0) return `${startText} IST`;
  const ends = begins + minutes * 60_000;
  const sameDay = IST_DAY_KEY.format(begins) === IST_DAY_KEY.format(ends);
  const endText = sameDay ? IST_TIME.format(ends) : formatIstDateTime(new Date(ends).toISOString());
  return `${startText} – ${endText} IST`;
}

/** "1 hour 30 minutes", "45 minutes". */
export function durationText(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return "";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

type MeetingLinkProps = { who: string; address: string };

/** A meeting link to copy (to hand on) or open (to join). */
function MeetingLink({ who, address }: MeetingLinkProps) {
  const toast = useToast();
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(`${who} link copied`);
    } catch {
      toast.error(`The ${who.toLowerCase()} link could not be copied.`);
    }
  }
  return (
    <StyledLink>
      <Button
        size="sm"
        variant="secondary"
        icon={<Copy />}
        aria-label={`Copy the ${who.toLowerCase()} link`}
        onClick={() => void handleCopy()}
      >
        Copy
      </Button>
      <StyledOpenLink
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open the ${who.toLowerCase()} link (opens in a new tab)`}
        title={address}
      >
        Open
        <ExternalLink aria-hidden="true" />
      </StyledOpenLink>
    </StyledLink>
  );
}

/** The meeting's status: the meeting's own, else the item's. */
export function meetingStatus(item: JourneyItem): string | null {
  return item.meeting?.status ?? item.status;
}

/**
 * A meeting: when (IST, with its end), how long, who attends and who moderates, the links to
 * copy or open while it is CONFIRMED, the moderators' comments and its recordings and documents.
 */
export function MeetingBody({ item, onOpenFile }: JourneyItemBodyProps) {
  const start = item.meeting?.start_date ?? item.start_date;
  const duration = item.meeting?.duration;
  const confirmed = meetingStatus(item) === "CONFIRMED";
  const attendeeLink = confirmed ? item.meeting_attendee_link : null;
  const moderatorLink = confirmed ? item.meeting_moderator_link : null;
  const files = distinctFiles(item.meeting?.documents, item.files);
  return (
    <StyledBody>
      <ItemFacts
        facts={[
          { term: "When", value: meetingTimeText(start, duration) },
          { term: "Duration", value: durationText(duration) },
          { term: "Attendees", value: peopleNames(item.attendees) },
          { term: "Moderators", value: peopleNames(item.moderators) },
          {
            term: "Attendee link",
            value: attendeeLink ? <MeetingLink who="Attendee" address={attendeeLink} /> : null,
          },
          {
            term: "Moderator link",
            value: moderatorLink ? <MeetingLink who="Moderator" address={moderatorLink} /> : null,
          },
        ]}
      />
      <CommentsTable comments={item.comments} caption="Meeting comments" />
      <FileLinks files={files} label="Recordings and documents" onOpenFile={onOpenFile} />
    </StyledBody>
  );
}
