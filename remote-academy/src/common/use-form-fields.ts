import { useState } from 'react';

/** A form's typed values as strings, with `field(name)` giving an input its value and change handler. */
export function useFormFields<Form extends Record<string, string>>(initial: Form) {
  const [form, setForm] = useState(initial);
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: the event's currentTarget is gone by the time React runs the updater.
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });
  return { form, setForm, field };
}
