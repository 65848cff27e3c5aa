import { Type } from "typebox";
import type { EmailLoginInput, ErpLoginInput, Session } from "@pipeline/contract";
import { agreesWith } from "../../http/schemas/common";
import { CurrentUserSchema } from "../users";

/** A successful sign-in: the user, and the token to send as `Authorization: Token …`. */
export const SessionSchema = agreesWith<Session>()(
  Type.Object({ user: CurrentUserSchema, key: Type.String() }),
);

export const ErpLoginBody = agreesWith<ErpLoginInput>()(
  Type.Object({ username: Type.String({ description: "The ERP username" }), password: Type.String() }),
);

export const EmailLoginBody = agreesWith<EmailLoginInput>()(
  Type.Object({ email: Type.String(), password: Type.String() }),
);

/** `user/login/` answers the session beside its message, not under `data`. */
export const EmailSignedIn = Type.Object({ message: Type.String(), ...SessionSchema.properties });

export const SignedOut = Type.Object({ message: Type.String(), detail: Type.String() });
