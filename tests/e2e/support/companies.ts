import type { CompanyCreateInput, Id } from "@pipeline/contract";

/** A name as it goes into a web address or a user name: lower case, runs of other characters as "-". */
export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Where a made-up company sits: its country (also its location) and its member's designation. */
export type CompanyPlacing = {
  country: Id;
  designation: Id;
  practice?: Id;
  confidenceLevel?: Id | null;
};

/**
 * A company the tests make through the API: its website and its one member's e-mail named after
 * it (`https://kavach-robotics.example.com`, `lee@kavach-robotics.example.com`), the member Lee Tan.
 */
export function companyWithLeeTan(name: string, placing: CompanyPlacing): CompanyCreateInput {
  const domain = `${slug(name)}.example.com`;
  return {
    company_name: name,
    website: `https://${domain}`,
    location_id: [placing.country],
    country: placing.country,
    ...(placing.practice === undefined ? {} : { practice: placing.practice }),
    ...(placing.confidenceLevel ? { confidence_level: placing.confidenceLevel } : {}),
    company_members: [
      {
        first_name: "Lee",
        last_name: "Tan",
        email: `lee@${domain}`,
        mobile: "+6591234567",
        linkedin_profile: "https://www.linkedin.com/in/leetan",
        cmd: [placing.designation],
      },
    ],
  };
}
