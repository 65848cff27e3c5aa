export { AuditChangeList, type AuditChangeListProps } from "./AuditChangeList";
export {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  actionLabel,
  actionTone,
  actorText,
  auditTimeText,
  changeSummary,
  entityLabel,
  fieldChanges,
  fieldLabel,
  targetText,
  valueText,
  type AuditFieldChange,
} from "./auditText";
