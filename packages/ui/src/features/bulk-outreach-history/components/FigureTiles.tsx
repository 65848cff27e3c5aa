import type { CampaignStats } from "@pipeline/contract";
import styled from "styled-components";
import { formatNumber } from "../../../format";
import { campaignFigures, percentText } from "../utils/campaignText";

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const StyledTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  dd {
    margin: 0;
  }
`;

const StyledValue = styled.dd`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.dd`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Tile = { term: string; value: number | null; note?: string };

function tiles(stats: CampaignStats): Tile[] {
  const figures = campaignFigures(stats);
  const progress = stats.progress;
  const waiting = progress ? progress.pending : 0;
  const leftOut = progress ? progress.failed + progress.suppressed : 0;
  return [
    {
      term: "Recipients",
      value: figures.recipients,
      note: progress
        ? [
            waiting > 0 ? `${formatNumber(waiting)} waiting` : null,
            leftOut > 0 ? `${formatNumber(leftOut)} not sent` : null,
          ]
            .filter(Boolean)
            .join(" · ") || undefined
        : undefined,
    },
    {
      term: "Sent",
      value: figures.sent,
      note: figures.recipients
        ? `${percentText(figures.sent ?? 0, figures.recipients)} of recipients`
        : undefined,
    },
    {
      term: "Delivered",
      value: figures.delivered,
      note: stats.invalid_emails > 0 ? `${formatNumber(stats.invalid_emails)} invalid e-mails` : undefined,
    },
    {
      term: "Unique opens",
      value: figures.uniqueOpens,
      note:
        figures.delivered > 0
          ? `${percentText(figures.uniqueOpens, figures.delivered)} of delivered`
          : undefined,
    },
    {
      term: "Unique clicks",
      value: figures.uniqueClicks,
      note:
        figures.delivered > 0
          ? `${percentText(figures.uniqueClicks, figures.delivered)} of delivered`
          : undefined,
    },
    { term: "Bounces", value: figures.bounces },
    { term: "Unsubscribes", value: figures.unsubscribes },
  ];
}

export type FigureTilesProps = { stats: CampaignStats };

/**
 * A campaign's figures as tiles: the same numbers its row in Campaign Details shows, with the
 * rates a reader looks for beside them. Figures the server does not give show as "—".
 */
export function FigureTiles({ stats }: FigureTilesProps) {
  return (
    <section aria-label="Figures">
      <StyledTiles>
        {tiles(stats).map((tile) => (
          <StyledTile key={tile.term} data-figure={tile.term}>
            <dt>{tile.term}</dt>
            <StyledValue>{tile.value === null ? "—" : formatNumber(tile.value)}</StyledValue>
            {tile.note ? <StyledNote>{tile.note}</StyledNote> : null}
          </StyledTile>
        ))}
      </StyledTiles>
    </section>
  );
}
