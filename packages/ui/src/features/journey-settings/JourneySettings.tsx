import { journeySettingsSchema, type JourneySettings as Settings } from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import styled from "styled-components";
import { useFormSave } from "../../blocks/form-layout";
import { PageHeading, PageHint, PageStack } from "../../blocks/page-layout";
import {
  type JourneySettingsSlice,
  type SaveJourneySettingsSlice,
  useJourneySettings,
  useSaveJourneySettings,
} from "../../data/hooks/journey";
import { formatIstDateTime, personName } from "../../format";
import { Button } from "../../primitives/Button";
import { ErrorState } from "../../primitives/ErrorState";
import { Form, SubmitButton } from "../../primitives/Form";
import { Skeleton, SkeletonRows } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { StageCard, StyledListError } from "./components/StageCard";
import { draftOf, inputOf, moved, newStage, type SettingsDraft } from "./settingsDraft";

/** What JourneySettings reads and writes through the adapter. */
export type JourneySettingsAdapter = JourneySettingsSlice & SaveJourneySettingsSlice;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledStages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledAddStage = styled.div`
  align-self: flex-start;
`;

/** Who last changed the journey here, or that it is still the seed file's. */
function modifiedText(settings: Settings): string {
  if (!settings.modified) return "The journey as the seed file set it; not changed here yet.";
  const by = settings.modified_by ? ` by ${personName(settings.modified_by)}` : "";
  return `Last changed ${formatIstDateTime(settings.modified)}${by}.`;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const save = useSaveJourneySettings();
  const formSave = useFormSave<SettingsDraft>();
  // The form starts from the settings first read; a save starts it again from the server's answer.
  const initialValues = useMemo(() => draftOf(settings), [settings]);

  async function submit(values: SettingsDraft, helpers: FormikHelpers<SettingsDraft>) {
    const saved = await formSave.save(helpers, () => save.mutateAsync(inputOf(values)));
    if (saved) helpers.resetForm({ values: draftOf(saved.data) });
  }

  return (
    <Form<SettingsDraft>
      aria-label="Journey Settings"
      initialValues={initialValues}
      validationSchema={journeySettingsSchema}
      onSubmit={submit}
    >
      {(form) => {
        const stages = form.values.stages;
        const setStages = (next: SettingsDraft["stages"]) => void form.setFieldValue("stages", next);
        const listError: unknown = form.errors.stages;
        return (
          <>
            <StyledBar>
              <PageHint>{modifiedText(settings)}</PageHint>
              <StyledActions>
                <Button
                  variant="secondary"
                  disabled={!form.dirty || form.isSubmitting}
                  onClick={() => form.resetForm()}
                >
                  Discard changes
                </Button>
                <SubmitButton disabled={!form.dirty}>Save</SubmitButton>
              </StyledActions>
            </StyledBar>
            {typeof listError === "string" ? (
              <StyledListError role="alert">{listError}</StyledListError>
            ) : null}
            <StyledStages aria-label="Stages">
              {stages.map((stage, index) => (
                <StageCard
                  key={stage.key}
                  index={index}
                  count={stages.length}
                  stage={stage}
                  onMove={(by) => setStages(moved(stages, index, by))}
                  onDelete={() => setStages(stages.filter((_, other) => other !== index))}
                />
              ))}
            </StyledStages>
            <StyledAddStage>
              <Button
                variant="secondary"
                icon={<Plus aria-hidden="true" />}
                onClick={() => setStages([...stages, newStage()])}
              >
                Add stage
              </Button>
            </StyledAddStage>
          </>
        );
      }}
    </Form>
  );
}

/**
 * Journey Settings (SUPER_ADMIN): the journey's stages in order, each with its tasks, edited in
 * place and saved whole. Stages and tasks move with their arrow buttons or Alt+Arrow keys; a stage
 * or task in use is retired (and restored), never deleted, and a task in use keeps its type. An
 * EVALUATION task may gate its stage, with a quorum of approvals and a blind flag; a stage may have
 * an SLA in days. The form checks the server's own schema; a refusal the server alone can tell (a
 * task in use) shows on the task or stage it names, and in the toast.
 */
export function JourneySettings() {
  const settings = useJourneySettings();
  return (
    <PageStack>
      <PageHeading>Journey Settings</PageHeading>
      {settings.data !== undefined ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the journey"
          message={toastErrorText(settings.error)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Skeleton label="Loading the journey">
          <SkeletonRows count={6} columns={4} />
        </Skeleton>
      )}
    </PageStack>
  );
}
