import {
  type Id,
  type Summary,
  summaryAdditionalFieldInitialValues,
  summaryPriorityInitialValues,
  summarySchema,
  SUMMARY_LIMITS,
} from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { string } from "yup";
import {
  type SaveSummarySlice,
  type SummarySlice,
  useSaveSummary,
  useSummary,
} from "../../data/hooks/journeyItem";
import { Form, FormTextArea, FormTextField } from "../../primitives/Form";
import { EntryList } from "./components/EntryList";
import { FinancialTable } from "./components/FinancialTable";
import {
  FormActions,
  StyledFieldGrid,
  StyledFormFrame,
  StyledSection,
  StyledSectionTitle,
  StyledWide,
  useFormSave,
} from "../../blocks/form-layout";
import { LoadedRecord } from "./components/RecordStatus";
import type { RecordFormProps } from "./types";
import {
  type AdditionalFieldDraft,
  newSummaryDraft,
  type PriorityDraft,
  type SummaryDraft,
  summaryToDraft,
  type SummaryTextField,
  toSummaryInput,
} from "./utils/summaryValues";

/** What SummaryForm reads and writes through the adapter. */
export type SummaryFormAdapter = SummarySlice & SaveSummarySlice;

export type SummaryFormProps = RecordFormProps<Summary> & {
  /**
   * Makes the Comments field required (Message is required), as a summary added as a journey
   * item must carry one. Default: false.
   */
  requireComment?: boolean;
  /** Today: the financial table shows its year and the two before. Default: the present day. */
  today?: Date;
};

/** The labels of the summary's text fields, in the order shown, by group. */
const GENERAL: ReadonlyArray<[SummaryTextField, string]> = [
  ["country", "Country"],
  ["meeting", "Meeting"],
  ["founded_in", "Founded In"],
  ["fte", "FTE"],
];
const COMPANY: ReadonlyArray<[SummaryTextField, string]> = [
  ["business", "Business"],
  ["founders", "Founders"],
  ["key_team_members", "Key Team Members"],
  ["revenue_streams", "Revenue Streams"],
  ["business_model", "Business Model"],
  ["product_and_services", "Products and Services"],
];
const MONEY: ReadonlyArray<[SummaryTextField, string]> = [
  ["capital_raised", "Capital Raised"],
  ["revenue", "Revenue"],
  ["protit_loss_breakeve", "Profit / Loss / Break-even"],
  ["cap_table", "Cap Table"],
  ["ask_of_funds", "Ask of Funds"],
  ["utilization_of_funds", "Utilization of Funds"],
  ["present_sales", "Present Sales"],
];
const OUTLOOK: ReadonlyArray<[SummaryTextField, string]> = [
  ["challenges", "Challenges"],
  ["next_steps", "Next Steps"],
  ["opportunity_for_gw", "Opportunity for GW"],
];

/** The summary's schema with the comment required, for a summary added as a journey item. */
const summaryWithCommentSchema = summarySchema.shape({
  comments: string().trim().required("Message is required").max(SUMMARY_LIMITS.textMax, "Too Long!"),
});

/**
 * The company summary: general facts, the company, money matters with the GBP table of the
 * current year and the two before, the outlook, priorities and additional fields (each added,
 * edited in place and deleted), and comments. Creates the summary without an id and updates it
 * with one; in an update a deleted saved entry is sent DELETED and an edited one EDITED.
 */
export function SummaryForm({ id = null, ...props }: SummaryFormProps) {
  const record = useSummary(id);
  return (
    <LoadedRecord id={id} record={record} what="summary">
      {(loaded) => <SummaryFormBody saved={loaded} id={id} {...props} />}
    </LoadedRecord>
  );
}

type SummaryFormBodyProps = Omit<SummaryFormProps, "id"> & { id: Id | null; saved: Summary | null };

function SummaryFormBody({
  id: loadedId,
  saved: loaded,
  target,
  onSaved,
  onCancel,
  requireComment = false,
  today,
}: SummaryFormBodyProps) {
  // The baseline that tells an edited entry from an untouched one: the summary as loaded, then
  // as last saved here.
  const [saved, setSaved] = useState(loaded);
  const [id, setId] = useState(loadedId);
  const [initialValues] = useState(() => (loaded ? summaryToDraft(loaded) : newSummaryDraft()));
  const [now] = useState(() => today ?? new Date());
  const saveSummary = useSaveSummary();
  const { save } = useFormSave<SummaryDraft>();
  const schema = useMemo(() => (requireComment ? summaryWithCommentSchema : summarySchema), [requireComment]);

  async function handleSubmit(values: SummaryDraft, helpers: FormikHelpers<SummaryDraft>) {
    const result = await save(helpers, () =>
      saveSummary.mutateAsync({ id, input: toSummaryInput(values, saved, target) }),
    );
    if (!result) return;
    setSaved(result.data);
    if (result.data.id !== undefined) setId(result.data.id);
    helpers.resetForm({ values: summaryToDraft(result.data) });
    onSaved?.(result.data);
  }

  const texts = (fields: ReadonlyArray<[SummaryTextField, string]>) =>
    fields.map(([name, label]) => (
      <FormTextArea key={name} name={name} label={label} rows={2} maxLength={SUMMARY_LIMITS.textMax} />
    ));

  return (
    <StyledFormFrame>
      <Form<SummaryDraft>
        aria-label={id === null ? "Add Summary" : "Update Summary"}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={handleSubmit}
      >
        <StyledSection>
          <StyledSectionTitle>General</StyledSectionTitle>
          <StyledFieldGrid>
            {GENERAL.map(([name, label]) =>
              name === "country" || name === "meeting" ? (
                <FormTextField key={name} name={name} label={label} autoComplete="off" />
              ) : (
                <FormTextArea
                  key={name}
                  name={name}
                  label={label}
                  rows={1}
                  maxLength={SUMMARY_LIMITS.textMax}
                />
              ),
            )}
          </StyledFieldGrid>
        </StyledSection>
        <StyledSection>
          <StyledSectionTitle>Company</StyledSectionTitle>
          <StyledFieldGrid>{texts(COMPANY)}</StyledFieldGrid>
        </StyledSection>
        <StyledSection>
          <StyledSectionTitle>Money</StyledSectionTitle>
          <FinancialTable today={now} />
          <StyledFieldGrid>{texts(MONEY)}</StyledFieldGrid>
        </StyledSection>
        <StyledSection>
          <StyledSectionTitle>Outlook</StyledSectionTitle>
          <StyledFieldGrid>{texts(OUTLOOK)}</StyledFieldGrid>
        </StyledSection>
        <EntryList<PriorityDraft>
          name="priority"
          title="Priorities"
          addLabel="Add Priority"
          emptyText="No priorities yet."
          newEntry={() => ({ prio: summaryPriorityInitialValues.prio ?? "" })}
          deleteLabel={(position) => `Delete priority ${position}`}
          renderEntry={(index, position) => (
            <FormTextField
              name={`priority.${index}.prio`}
              label={`Priority ${position}`}
              required
              autoComplete="off"
            />
          )}
        />
        <EntryList<AdditionalFieldDraft>
          name="additional_fields"
          title="Additional Fields"
          addLabel="Add Field"
          emptyText="No additional fields yet."
          newEntry={() => ({
            field_name: summaryAdditionalFieldInitialValues.field_name ?? "",
            field_value: summaryAdditionalFieldInitialValues.field_value ?? "",
          })}
          deleteLabel={(position) => `Delete additional field ${position}`}
          renderEntry={(index, position) => (
            <StyledFieldGrid>
              <FormTextField
                name={`additional_fields.${index}.field_name`}
                label={`Field ${position} Name`}
                required
                autoComplete="off"
              />
              <FormTextArea
                name={`additional_fields.${index}.field_value`}
                label={`Field ${position} Value`}
                required
                rows={1}
                maxLength={SUMMARY_LIMITS.additionalFieldValue.max}
              />
            </StyledFieldGrid>
          )}
        />
        <StyledWide>
          <FormTextArea
            name="comments"
            label="Comments"
            rows={3}
            required={requireComment}
            maxLength={SUMMARY_LIMITS.textMax}
          />
        </StyledWide>
        <FormActions onCancel={onCancel} />
      </Form>
    </StyledFormFrame>
  );
}
