import { PLAYBACK_RATES } from "@pipeline/contract";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";

const StyledPlayer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;

  video {
    max-width: 100%;
    max-height: 65vh;
    background: #000;
  }

  audio {
    width: 100%;
    max-width: 40rem;
  }
`;

const StyledSpeeds = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledSpeedLabel = styled.span`
  margin-inline-end: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A native video or audio player with buttons for the playback speeds 0.5x, 1x, 1.5x and 2x. */
export function PlayerWithSpeed({
  kind,
  url,
  title,
}: {
  kind: "video" | "audio";
  url: string;
  title: string;
}) {
  const media = useRef<HTMLMediaElement | null>(null);
  const [rate, setRate] = useState<number>(1);
  useEffect(() => {
    if (media.current) media.current.playbackRate = rate;
  }, [rate]);
  const speedLabelId = `speed-${kind}`;
  return (
    <StyledPlayer>
      {kind === "video" ? (
        <video ref={(element) => void (media.current = element)} src={url} controls aria-label={title}>
          <track kind="captions" />
        </video>
      ) : (
        <audio ref={(element) => void (media.current = element)} src={url} controls aria-label={title} />
      )}
      <StyledSpeeds role="group" aria-labelledby={speedLabelId}>
        <StyledSpeedLabel id={speedLabelId}>Playback speed</StyledSpeedLabel>
        {PLAYBACK_RATES.map((speed) => (
          <Button
            key={speed}
            size="sm"
            variant={speed === rate ? "primary" : "secondary"}
            aria-pressed={speed === rate}
            onClick={() => setRate(speed)}
          >
            {`${speed}x`}
          </Button>
        ))}
      </StyledSpeeds>
    </StyledPlayer>
  );
}
