import { describe, expect, it } from '@jest/globals';
import { AppProviders } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizeHandler } from '../../../shared/test/localize';
import { mockApi } from '../../../shared/test/mock-api';
import { ImageField } from './ImageField';

mockApi(localizeHandler({ choosePicture: 'Choose a picture' }));

describe('a staff form picture', () => {
  it('is chosen with a styled button, not the browser\'s bare "Choose File" input, and passed on once picked', async () => {
    const picked: (File | undefined)[] = [];
    render(
      <AppProviders>
        <ImageField
          label="Banner picture"
          preview=""
          uploading={false}
          onFile={(file) => picked.push(file)}
        />
      </AppProviders>,
    );
    const button = await screen.findByRole('button', { name: 'Choose a picture' });
    expect(button.className).toMatch(/mantine-Button-root/);
    const input = screen.getByLabelText('Banner picture') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input).not.toBeVisible();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await waitFor(() => expect(picked).toEqual([png]));
  });
});
