import type { ActionActor, ActionRefusal } from "@pipeline/contract";
import { HttpError } from "../../http/HttpError";
import type { JourneyActor } from "./access";

// The journey's actions are decided by the contract's rules (packages/contract/src/actionRules.ts),
// the same ones the screens read before offering them; these two adapt the server's side to them.

/** The signed-in user as the action rules read them: a SUPER_ADMIN is one only while acting as one. */
export function actionActorOf(actor: JourneyActor): ActionActor {
  return { pk: actor.userId, activeRole: actor.superAdmin ? "SUPER_ADMIN" : null };
}

/** Throws the rule's refusal as the answer (403 or 409 with its message); nothing when allowed. */
export function refuseIf(refusal: ActionRefusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}
