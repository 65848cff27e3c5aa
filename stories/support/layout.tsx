// Frames the primitive stories share, so a component looks the same size in every story of it.
import type { Decorator } from "@storybook/react-vite";
import styled from "styled-components";

/** No wider than a small dialog, the room most fields get in the app. */
export const StyledDialogWidth = styled.div`
  max-width: ${({ theme }) => theme.size.dialogSm};
`;

/** Two equal columns, for a catalog of a control's states. */
export const StyledTwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: ${({ theme }) => theme.size.dialogSm};
`;

/** Stacks a story's controls in a column as wide as a small dialog. */
export const columnDecorator: Decorator = (Story) => (
  <StyledColumn>
    <Story />
  </StyledColumn>
);
