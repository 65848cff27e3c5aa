import { Type } from "typebox";
import { Id } from "../../http/schemas/common";

// The company's files: uploads (multipart), lists, and short-lived signed links to open them.

const file = (description: string) => Type.String({ format: "binary", description });

/** The fields of `POST company-documents/`, sent as the sealed `payload` part, and its files. */
export const DocumentUploadBody = Type.Object(
  {
    payload: Type.String({
      description:
        "The fields, sealed (JSON when the envelope is off). A DOCUMENT task: company_id, stage_id, task_id, description. The Upload dialog: company_id, type (RECORDING or OTHER), uploaded_on (the round), description.",
    }),
    file: Type.Array(file("A task's one document, or the Upload dialog's files")),
    transcription_file: Type.Optional(file("The Upload dialog's transcription, kept with each of its files")),
  },
  { description: "multipart/form-data: `payload` first, then the files" },
);

/** `PUT company-documents/update-document/?id=`: the new .mp4 of a recording whose compression failed. */
export const DocumentReuploadBody = Type.Object(
  {
    payload: Type.String({ description: "The sealed fields: { id } (the id may come in the query instead)" }),
    file: file("An .mp4 of at most 1 GB"),
  },
  { description: "multipart/form-data: `payload` first, then the file" },
);

export const ReuploadQuery = Type.Object({ id: Type.Optional(Id) });

export const DocumentsByCompanyQuery = Type.Object({ company_id: Id });

export const DocumentsByIdsQuery = Type.Object({
  ids: Type.String({ maxLength: 2000, description: "Comma-separated document ids" }),
});

export const SignedUrlQuery = Type.Object({
  src: Type.String({
    minLength: 1,
    maxLength: 1000,
    description: "A document's `file` (or `transcription_file`)",
  }),
});

/** A signed link's token (in the query: a path segment is limited to 100 characters). */
export const FileTokenQuery = Type.Object({ t: Type.String({ minLength: 1, maxLength: 4000 }) });
