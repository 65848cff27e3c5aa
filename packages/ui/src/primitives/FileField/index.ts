export { FileField, formatFileSize, type FileFieldProps } from "./FileField";
