import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAB_MESSAGES, type LabUploadState } from '#shared/contracts/labs.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { LabUploadStates } from './lab-upload-states';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MISSING: LabUploadState = {
  id: '6f1c1f5e-0a7b-4c4e-9a52-0d3f3b1c2a10',
  state: 'failed',
  test_type: 'urine',
  display_name: 'march-results.pdf',
  message: LAB_MESSAGES.fileMissing,
  reason: 'FILE_MISSING',
  created_at: '2026-03-02T10:00:00.000Z',
};
const READING: LabUploadState = {
  ...MISSING,
  id: 'c0ffee00-0a7b-4c4e-9a52-0d3f3b1c2a10',
  state: 'reading',
  display_name: 'april.pdf',
  message: null,
  reason: null,
};

describe('LabUploadStates', () => {
  it('tells the person a reading failed, why, and lets them upload again or dismiss it', async () => {
    const api = fakeFetch({ 'DELETE /api/labs/uploads/:id': { status: 204, body: null } });
    const onUploadAgain = vi.fn();
    renderInProviders(
      <LabUploadStates uploads={[MISSING, READING]} onUploadAgain={onUploadAgain} />,
      createTestQueryClient('signed-in'),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('march-results.pdf was not read');
    expect(alert).toHaveTextContent(LAB_MESSAGES.fileMissing);
    expect(screen.getByText(/is still\s+being read/).closest('li')).toHaveTextContent(
      'april.pdf is still being read',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(onUploadAgain).toHaveBeenCalledWith(MISSING);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.method === 'DELETE' && call.path === `/api/labs/uploads/${MISSING.id}`,
        ),
      ).toBe(true),
    );
  });

  it('shows nothing when every upload is a report', () => {
    fakeFetch({});
    const { container } = renderInProviders(
      <LabUploadStates uploads={[]} onUploadAgain={() => undefined} />,
      createTestQueryClient('signed-in'),
    );
    expect(container.querySelector('ul')).toBeNull();
  });
});
