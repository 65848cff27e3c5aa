import {
  ADAPTER_STATUS,
  type CompanyDocument,
  type DataAdapter,
  type DocumentUploadInput,
  FILE_RULES,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError } from "../support/expectAdapterError";
import { brokenVideoFile, mp3File, pdfFile, textFile } from "../support/files";
import {
  type JourneyWorld,
  journeyWorld,
  present,
  signInAs,
  suiteUser,
  timelineItems,
} from "../support/journeyWorld";
import { documentInState } from "../support/media";
import type { MakeAdapter } from "../support/MakeAdapter";

/** Uploads one file for the world's company as the Upload dialog does: in Round 1, undescribed, unless told otherwise. */
function uploadFile(
  adapter: DataAdapter,
  world: JourneyWorld,
  file: Blob,
  input: Partial<DocumentUploadInput> = {},
) {
  return adapter.documents.upload({
    company_id: world.company.id,
    files: [file],
    type: "OTHER",
    description: "",
    uploaded_on: "Round 1",
    ...input,
  });
}

/** A recording the signed-in user uploads whose processing fails: it waits until it is FAILED. */
async function failedRecording(adapter: DataAdapter, world: JourneyWorld): Promise<CompanyDocument> {
  const saved = await uploadFile(adapter, world, brokenVideoFile(`broken ${world.token}.mp4`), {
    type: "RECORDING",
  });
  return documentInState(adapter, present(saved.data[0], "the upload").id, "FAILED");
}

export function describeDocumentCases(makeAdapter: MakeAdapter): void {
  describe("documents", () => {
    it("attaches a DOCUMENT task's file: the timeline shows the item with it", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const entry = world.task("DOCUMENT", true);
      const saved = await adapter.documents.attach({
        ...world.target(entry),
        file: pdfFile(`Deck ${world.token}.pdf`),
        description: "Series A deck",
      });
      expect(saved.data.map((document) => document.file_name)).toEqual([`Deck ${world.token}.pdf`]);

      const item = present(timelineItems(await adapter.journey.timeline(world.company.id))[0], "the item");
      expect(item.journey_item.task).toMatchObject({ id: entry.task.id, type: "DOCUMENT" });
      // Its round is the stage it was added to, named as the Upload dialog names the rounds.
      expect(saved.data.map((document) => document.uploaded_on)).toEqual([entry.stage.label]);
      expect(item.files).toEqual([
        expect.objectContaining({ file_name: `Deck ${world.token}.pdf`, is_uploaded: "UPLOADED" }),
      ]);
      const link = await adapter.documents.signedUrl(present(item.files[0], "the file").file);
      expect(link.mime_type).toBe("application/pdf");
      expect(link.url.length).toBeGreaterThan(0);
    });

    it("refuses a DOCUMENT task's file of another type with the spec's message", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      await expectAdapterError(
        adapter.documents.attach({
          ...world.target(world.task("DOCUMENT", true)),
          file: textFile(`Notes ${world.token}.txt`),
          description: "",
        }),
        { status: ADAPTER_STATUS.invalid, message: FILE_RULES.document.messages.wrongType },
      );
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("uploads files of a round and lists them for the company, a recording processed first", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const saved = await uploadFile(adapter, world, pdfFile(`Brochure ${world.token}.pdf`), {
        description: "Brochure",
      });
      const recording = await uploadFile(adapter, world, mp3File(`Interview ${world.token}.mp3`), {
        type: "RECORDING",
        description: "First interview",
        uploaded_on: "Round 2",
      });
      expect(saved.data).toEqual([
        expect.objectContaining({
          file_name: `Brochure ${world.token}.pdf`,
          type: "OTHER",
          is_uploaded: "UPLOADED",
          uploaded_on: "Round 1",
          journey_item: null,
        }),
      ]);
      const audio = present(recording.data[0], "the recording");
      expect(audio).toMatchObject({ type: "RECORDING", uploaded_on: "Round 2" });
      expect(["PENDING", "UPLOADED"]).toContain(audio.is_uploaded);

      const listed = await adapter.documents.byCompany(world.company.id);
      expect(listed.map((document) => document.file_name).sort()).toEqual(
        [`Brochure ${world.token}.pdf`, `Interview ${world.token}.mp3`].sort(),
      );
      const done = await documentInState(adapter, audio.id, "UPLOADED");
      expect((await adapter.documents.signedUrl(done.file)).mime_type).toMatch(/^audio\//);
    });

    it("asks the Upload dialog's questions with its messages", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const memo = pdfFile(`Memo ${world.token}.pdf`);
      await expectAdapterError(uploadFile(adapter, world, memo, { uploaded_on: "" }), {
        status: ADAPTER_STATUS.invalid,
        message: "Please select a round",
      });
      await expectAdapterError(uploadFile(adapter, world, memo, { files: [] }), {
        status: ADAPTER_STATUS.invalid,
        message: "At least one file is required.",
      });
      await expectAdapterError(uploadFile(adapter, world, textFile("notes.txt")), {
        status: ADAPTER_STATUS.invalid,
        message: FILE_RULES.uploadDialog.messages.wrongType,
      });
      expect(await adapter.documents.byCompany(world.company.id)).toEqual([]);
    });

    it("shows a recording that FAILED to its uploader only", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const me = await adapter.users.current();
      const failed = await failedRecording(adapter, world);
      const id = failed.id;
      expect(failed.created_by).toBe(me.pk);
      expect((await adapter.documents.byCompany(world.company.id)).map((document) => document.id)).toEqual([
        id,
      ]);

      const colleague = await suiteUser(adapter, { company: [world.company.id] });
      await signInAs(adapter, colleague);
      expect(await adapter.documents.byCompany(world.company.id)).toEqual([]);
      expect(await adapter.documents.byIds([id])).toEqual([]);
      // Nor may they upload it again: only its uploader can.
      await expectAdapterError(adapter.documents.reupload(id, brokenVideoFile("again.mp4")), {
        status: ADAPTER_STATUS.forbidden,
      });
    });

    it("takes only an .mp4 to upload a failed recording again", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const { id } = await failedRecording(adapter, world);
      await expectAdapterError(adapter.documents.reupload(id, mp3File("call.mp3")), {
        status: ADAPTER_STATUS.invalid,
        message: FILE_RULES.videoReupload.messages.wrongType,
      });
      expect((await adapter.documents.byIds([id]))[0]?.is_uploaded).toBe("FAILED");
    });
  });
}
