import styled from "styled-components";

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledMore = styled.li`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type AddressListProps = {
  addresses: readonly string[];
  /** How many addresses show before "+ n more". Default: 2. */
  max?: number;
};

/** E-mail addresses one to a line, cut at the cell's edge rather than inside a word; "—" for none. */
export function AddressList({ addresses, max = 2 }: AddressListProps) {
  if (addresses.length === 0) return <>—</>;
  const shown = addresses.length > max ? addresses.slice(0, max - 1) : addresses;
  const hidden = addresses.length - shown.length;
  return (
    <StyledList>
      {shown.map((address) => (
        <li key={address} title={address}>
          {address}
        </li>
      ))}
      {hidden > 0 ? <StyledMore>{`+ ${hidden} more`}</StyledMore> : null}
    </StyledList>
  );
}
