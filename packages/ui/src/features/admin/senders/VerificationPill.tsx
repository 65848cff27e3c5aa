import { StatusPill } from "../../../primitives/StatusPill";

export type VerificationPillProps = {
  /** Whether the sender's address is verified. */
  verified: boolean;
};

/** A sender's verification state: Verified in green, Not verified in amber. */
export function VerificationPill({ verified }: VerificationPillProps) {
  return (
    <StatusPill tone={verified ? "success" : "warning"}>{verified ? "Verified" : "Not verified"}</StatusPill>
  );
}
