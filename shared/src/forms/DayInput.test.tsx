import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DayInput } from './DayInput';

function Birthday({ onDay, first = '' }: { onDay: (day: string) => void; first?: string }) {
  const [day, setDay] = useState(first);
  return (
    <MantineProvider>
      <DayInput
        label="Birthday"
        value={day}
        max="2026-11-25"
        onChange={(next) => {
          setDay(next);
          onDay(next);
        }}
      />
      <button type="button">elsewhere</button>
    </MantineProvider>
  );
}

describe('DayInput', () => {
  it('shows the day as day-month-year', () => {
    render(<Birthday onDay={() => {}} first="1994-07-21" />);
    expect(screen.getByLabelText('Birthday')).toHaveValue('21-07-1994');
    // The clear button is named (a screen reader and axe read it).
    expect(screen.getByRole('button', { name: /dayInputClear|Clear the day/ })).toBeInTheDocument();
  });

  it('takes a day typed day-month-year, and gives the form YYYY-MM-DD', async () => {
    const onDay = jest.fn();
    render(<Birthday onDay={onDay} />);
    await userEvent.type(screen.getByLabelText('Birthday'), '4-3-2025');
    expect(onDay).toHaveBeenLastCalledWith('2025-03-04');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByLabelText('Birthday')).toHaveValue('04-03-2025');
  });

  it('lets a day past its last reach the form, whose rule says why it is refused', async () => {
    const onDay = jest.fn();
    render(<Birthday onDay={onDay} />);
    await userEvent.type(screen.getByLabelText('Birthday'), '26-11-2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-11-26');
  });
});
