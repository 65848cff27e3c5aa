export { UploadFormEnd, type UploadFormEndProps } from "./UploadFormEnd";
