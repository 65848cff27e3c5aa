import { FileField, type FileFieldProps } from "../FileField";
import { useBoundProps, type Bound, type Named } from "./binding";
import type { FormFieldBinding } from "./useFormField";

export type FormFileFieldProps = Omit<FileFieldProps, Bound | "multiple"> &
  Named & {
    /** Stores a list of files instead of one file or null. Default: false. */
    multiple?: boolean;
  };

export function FormFileField({ name, multiple = false, ...props }: FormFileFieldProps) {
  const { value, ...bound } = useBoundProps(
    name,
    (field: FormFieldBinding<File | readonly File[] | null>) => ({
      value: field.value,
      onChange: field.setValue,
    }),
  );
  if (multiple) {
    return <FileField {...props} {...bound} multiple value={Array.isArray(value) ? value : []} />;
  }
  return <FileField {...props} {...bound} value={value instanceof File ? value : null} />;
}
