import type { IsoDateTime } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime } from "../../../format";

const StyledPart = styled.span`
  white-space: nowrap;
`;

export type IstDateTimeProps = {
  value: IsoDateTime | null | undefined;
  /** What shows without a time. Default: "—". */
  none?: string;
};

/**
 * "12 Mar 2024, 2:30 pm IST", wrapping only between the day and the time, so a narrow column
 * never leaves "am IST" alone on a line.
 */
export function IstDateTime({ value, none = "—" }: IstDateTimeProps) {
  const text = formatIstDateTime(value);
  if (!text) return <>{none}</>;
  const comma = text.lastIndexOf(", ");
  if (comma < 0) return <StyledPart>{`${text} IST`}</StyledPart>;
  return (
    <span>
      <StyledPart>{text.slice(0, comma + 1)}</StyledPart>{" "}
      <StyledPart>{`${text.slice(comma + 2)} IST`}</StyledPart>
    </span>
  );
}
