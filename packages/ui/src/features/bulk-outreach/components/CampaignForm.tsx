import {
  campaignSchema,
  type CampaignAudience,
  EDITOR_FONTS,
  type EmailFont,
  type EmailTemplate,
  UNVERIFIED_SENDERS_NOTE,
} from "@pipeline/contract";
import { type FormikHelpers, useFormikContext } from "formik";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { StyledFieldGrid, StyledFormFrame, StyledWide } from "../../../blocks/form-layout";
import { EmailComposer } from "../../../blocks/email-composer";
import { formatIstDateTime } from "../../../format";
import {
  Form,
  FormDateTimeField,
  FormIdSelect,
  FormRadioGroup,
  FormTextField,
  useFormField,
} from "../../../primitives/Form";
import { useSenderChoices } from "../hooks/useSenderChoices";
import type { PlaceholderTarget } from "../types";
import { type CampaignDraft, campaignInitialDraft, validateSendTime } from "../utils/campaignValues";
import { appendToBody, insertAt } from "../utils/placeholders";
import { CampaignPreview } from "./CampaignPreview";
import { PlaceholderButtons } from "./PlaceholderButtons";

const SEND_OPTIONS = [
  { value: "now" as const, label: "Now" },
  { value: "later" as const, label: "Later" },
];

/** The composer's font select and body, spaced as the form's fields are. */
const StyledComposer = styled(StyledWide)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSendTime = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};

  > :last-child {
    flex: 1 1 ${({ theme }) => theme.size.toolbarControl};
  }
`;

/**
 * Writes a placeholder where the body's caret is (at its end when the user has not been in the
 * body yet), through the editor's own input handling: an insertText input event, as typing makes,
 * so that it lands in the editor's content and its undo history. Where the editor does not take
 * such events (a browser without input events), the placeholder is added at the body's end.
 */
function insertIntoBody(bodyId: string, placeholder: string, atEnd: boolean, append: () => void) {
  const editable = document.getElementById(bodyId);
  if (editable && typeof InputEvent === "function") {
    editable.focus();
    const selection = document.getSelection();
    if (atEnd && selection) {
      selection.selectAllChildren(editable);
      selection.collapseToEnd();
    }
    const input = new InputEvent("beforeinput", {
      inputType: "insertText",
      data: placeholder,
      bubbles: true,
      cancelable: true,
    });
    editable.dispatchEvent(input);
    if (input.defaultPrevented) return;
  }
  append();
}

type FieldsProps = { audience: CampaignAudience | undefined; templateFailed: boolean; font: EmailFont };

function CampaignFields({
  audience,
  templateFailed,
  font,
  onFontChange,
}: FieldsProps & { onFontChange: (font: EmailFont) => void }) {
  const { values, setFieldValue } = useFormikContext<CampaignDraft>();
  const senders = useSenderChoices();
  const body = useFormField<string>("body");
  const subject = useFormField<string>("subject");
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyId = useId();
  const [target, setTarget] = useState<PlaceholderTarget>("body");
  // Whether the user has been in the body's text, so that it has a caret of theirs.
  const bodyVisited = useRef(false);

  // Back to "Now", a time picked before no longer counts (nor is it checked against the clock).
  const { send, datetime } = values;
  useEffect(() => {
    if (send === "now" && datetime !== null) void setFieldValue("datetime", null, false);
  }, [send, datetime, setFieldValue]);

  function handleInsert(placeholder: string) {
    if (target === "body") {
      insertIntoBody(bodyId, placeholder, !bodyVisited.current, () =>
        body.setValue(appendToBody(body.value, placeholder)),
      );
      return;
    }
    const input = subjectRef.current;
    const next = insertAt(
      subject.value,
      placeholder,
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
    );
    subject.setValue(next.text);
    // The caret follows the placeholder once the field shows the new text.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <StyledFormFrame>
      <StyledFieldGrid>
        {/* The form may show after the dialog opened (its template loads): the first field takes the focus then. */}
        <FormTextField name="campaign_name" label="Campaign name" required autoComplete="off" autoFocus />
        <FormIdSelect
          name="sender_id"
          label="Sender"
          required
          options={senders.options}
          placeholder={senders.isPending ? "Loading senders…" : "Select a sender"}
          description={senders.someUnverified ? UNVERIFIED_SENDERS_NOTE : undefined}
        />
        <StyledWide onFocus={() => setTarget("subject")}>
          <FormTextField
            ref={subjectRef}
            name="subject"
            label="Subject"
            required
            autoComplete="off"
            description={
              templateFailed
                ? "The initial outreach template could not be loaded: write the e-mail here."
                : undefined
            }
          />
        </StyledWide>
        <StyledWide>
          <PlaceholderButtons target={target} onInsert={handleInsert} />
        </StyledWide>
        <StyledComposer
          onFocus={(event) => {
            setTarget("body");
            if (event.target.id === bodyId) bodyVisited.current = true;
          }}
        >
          <EmailComposer
            id={bodyId}
            label="Body"
            required
            value={body.value}
            onChange={body.setValue}
            onBlur={body.onBlur}
            error={body.error}
            font={font}
            onFontChange={onFontChange}
          />
        </StyledComposer>
        <StyledWide>
          <CampaignPreview
            subject={values.subject}
            body={values.body}
            font={font}
            sample={audience?.sample}
          />
        </StyledWide>
        <StyledWide>
          <StyledSendTime>
            <FormRadioGroup name="send" label="Send" orientation="horizontal" options={SEND_OPTIONS} />
            {values.send === "later" ? (
              <FormDateTimeField
                name="datetime"
                label="Send at"
                required
                minNow
                description={
                  values.datetime
                    ? `Scheduled for ${formatIstDateTime(values.datetime)} IST.`
                    : "The earliest is now."
                }
              />
            ) : null}
          </StyledSendTime>
        </StyledWide>
      </StyledFieldGrid>
    </StyledFormFrame>
  );
}

export type CampaignFormProps = {
  /** Id of the form element, so the dialog's footer can submit it. */
  id: string;
  /** The initial outreach template whose subject and body the form starts from; none when it failed. */
  template: EmailTemplate | undefined;
  templateFailed: boolean;
  /** Whom the campaign reaches, for the preview; undefined while it is counted. */
  audience: CampaignAudience | undefined;
  /** Creates the campaign; the body comes written in the chosen font. */
  onSubmit: (values: CampaignDraft, helpers: FormikHelpers<CampaignDraft>, font: EmailFont) => Promise<void>;
};

/**
 * The campaign's fields: name, a verified sender, the subject and the body (started from the
 * template, with the placeholders at hand), a preview for the first recipient, and when it goes.
 * Every message comes from the contract's campaign schema; Enter never submits.
 */
export function CampaignForm({ id, template, templateFailed, audience, onSubmit }: CampaignFormProps) {
  const [font, setFont] = useState<EmailFont>(EDITOR_FONTS[0]);
  const [initialValues] = useState(() => campaignInitialDraft(template));
  return (
    <Form<CampaignDraft>
      id={id}
      aria-label="Campaign"
      initialValues={initialValues}
      validationSchema={campaignSchema}
      validate={validateSendTime}
      onSubmit={(values, helpers) => onSubmit(values, helpers, font)}
    >
      <CampaignFields
        audience={audience}
        templateFailed={templateFailed}
        font={font}
        onFontChange={setFont}
      />
    </Form>
  );
}
