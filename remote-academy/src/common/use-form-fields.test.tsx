import { describe, expect, it } from '@jest/globals';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useFormFields } from './use-form-fields';

function Probe() {
  const { form, field } = useFormFields({ remark: '', people: '1' });
  return (
    <>
      <input aria-label="remark" {...field('remark')} />
      <input aria-label="people" {...field('people')} />
      <output>{JSON.stringify(form)}</output>
    </>
  );
}

/** Types into a controlled input the way a browser does, so React sees a real change event. */
const type = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('form fields', () => {
  it('keeps what is typed into each field, leaving the others alone', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => root.render(<Probe />));
    const input = (label: string) => host.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
    await act(async () => type(input('remark'), 'Morning shift'));
    await act(async () => type(input('people'), '3'));
    expect(JSON.parse(host.querySelector('output')?.textContent ?? '')).toEqual({
      remark: 'Morning shift',
      people: '3',
    });
    await act(async () => root.unmount());
    host.remove();
  });
});
