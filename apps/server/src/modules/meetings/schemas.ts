import { Type } from "typebox";
import { Id } from "../../http/schemas/common";

// Meetings (journey-and-sign-in 5 and 7): the documented bodies of scheduling, the meeting comment
// and the cancellation, and the public answer of a gateway link. The handlers check the bodies
// with the Add Item form's own yup schema.

export const MessageSchema = Type.Object({ message: Type.String() });

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** `interview-recording/?id=`: the meeting (its journey item's id). */
export const RecordingsQuery = Type.Object({ id: Type.Optional(Id) });
