export { backupPlugin, BACKUP_ROUTE, type BackupRouteOptions } from "./plugin";
export { type BackupSource, installationOf, prepareBackup } from "./create";
export {
  claimDataDir,
  DataDirInUseError,
  localUrl,
  newControlKey,
  publishServer,
  readControl,
  releaseDataDir,
} from "./control";
export { type HoldableStorage, withRemovalHold } from "./hold";
export { restoreArchive, TargetNotEmptyError } from "./restore";
export { verifyArchive } from "./verify";
export { ArchiveError, type Manifest } from "./manifest";
