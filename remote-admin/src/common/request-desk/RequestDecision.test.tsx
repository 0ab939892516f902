import { describe, expect, it } from '@jest/globals';
import { AppProviders } from '@portal/shared';
import { adminQuotationAnswerFormSchema, adminQuotationDeclineBodySchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { TextInput } from '@portal/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi } from '../../../../shared/test/mock-api';
import { RequestDecision } from './RequestDecision';

mockApi(
  localizeHandler({
    adminContentSendQuote: 'Send quote',
    adminContentDecline: 'Decline',
    adminContentDeclineReason: 'Reason',
    adminContentDeclineReasonIsRequired: 'Give a reason to decline',
    adminContentQuotedPriceInvalid: 'Enter the quoted price',
    adminContentNotifyNote: 'The customer is told either way.',
  }),
);

type Reply = { action: 'answer' | 'decline'; body: unknown };

/** A quotation desk's decision, recording what it would send. */
function QuoteDecision({ sent }: { sent: unknown[] }) {
  const answer = useContractForm(adminQuotationAnswerFormSchema, {
    price: '',
    message: 'Delivery included.',
  });
  const decline = useContractForm(adminQuotationDeclineBodySchema, { reason: '' });
  return (
    <RequestDecision<Reply>
      send={{ mutate: (decision) => sent.push(decision), isPending: false }}
      accept={{
        form: answer,
        decision: () => ({ action: 'answer', body: answer.body() }),
        buttonKey: 'adminContentSendQuote',
        fields: <TextInput label="Quoted price" {...answer.getInputProps('price')} />,
      }}
      refuse={{
        form: decline,
        decision: () => ({ action: 'decline', body: decline.body() }),
        reasonKey: 'adminContentDeclineReason',
        buttonKey: 'adminContentDecline',
      }}
      noteKey="adminContentNotifyNote"
    />
  );
}

const renderDecision = async () => {
  const sent: unknown[] = [];
  render(
    <AppProviders>
      <QuoteDecision sent={sent} />
    </AppProviders>,
  );
  await screen.findByText('The customer is told either way.');
  return sent;
};

describe('a request desk decision', () => {
  it('shows one message for both forms and marks only the field it is about', async () => {
    const user = userEvent.setup();
    const sent = await renderDecision();
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the quoted price');
    expect(screen.getByLabelText('Quoted price')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason to decline');
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Quoted price')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the decision made of the form chosen', async () => {
    const user = userEvent.setup();
    const sent = await renderDecision();
    await user.type(screen.getByLabelText('Reason'), 'Out of season');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.clear(screen.getByLabelText('Quoted price'));
    await user.type(screen.getByLabelText('Quoted price'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(sent).toEqual([
      { action: 'decline', body: { reason: 'Out of season' } },
      { action: 'answer', body: { quotedPriceCents: 1_250, message: 'Delivery included.' } },
    ]);
  });
});
