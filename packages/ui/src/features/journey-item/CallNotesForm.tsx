import {
  type CallNotes,
  callNotesHaveContent,
  callNotesSchema,
  CALL_NOTES_EMPTY_MESSAGE,
  CALL_NOTES_LIMITS,
  type Id,
} from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useState } from "react";
import styled from "styled-components";
import {
  type CallNotesSlice,
  type SaveCallNotesSlice,
  useCallNotes,
  useSaveCallNotes,
} from "../../data/hooks/journeyItem";
import { Form, FormCheckbox, FormTextArea, FormTextField } from "../../primitives/Form";
import {
  FormActions,
  StyledFieldGrid,
  StyledFormFrame,
  StyledSection,
  StyledSectionTitle,
  useFormSave,
} from "../../blocks/form-layout";
import { LoadedRecord } from "./components/RecordStatus";
import type { RecordFormProps } from "./types";
import {
  type CallNotesDraft,
  callNotesToDraft,
  newCallNotesDraft,
  toCallNotesInput,
} from "./utils/callNotesValues";

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What CallNotesForm reads and writes through the adapter. */
export type CallNotesFormAdapter = CallNotesSlice & SaveCallNotesSlice;

export type CallNotesFormProps = RecordFormProps<CallNotes>;

type TextName = Exclude<keyof CallNotesDraft, "funding_projection_done">;
/** A figure is one line; a text or a narrative a text area with its counter. */
type Kind = "figure" | "text" | "narrative" | "stage";
type FieldSpec = [TextName, string, Kind];

const LIMITS: Record<Kind, number> = {
  figure: CALL_NOTES_LIMITS.figureMax,
  text: CALL_NOTES_LIMITS.textMax,
  narrative: CALL_NOTES_LIMITS.narrativeMax,
  stage: CALL_NOTES_LIMITS.stageMax,
};

const SECTIONS: ReadonlyArray<{ title: string; fields: readonly FieldSpec[] }> = [
  {
    title: "Financials",
    fields: [
      ["revenue_cash_flow_based", "Revenue (Cash Flow Based)", "figure"],
      ["ebidta", "EBITDA", "figure"],
      ["personnel_cost_expense", "Personnel Cost / Expense", "figure"],
      ["net_burn", "Net Burn", "figure"],
      ["current_sales_cash_basis", "Current Sales (Cash Basis)", "figure"],
    ],
  },
  {
    title: "Team",
    fields: [
      ["current_team_size", "Current Team Size", "figure"],
      ["tech_team_count", "Tech Team Count", "figure"],
      ["sales_team_count", "Sales Team Count", "figure"],
      ["other_team_count", "Other Team Count", "figure"],
      ["cxo_team_composition", "CXO Team Composition", "text"],
      ["team_structure", "Team Structure", "text"],
    ],
  },
  {
    title: "Ownership and Governance",
    fields: [
      ["cap_table", "Cap Table", "text"],
      ["founder_equity", "Founder Equity", "figure"],
      ["dilution", "Dilution", "figure"],
      ["convertible_loans", "Convertible Loans", "text"],
      ["board_composition", "Board Composition", "text"],
      ["decision_rights", "Decision Rights", "text"],
      ["institutional_loans", "Institutional Loans", "text"],
    ],
  },
  {
    title: "Funding",
    fields: [
      ["total_fund_ask", "Total Fund Ask", "figure"],
      ["current_valuation", "Current Valuation", "figure"],
      ["earlier_funding_round", "Earlier Funding Round", "text"],
      ["earlier_valuation", "Earlier Valuation", "figure"],
      ["fund_utilization", "Fund Utilization", "text"],
    ],
  },
];

const CLOSING: readonly FieldSpec[] = [
  ["cashflow_projection_notes", "Cash Flow Projection Notes", "narrative"],
  ["business_expansion_challenges", "Business Expansion Challenges", "narrative"],
  ["tech_expansion_challenges", "Tech Expansion Challenges", "narrative"],
  ["fundraising_challenges", "Fundraising Challenges", "narrative"],
  ["stage", "Stage", "stage"],
  ["finance_team_comments", "Finance Team Comments", "narrative"],
];

function renderField([name, label, kind]: FieldSpec) {
  // Figures and the stage are one line, without a native limit, so a long value shows Too Long!.
  if (kind === "figure" || kind === "stage") {
    return <FormTextField key={name} name={name} label={label} autoComplete="off" />;
  }
  return (
    <FormTextArea
      key={name}
      name={name}
      label={label}
      rows={kind === "narrative" ? 3 : 2}
      maxLength={LIMITS[kind]}
    />
  );
}

/**
 * The call notes of a company: financials, team, ownership and governance, funding, whether a
 * funding projection was done, and the projections, challenges and comments. Creates the notes
 * without an id and updates them with one.
 */
export function CallNotesForm({ id = null, ...props }: CallNotesFormProps) {
  const record = useCallNotes(id);
  return (
    <LoadedRecord id={id} record={record} what="call notes">
      {(loaded) => <CallNotesFormBody loadedId={id} loaded={loaded} {...props} />}
    </LoadedRecord>
  );
}

type CallNotesFormBodyProps = Omit<CallNotesFormProps, "id"> & {
  loadedId: Id | null;
  loaded: CallNotes | null;
};

function CallNotesFormBody({ loadedId, loaded, target, onSaved, onCancel }: CallNotesFormBodyProps) {
  const [id, setId] = useState(loadedId);
  const [initialValues] = useState(() => (loaded ? callNotesToDraft(loaded) : newCallNotesDraft()));
  const saveNotes = useSaveCallNotes();
  const { save } = useFormSave<CallNotesDraft>();
  // Notes with nothing in them are not saved: the form says so beside Save until something is.
  const [empty, setEmpty] = useState(false);

  async function handleSubmit(values: CallNotesDraft, helpers: FormikHelpers<CallNotesDraft>) {
    const filled = callNotesHaveContent(values);
    setEmpty(!filled);
    if (!filled) return;
    const result = await save(helpers, () =>
      saveNotes.mutateAsync({ id, input: toCallNotesInput(values, target) }),
    );
    if (!result) return;
    if (result.data.id !== undefined) setId(result.data.id);
    onSaved?.(result.data);
  }

  return (
    <StyledFormFrame>
      <Form<CallNotesDraft>
        aria-label={id === null ? "Add Call Notes" : "Update Call Notes"}
        initialValues={initialValues}
        validationSchema={callNotesSchema}
        onSubmit={handleSubmit}
      >
        {SECTIONS.map(({ title, fields }) => (
          <StyledSection key={title}>
            <StyledSectionTitle>{title}</StyledSectionTitle>
            <StyledFieldGrid>{fields.map((field) => renderField(field))}</StyledFieldGrid>
          </StyledSection>
        ))}
        <StyledSection>
          <StyledSectionTitle>Projections and Challenges</StyledSectionTitle>
          <FormCheckbox name="funding_projection_done" label="Funding projection done" />
          <StyledFieldGrid>{CLOSING.map((field) => renderField(field))}</StyledFieldGrid>
        </StyledSection>
        {empty ? <StyledEmpty role="alert">{CALL_NOTES_EMPTY_MESSAGE}</StyledEmpty> : null}
        <FormActions onCancel={onCancel} />
      </Form>
    </StyledFormFrame>
  );
}
