import { describe, expect, it } from "vitest";
import { documentUploadInitialValues, documentUploadSchema, isRecordingForced } from "../../src/schemas";
import { file, text, validationErrors } from "./validationErrors";

const valid = {
  ...documentUploadInitialValues,
  uploaded_on: "Series A",
  files: [file("deck.pdf")],
  is_recording: false,
};

describe("documentUploadSchema", () => {
  it("accepts a round, a file and a recording choice", async () => {
    expect(await validationErrors(documentUploadSchema, valid)).toEqual({});
  });

  it("requires the round, a file and the recording choice", async () => {
    expect(await validationErrors(documentUploadSchema, documentUploadInitialValues)).toEqual({
      uploaded_on: ["Please select a round"],
      files: ["At least one file is required."],
      is_recording: ["Please select an option"],
    });
  });

  it.each(["deck.pdf", "memo.DOC", "memo.docx", "plan.xls", "plan.xlsx", "call.mp3", "call.mp4"])(
    "accepts %s",
    async (name) => {
      expect(
        await validationErrors(documentUploadSchema, { ...valid, files: [file(name)], is_recording: true }),
      ).toEqual({});
    },
  );

  it("rejects other types, naming the file", async () => {
    expect(
      await validationErrors(documentUploadSchema, {
        ...valid,
        files: [file("deck.pdf"), file("call.mpeg")],
      }),
    ).toEqual({
      "files[1]": ["Only .pdf, .doc, .docx, .xls, .xlsx, .mp3 and .mp4 files are allowed."],
    });
  });

  it("takes each file just under 1.5 GB, not at 1.5 GB", async () => {
    expect(
      await validationErrors(documentUploadSchema, { ...valid, files: [file("deck.pdf", 1610612735)] }),
    ).toEqual({});
    expect(
      await validationErrors(documentUploadSchema, { ...valid, files: [file("deck.pdf", 1610612736)] }),
    ).toEqual({ "files[0]": ["Please select files smaller than 1.5 GB."] });
  });

  it("requires recording to be yes when a video is chosen", async () => {
    const withVideo = { ...valid, files: [file("deck.pdf"), file("call.MP4")] };
    expect(await validationErrors(documentUploadSchema, { ...withVideo, is_recording: true })).toEqual({});
    expect(await validationErrors(documentUploadSchema, { ...withVideo, is_recording: false })).toEqual({
      is_recording: ["Recording must be Yes when an .mp4 file is selected"],
    });
  });

  it("takes a description of 1000 characters, not 1001", async () => {
    expect(await validationErrors(documentUploadSchema, { ...valid, description: text(1000) })).toEqual({});
    expect(await validationErrors(documentUploadSchema, { ...valid, description: text(1001) })).toEqual({
      description: ["Description must be at most 1000 characters"],
    });
  });

  it("takes any transcription file", async () => {
    expect(
      await validationErrors(documentUploadSchema, { ...valid, transcription_file: file("call.txt") }),
    ).toEqual({});
  });
});

describe("isRecordingForced", () => {
  it("is true as soon as one .mp4 is among the files", () => {
    expect(isRecordingForced([file("deck.pdf"), file("CALL.Mp4")])).toBe(true);
  });

  it("is false for audio, documents, or no files", () => {
    expect(isRecordingForced([file("call.mp3"), file("deck.pdf")])).toBe(false);
    expect(isRecordingForced([])).toBe(false);
    expect(isRecordingForced(null)).toBe(false);
  });
});
