import { createContext, useContext, type ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { VisuallyHidden } from "../VisuallyHidden";

// Shapes inside a Skeleton stay silent so a screen reader hears "Loading" once, not once per bar.
const InsideSkeletonContext = createContext(false);

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const shapeStyle = css`
  display: block;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} calc(${({ theme }) => theme.motion.normal} * 8) linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.skeleton};
  }
`;

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export type SkeletonProps = {
  /** What screen readers announce while the placeholder shows. Default: "Loading". */
  label?: string;
  /** The placeholder shapes, laid out in a column. Default: none. */
  children?: ReactNode;
};

/** A loading placeholder: announces its label once and hides its shapes from assistive technology. */
export function Skeleton({ label = "Loading", children }: SkeletonProps) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <InsideSkeletonContext.Provider value={true}>
        <StyledContent aria-hidden="true">{children}</StyledContent>
      </InsideSkeletonContext.Provider>
    </div>
  );
}

/** A shape used on its own still announces loading; inside a Skeleton it leaves that to the container. */
function Announced({ children }: { children: ReactNode }) {
  const inside = useContext(InsideSkeletonContext);
  return inside ? children : <Skeleton>{children}</Skeleton>;
}

const StyledLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLine = styled.span`
  ${shapeStyle}
  height: ${({ theme }) => theme.font.size.md};
  border-radius: ${({ theme }) => theme.radius.sm};

  /* A shorter last line makes the block read as a paragraph. */
  &:last-child:not(:first-child) {
    width: calc(100% * 2 / 3);
  }
`;

export type SkeletonTextProps = {
  /** Number of text lines. Default: 3. */
  lines?: number;
};

/** Lines standing in for a paragraph of text. */
export function SkeletonText({ lines = 3 }: SkeletonTextProps) {
  return (
    <Announced>
      <StyledLines>
        {Array.from({ length: lines }, (_, index) => (
          <StyledLine key={index} />
        ))}
      </StyledLines>
    </Announced>
  );
}

const StyledBlock = styled.span<{ $width?: string; $height?: string }>`
  ${shapeStyle}
  width: ${({ $width }) => $width ?? "100%"};
  height: ${({ theme, $height }) => $height ?? theme.size.controlMd};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export type SkeletonBlockProps = {
  /** CSS width, normally a theme token. Default: the full width. */
  width?: string;
  /** CSS height, normally a theme token. Default: `theme.size.controlMd`. */
  height?: string;
};

/** A rectangle standing in for an image, a card or a control. */
export function SkeletonBlock({ width, height }: SkeletonBlockProps) {
  return (
    <Announced>
      <StyledBlock $width={width} $height={height} />
    </Announced>
  );
}

const StyledCircle = styled.span<{ $size?: string }>`
  ${shapeStyle}
  flex: none;
  width: ${({ theme, $size }) => $size ?? theme.size.controlMd};
  height: ${({ theme, $size }) => $size ?? theme.size.controlMd};
  border-radius: ${({ theme }) => theme.radius.round};
`;

export type SkeletonCircleProps = {
  /** CSS diameter, normally a theme token. Default: `theme.size.controlMd`. */
  size?: string;
};

/** A circle standing in for an avatar or an icon. */
export function SkeletonCircle({ size }: SkeletonCircleProps) {
  return (
    <Announced>
      <StyledCircle $size={size} />
    </Announced>
  );
}

const StyledRow = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => theme.size.tableRow};
  padding: 0 ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

// Cells of varied, repeatable widths look like data without changing from one render to the next.
const StyledCell = styled.span<{ $shorten: number }>`
  ${shapeStyle}
  height: ${({ theme }) => theme.font.size.md};
  width: calc(100% - ${({ $shorten }) => $shorten} * ${({ theme }) => theme.space.lg});
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export type SkeletonRowsProps = {
  /** Number of rows. Default: 5. */
  count?: number;
  /** Number of cells in each row. Default: 4. */
  columns?: number;
};

/** Rows of cells standing in for a table or a list while it loads. */
export function SkeletonRows({ count = 5, columns = 4 }: SkeletonRowsProps) {
  return (
    <Announced>
      <div>
        {Array.from({ length: count }, (_, row) => (
          <StyledRow key={row} $columns={columns}>
            {Array.from({ length: columns }, (_, column) => (
              <StyledCell key={column} $shorten={(row + column * 2) % 3} />
            ))}
          </StyledRow>
        ))}
      </div>
    </Announced>
  );
}
