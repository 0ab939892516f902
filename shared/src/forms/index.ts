// Forms: @mantine/form checked by the zod contract. Its own entry, so only the screens with a form (dialogs and pages
// that load on demand) bring @mantine/form and the contract's schemas; the first screen has none.

export { FileButton, Textarea } from '@mantine/core';
export { CodeField } from './CodeField';
export { DayInput } from './DayInput';
export { Form } from './Form';
export { FormError } from './FormError';
export type { FieldInputProps } from './field-input';
export { GenderSelect } from './GenderSelect';
export { PasswordField } from './PasswordField';
export { ResendCode } from './ResendCode';
export { resendButton, resendSecondsLeft } from './resend-button';
export { firstErrorKey, firstFailure, useContractForm } from './use-contract-form';
export { useDialogSubmit } from './use-dialog-submit';
export { useFormSubmit } from './use-form-submit';
export { useNow } from './use-now';
