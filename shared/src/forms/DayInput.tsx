import { DateInput } from '@mantine/dates';
import 'dayjs/locale/km';
import { useTranslation } from 'react-i18next';
import { dayFormat, parseTypedDay } from './day-text';
import './day-input.css';

type Props = {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  /** The first and last day the calendar offers, 'YYYY-MM-DD'. */
  min?: string | undefined;
  max?: string | undefined;
  error?: boolean | string;
  name?: string;
  required?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  'data-testid'?: string;
};

/**
 * A day, typed or picked, shown day-month-year whatever the browser's locale (a native date field shows the
 * browser's own order, mm/dd/yyyy in American English); its calendar speaks the page's language. Gives the form
 * 'YYYY-MM-DD', or '' when cleared.
 */
export function DayInput({ value, onChange, min, max, 'data-testid': testId, ...field }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      {...field}
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
      valueFormat={dayFormat}
      dateParser={parseTypedDay}
      placeholder={dayFormat}
      locale={i18n.language === 'km' ? 'km' : 'en'}
      // Days out of range are greyed in the calendar, but a typed one still reaches the form, whose rules say why
      // it is refused (minDate and maxDate would drop it without a word).
      excludeDate={(day) => Boolean((min && day < min) || (max && day > max))}
      clearable
      clearButtonProps={{ 'aria-label': t('dayInputClear') }}
      inputMode="numeric"
      data-testid={testId}
    />
  );
}
