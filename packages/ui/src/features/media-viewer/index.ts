export {
  MediaViewer,
  type MediaViewerAdapter,
  type MediaViewerProps,
  type ViewableFile,
} from "./MediaViewer";
export { renderKind, type RenderKind } from "./utils/renderKind";
