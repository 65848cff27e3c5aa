import type { Id } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { useId } from "react";
import { FormTextField } from "../../../primitives/Form";
import { useSameWebsiteWarning } from "../hooks/useSameWebsiteWarning";
import type { CompanyDraft } from "../types";
import { SameWebsiteWarning } from "./SameWebsiteWarning";

export type WebsiteFieldProps = {
  /** The company being updated, never warned about itself; null when adding one. */
  companyId: Id | null;
  /** Where company pages live, for the warning's links. */
  companiesPath: string;
};

/**
 * The company's website, warned about (not refused) when other companies the user sees already
 * have a website of the same domain. The warning is announced as it appears and describes the input.
 */
export function WebsiteField({ companyId, companiesPath }: WebsiteFieldProps) {
  const { values } = useFormikContext<CompanyDraft>();
  const existing = useSameWebsiteWarning(values.website ?? "", companyId);
  const warningId = useId();
  const warned = existing.length > 0;
  return (
    <div>
      <FormTextField
        name="website"
        label="Website"
        type="url"
        required
        autoComplete="off"
        aria-describedby={warned ? warningId : undefined}
      />
      <div aria-live="polite">
        {warned ? (
          <SameWebsiteWarning id={warningId} companies={existing} companiesPath={companiesPath} />
        ) : null}
      </div>
    </div>
  );
}
