import { describe, expect, it } from "vitest";
import { excelUploadInitialValues, excelUploadSchema } from "../../src/schemas";
import { file, validationErrors } from "./validationErrors";

describe("excelUploadSchema", () => {
  it.each(["companies.xls", "companies.XLSX"])("accepts %s", async (name) => {
    expect(await validationErrors(excelUploadSchema, { file: file(name) })).toEqual({});
  });

  it("requires a file", async () => {
    expect(await validationErrors(excelUploadSchema, excelUploadInitialValues)).toEqual({
      file: ["Please select file to upload"],
    });
  });

  it("rejects other types", async () => {
    expect(await validationErrors(excelUploadSchema, { file: file("companies.csv") })).toEqual({
      file: ["Only Excel file are allowed."],
    });
  });

  it("takes 52428800 bytes, not one byte more", async () => {
    expect(await validationErrors(excelUploadSchema, { file: file("companies.xlsx", 52428800) })).toEqual({});
    expect(await validationErrors(excelUploadSchema, { file: file("companies.xlsx", 52428801) })).toEqual({
      file: ["Please select a file smaller than 500 MB."],
    });
  });
});
