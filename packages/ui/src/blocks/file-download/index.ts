export { saveFile } from "./saveFile";
