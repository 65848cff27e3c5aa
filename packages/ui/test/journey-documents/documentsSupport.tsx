import type { AdapterSlice } from "../../src/data";
import type { CompanyDocument, CurrentUser, UserShort } from "@pipeline/contract";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createQueryClient, createTestAdapter, PipelineProvider } from "../../src/data";

export const COMPANY_ID = 7;
export const ME: CurrentUser = {
  pk: 11,
  username: "asha",
  first_name: "Asha",
  last_name: "Raman",
  email: "asha@example.com",
  role: [],
  permissions: [],
  joined_date: "2024-01-01T00:00:00.000Z",
} as unknown as CurrentUser;
export const OTHER_USER: UserShort = { pk: 12, first_name: "Vikram", last_name: "Iyer" };
export const USERS: UserShort[] = [
  { pk: ME.pk, first_name: ME.first_name, last_name: ME.last_name },
  OTHER_USER,
];

/** A stored document as the server answers it. */
export function companyDocument(overrides: Partial<CompanyDocument> = {}): CompanyDocument {
  return {
    id: 1,
    type: "OTHER",
    file: "documents/1/file",
    file_name: "Pitch deck.pdf",
    description: null,
    created: "2024-03-01T04:30:00.000Z",
    created_by: ME.pk,
    is_uploaded: "UPLOADED",
    uploaded_on: "Screening",
    journey_item: null,
    ...overrides,
  };
}

/** A file of a given name whose size is reported as `size` bytes (its content stays tiny). */
export function fileOf(name: string, size = 1024, type = ""): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** Renders under a provider with an adapter made of the given methods only. */
export function renderWith(slice: AdapterSlice, ui: ReactNode) {
  const adapter = createTestAdapter(slice);
  const queryClient = createQueryClient();
  return {
    adapter,
    queryClient,
    ...render(
      <PipelineProvider adapter={adapter} queryClient={queryClient}>
        {ui}
      </PipelineProvider>,
    ),
  };
}
