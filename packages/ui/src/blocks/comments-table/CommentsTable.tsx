import type { JourneyComment } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime, personName } from "../../format";

const StyledWrap = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
    text-align: start;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }

  td:last-child {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  td:nth-child(1),
  td:nth-child(2) {
    white-space: nowrap;
  }
`;

export type CommentsTableProps = {
  /** The comments, in the order to show them. */
  comments: readonly JourneyComment[];
  /** The table's caption, which names it. */
  caption: string;
};

/** Comments as a small table: who wrote each, when (IST) and what; nothing renders without any. */
export function CommentsTable({ comments, caption }: CommentsTableProps) {
  if (comments.length === 0) return null;
  return (
    <StyledWrap>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">By</th>
            <th scope="col">When</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {comments.map((comment) => (
            <tr key={comment.id}>
              <td>{personName(comment.created_by)}</td>
              <td>
                <time dateTime={comment.created}>{formatIstDateTime(comment.created)}</time>
              </td>
              <td>{comment.comment_text}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledWrap>
  );
}
