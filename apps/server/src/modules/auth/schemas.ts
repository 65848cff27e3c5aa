import { Type } from "typebox";
import { SessionSchema } from "@pipeline/contract/wire";

/** `user/login/` answers the session beside its message, not under `data`. */
export const EmailSignedIn = Type.Object({ message: Type.String(), ...SessionSchema.properties });

export const SignedOut = Type.Object({ message: Type.String(), detail: Type.String() });
