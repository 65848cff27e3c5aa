import { type EmailFont, TOAST_DURATION_MS } from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { Send } from "lucide-react";
import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { useFormSave } from "../../blocks/form-layout";
import {
  type CampaignAudienceSlice,
  type CreateCampaignSlice,
  type InitialOutreachTemplateSlice,
  type MatchingCompanyIdsSlice,
  useCampaignAudience,
  useCreateCampaign,
  useInitialOutreachTemplate,
  useMatchingCompanyIds,
} from "../../data/hooks/campaignForm";
import { formatNumber } from "../../format";
import { Button } from "../../primitives/Button";
import { Dialog } from "../../primitives/Dialog";
import { ErrorState } from "../../primitives/ErrorState";
import { ProgressBar } from "../../primitives/ProgressBar";
import { Skeleton, SkeletonBlock, SkeletonText } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { AudienceSummary } from "./components/AudienceSummary";
import { CampaignForm } from "./components/CampaignForm";
import type { SenderChoicesSlice } from "./hooks/useSenderChoices";
import type { OutreachCompanies } from "./types";
import { type CampaignDraft, toCampaignInput } from "./utils/campaignValues";

/**
 * What the campaign dialog reads and writes: the ids behind "every company matching", whom the
 * campaign reaches, the senders, the initial outreach template and the campaign itself.
 */
export type CampaignDialogAdapter = MatchingCompanyIdsSlice &
  CampaignAudienceSlice &
  SenderChoicesSlice &
  InitialOutreachTemplateSlice &
  CreateCampaignSlice;

export type CampaignDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: its close button, Escape, Cancel, or a campaign created. */
  onClose: () => void;
  /** The companies the campaign is for, as the companies table hands them over. */
  companies: OutreachCompanies;
  /** Called with the server's message once the campaign is created, before the dialog closes. Default: none. */
  onCreated?: (message: string) => void;
};

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledResolving = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Stands in for the form while the template loads. */
function FormSkeleton() {
  return (
    <Skeleton label="Loading the campaign form">
      <SkeletonBlock />
      <SkeletonBlock />
      <SkeletonText lines={6} />
    </Skeleton>
  );
}

/** The ids of the chosen companies: as given, or listed by the server for "every company matching". */
function useChosenCompanyIds(companies: OutreachCompanies, enabled: boolean) {
  const matching = useMatchingCompanyIds(enabled && companies.kind === "all-matching" ? companies : null);
  const given = companies.kind === "ids" ? companies.ids : null;
  return { ids: given ?? matching.data?.ids ?? null, matching };
}

/**
 * Bulk Initial Outreach: a campaign of the initial outreach e-mail to the chosen companies' people.
 * It says whom the campaign reaches (and whom it leaves out) before anything is sent, starts from the
 * initial outreach template, and sends now or schedules it. A press beside the dialog does not close
 * it, so a half-written campaign is not lost; after a failure the form stays as it was for another
 * try. Nothing is read while the dialog is closed.
 */
export function CampaignDialog({ open, onClose, companies, onCreated }: CampaignDialogProps) {
  const formId = useId();
  const { save } = useFormSave<CampaignDraft>({ toast: { duration: TOAST_DURATION_MS.campaign } });
  const { ids, matching } = useChosenCompanyIds(companies, open);
  const audience = useCampaignAudience(open ? ids : null);
  const template = useInitialOutreachTemplate(open);
  const create = useCreateCampaign();
  const templateSettled = !template.isPending;
  const ready = ids !== null && templateSettled;
  const nobody = audience.data?.recipients === 0;

  async function handleSubmit(values: CampaignDraft, helpers: FormikHelpers<CampaignDraft>, font: EmailFont) {
    if (ids === null) return;
    const saved = await save(helpers, () => create.mutateAsync(toCampaignInput(values, ids, font)));
    if (!saved) return;
    onCreated?.(saved.message);
    onClose();
  }

  let body: ReactNode;
  if (matching.isError) {
    body = (
      <ErrorState
        title="Could not list the selected companies"
        message={toastErrorText(matching.error)}
        onRetry={() => void matching.refetch()}
        retrying={matching.isFetching}
      />
    );
  } else if (ids === null) {
    const count = companies.kind === "all-matching" ? companies.count : 0;
    body = (
      <StyledResolving>
        <ProgressBar label={`Finding the ${formatNumber(count)} selected companies…`} />
        <span>
          Every company matching the table's search and filters is listed before its recipients are counted.
        </span>
      </StyledResolving>
    );
  } else {
    body = (
      <StyledBody>
        <AudienceSummary
          audience={audience.data}
          error={audience.error}
          isError={audience.isError}
          retrying={audience.isFetching}
          onRetry={() => void audience.refetch()}
        />
        {templateSettled ? (
          <CampaignForm
            id={formId}
            template={template.data}
            templateFailed={template.isError}
            audience={audience.data}
            onSubmit={handleSubmit}
          />
        ) : (
          <FormSkeleton />
        )}
      </StyledBody>
    );
  }

  return (
    <Dialog
      title="Bulk Initial Outreach"
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            icon={<Send aria-hidden="true" />}
            loading={create.isPending}
            disabled={!ready || nobody}
          >
            Create campaign
          </Button>
        </>
      }
    >
      {open ? body : null}
    </Dialog>
  );
}
