import { mixed, type TestConfig } from "yup";
import { checkFile, type FileLike, type FileRule } from "../files";

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    "name" in value &&
    typeof value.name === "string" &&
    "size" in value &&
    typeof value.size === "number"
  );
}

/** A chosen file (browser File or server upload); anything else fails with invalidMessage. */
export function fileSchema(invalidMessage: string) {
  return mixed<FileLike>(isFileLike).typeError(invalidMessage).nullable();
}

/** Checks a chosen file against an upload rule and reports the rule's own message. */
export function fileRuleTest(fileRule: FileRule): TestConfig<FileLike | null | undefined> {
  return {
    name: "fileRule",
    test: (value, context) => {
      if (value == null) return true;
      const message = checkFile(value, fileRule);
      return message === null || context.createError({ message });
    },
  };
}
