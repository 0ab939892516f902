import { describe, expect, it } from '@jest/globals';
import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { registerBodySchema } from '../contract';
import { PasswordField } from './PasswordField';
import { useContractForm } from './use-contract-form';

type Sent = { error: string | null; body: unknown };

/** Register's fields (the contract's schema, as the API checks it) and what a submit reports. */
function RegisterFields({ onSubmit }: { onSubmit: (sent: Sent) => void }) {
  const form = useContractForm(registerBodySchema, {
    firstName: '',
    lastName: '',
    phone: '',
    password: '',
    confirmPassword: '',
    gender: 'Female',
    email: '',
  });
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const failed = form.check();
        setError(failed);
        onSubmit({ error: failed, body: failed ? null : form.body() });
      }}
    >
      <TextInput label="First name" {...form.getInputProps('firstName')} />
      <TextInput label="Last name" {...form.getInputProps('lastName')} />
      <TextInput label="Phone" {...form.getInputProps('phone')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
      <PasswordField label="Confirm" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
      <p role="alert">{error}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = () => {
  const sent: Sent[] = [];
  render(
    <MantineProvider>
      <RegisterFields onSubmit={(result) => sent.push(result)} />
    </MantineProvider>,
  );
  return sent;
};

describe('a form checked by a contract schema', () => {
  it('reports only the first failing rule, in the schema order, and marks that field alone', async () => {
    const user = userEvent.setup();
    const sent = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('firstNameIsRequired');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('First name'), 'Sokha');
    await user.type(screen.getByLabelText('Last name'), 'Chan');
    await user.type(screen.getByLabelText('Phone'), '012 345 678');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('newPasswordAndConfirmPasswordAreNotMatched');
    expect(screen.getByLabelText('Confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent.map((result) => result.error)).toEqual([
      'firstNameIsRequired',
      'newPasswordAndConfirmPasswordAreNotMatched',
    ]);
  });

  it("sends what the schema makes of the values: the API's body", async () => {
    const user = userEvent.setup();
    const sent = renderForm();
    await user.type(screen.getByLabelText('First name'), ' Sokha ');
    await user.type(screen.getByLabelText('Last name'), 'Chan');
    await user.type(screen.getByLabelText('Phone'), '12 345 678');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([
      {
        error: null,
        body: expect.objectContaining({
          firstName: 'Sokha',
          phone: '012345678',
          gender: 'Female',
          email: null,
        }),
      },
    ]);
  });
});
