import { describe, expect, it } from "vitest";
import {
  adminCompanyMemberSchema,
  commentSchema,
  companyMemberSchema,
  companySchema,
  LINKEDIN_NOT_A_LINK,
  LOOKUP_SCHEMAS,
  trimBlank,
} from "../../src/schemas";
import { validationErrors } from "./validationErrors";
import { validMember } from "./validValues";

// Text that shows nothing counts as empty, and a LinkedIn profile is a web address: the forms and
// the server refuse the same values with the same words.

/** Zero-width space, zero-width joiner, word joiner, byte-order mark, no-break and ideographic spaces. */
const BLANKS = ["\u200B", "\u200D", "\u2060", "\uFEFF", "\u00A0", "\u3000", " \u200B\t"];

const company = {
  company_name: "Acme Robotics",
  website: "acme.example.com",
  location: [1],
  company_members: [validMember],
};

describe("blank text", () => {
  it.each(BLANKS.map((blank) => [JSON.stringify(blank), blank]))(
    "treats %s alone as empty, so required fields report their own message",
    async (_name, blank) => {
      expect(
        await validationErrors(LOOKUP_SCHEMAS.location, { label: blank, order: 1, is_active: true }),
      ).toEqual({
        label: ["Location name required"],
      });
      expect(await validationErrors(companySchema, { ...company, company_name: blank })).toEqual({
        company_name: ["Company name is required"],
      });
      expect(await validationErrors(commentSchema, { comment_text: blank })).toEqual({
        comment_text: ["Comment required"],
      });
    },
  );

  it("keeps invisible characters inside the text and strips only the ends", () => {
    expect(trimBlank("\u200B Pune\u200DCity \uFEFF")).toBe("Pune\u200DCity");
    expect(companySchema.fields.company_name.cast("\u200BAcme\u200B")).toBe("Acme");
  });
});

describe("LinkedIn profile", () => {
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://linkedin.com/in/asha",
    "not a link",
  ])("refuses %s, which is not a web address", async (linkedin_profile) => {
    expect(await validationErrors(companyMemberSchema, { ...validMember, linkedin_profile })).toEqual({
      linkedin_profile: [LINKEDIN_NOT_A_LINK],
    });
    expect(
      await validationErrors(adminCompanyMemberSchema, { ...validMember, is_active: true, linkedin_profile }),
    ).toEqual({ linkedin_profile: [LINKEDIN_NOT_A_LINK] });
  });

  it.each(["https://www.linkedin.com/in/asha", "http://linkedin.com/in/asha-rao-12", "linkedin.com/in/asha"])(
    "takes %s",
    async (linkedin_profile) => {
      expect(await validationErrors(companyMemberSchema, { ...validMember, linkedin_profile })).toEqual({});
    },
  );

  it("still asks for a profile left empty, or holding only a zero-width space", async () => {
    for (const linkedin_profile of ["", "\u200B"]) {
      expect(await validationErrors(companyMemberSchema, { ...validMember, linkedin_profile })).toEqual({
        linkedin_profile: ["LinkedIn profile is required"],
      });
    }
  });
});
