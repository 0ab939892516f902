import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/** The message key of the first rule a form breaks: the schema reports its issues in the spec's order. */
export const firstErrorKey = (errors: FormErrors): string | null => {
  const [first] = Object.values(errors);
  return typeof first === 'string' ? first : null;
};

/** The key a form of this schema shows for these values, or null when they may be sent. */
export const firstFailure = <Schema extends z.ZodType>(schema: Schema, values: z.input<Schema>) =>
  firstErrorKey(schemaResolver(schema, { sync: true })(values));

/**
 * A form checked by a schema of the shared contract, the rules the API checks the same body with. As the spec's
 * forms do, only the first failing rule counts: its field is marked invalid (the message itself goes under the form,
 * see FormError), and `check()` answers its key. `body()` is what the schema makes of the latest values: the body to send.
 */
export function useContractForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  initialValues: z.input<Schema>,
) {
  const form = useForm<z.input<Schema>>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: ({ field, form: { errors } }) => ({
      error: Object.keys(errors)[0] === field ? true : undefined,
    }),
  });
  const check = () => firstErrorKey(form.validate().errors);
  const body = (): z.output<Schema> => schema.parse(form.getValues());
  return { ...form, check, body };
}
