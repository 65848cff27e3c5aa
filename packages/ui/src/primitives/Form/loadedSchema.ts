import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from "formik";

/** A yup schema, as formik's `validationSchema` takes one. */
type Schema = Parameters<typeof validateYupSchema>[1];

/**
 * A formik `validate` for a form whose page shows before its schema library has loaded (the
 * sign-in page): `load` is called at the first validation, and the errors are the ones
 * `validationSchema` gives for the same schema.
 */
export function validateWithLoadedSchema<Values extends FormikValues>(
  load: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      // yup rejects with a ValidationError for invalid values; anything else is a real failure.
      if (error instanceof Error && error.name === "ValidationError") return yupToFormErrors(error);
      throw error;
    }
  };
}
