import type { Meta, StoryObj } from "@storybook/react-vite";
import { lightTheme, type ColorTokens } from "@pipeline/ui/theme";
import styled from "styled-components";

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSwatch = styled.div<{ $token: keyof ColorTokens }>`
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before {
    content: "";
    display: block;
    height: ${({ theme }) => theme.size.controlMd};
    background: ${({ theme, $token }) => theme.color[$token]};
  }

  span {
    display: block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
`;

function ColorTokensCatalog() {
  const names = Object.keys(lightTheme.color) as Array<keyof ColorTokens>;
  return (
    <StyledGrid>
      {names.map((name) => (
        <StyledSwatch key={name} $token={name}>
          <span>{name}</span>
        </StyledSwatch>
      ))}
    </StyledGrid>
  );
}

const meta = {
  title: "Theme/Colour tokens",
  component: ColorTokensCatalog,
} satisfies Meta<typeof ColorTokensCatalog>;

export default meta;

export const Light: StoryObj<typeof meta> = {};

export const Dark: StoryObj<typeof meta> = { globals: { theme: "dark" } };
