/** What a form's field gives an input (`form.getInputProps(name)`). */
export type FieldInputProps = {
  value?: string;
  onChange?: (event: { currentTarget: { value: string } }) => void;
  error?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
};
