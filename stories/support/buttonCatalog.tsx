// The variant-by-size grid that the Button and IconButton catalogs lay their buttons out in.
import styled from "styled-components";
import type { ButtonSize, ButtonVariant } from "@pipeline/ui/primitives";

export const BUTTON_VARIANTS: ButtonVariant[] = ["primary", "secondary", "ghost", "danger"];
export const BUTTON_SIZES: ButtonSize[] = ["sm", "md", "lg"];

export const StyledCatalogGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, auto);
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: start;
`;

export const StyledCatalogHeading = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
