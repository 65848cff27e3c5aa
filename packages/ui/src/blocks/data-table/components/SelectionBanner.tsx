import styled from "styled-components";
import { Button } from "../../../primitives/Button";

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const numberFormat = new Intl.NumberFormat("en-IN");

export type SelectionBannerProps = {
  selected: number;
  allMatching: boolean;
  pageFullySelected: boolean;
  matching: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
};

/** What is selected, across pages, and the way to every row matching the filter. */
export function SelectionBanner(props: SelectionBannerProps) {
  if (props.selected === 0) return null;
  const offerAll = !props.allMatching && props.pageFullySelected && props.matching > props.selected;
  return (
    <StyledBanner role="status">
      <span>
        {props.allMatching
          ? `All ${numberFormat.format(props.selected)} matching rows are selected.`
          : `${numberFormat.format(props.selected)} selected.`}
      </span>
      {offerAll ? (
        <Button variant="ghost" size="sm" onClick={props.onSelectAllMatching}>
          Select all {numberFormat.format(props.matching)} matching
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={props.onClear}>
        Clear selection
      </Button>
    </StyledBanner>
  );
}
