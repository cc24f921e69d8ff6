import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeProfileApi,
  renderWithProfileApi,
  type FakeProfileApi,
} from '../../../../../../tests/setup/fake-profile-api';
import { ProfileSaverProvider } from '../../hooks/profile-saver';
import { EditHealthProfileDialog } from './edit-health-profile-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <ProfileSaverProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open editor
      </button>
      <EditHealthProfileDialog open={open} onOpenChange={setOpen} />
    </ProfileSaverProvider>
  );
}

function answerIntegrity(api: FakeProfileApi, issues: string[]): void {
  api.on({
    'POST /api/profile/integrity-check': {
      body: { isValid: issues.length === 0, score: 8, issues },
    },
  });
}

// The saver sends leftover edits when it unmounts (after each test): keep the fake API answering
// until the file ends, so no late write or local backup leaks into the next test.
beforeEach(() => {
  localStorage.clear();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function openDialog() {
  return screen.findByRole('dialog', { name: 'Edit Health Profile' });
}

describe('Edit Health Profile dialog', () => {
  it('shows the badges, enables Save only with unsaved changes, and the % filled in follows an edit', async () => {
    const api = createFakeProfileApi({ dietary_info: { dietType: 'vegan' } });
    const user = userEvent.setup();
    renderWithProfileApi(<Harness />, api);
    const dialog = await openDialog();

    expect(within(dialog).getByText('8% filled in')).toBeInTheDocument();
    expect(within(dialog).queryByText('Unsaved Changes')).not.toBeInTheDocument();
    expect(within(dialog).getByText('All changes saved')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    // Seven sections; Diet & Nutrition is already complete.
    const nav = within(dialog).getByRole('navigation', { name: 'Profile sections' });
    expect(within(nav).getAllByRole('button')).toHaveLength(7);
    expect(
      within(nav).getByRole('button', { name: /^Diet & Nutrition\s*\(complete\)/ }),
    ).toBeInTheDocument();
    expect(
      within(nav).getByRole('button', { name: /^Personal Information\s*\(incomplete\)/ }),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Age'), '34');
    expect(within(dialog).getByText('16% filled in')).toBeInTheDocument();
    expect(within(dialog).getByText('Unsaved Changes')).toBeInTheDocument();
    expect(within(dialog).getByText('You have unsaved changes')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // Nothing reaches the server until Save Changes.
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);
  });

  it('saves the changed section, toasts its title, then lists integrity issues in the amber box', async () => {
    const api = createFakeProfileApi();
    answerIntegrity(api, ['Basic personal information is incomplete']);
    const user = userEvent.setup();
    renderWithProfileApi(<Harness />, api);
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Age'), '34');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Personal Information updated successfully'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(1);
    expect(api.callsTo('PATCH /api/profile')[0]!.body).toMatchObject({
      personal_info: { age: 34 },
    });
    expect(api.profile.personal_info.age).toBe(34);
    expect(
      await within(dialog).findByText('Basic personal information is incomplete'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('All changes saved')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it("says 'Failed to save changes' when the save does not reach the server", async () => {
    const api = createFakeProfileApi();
    api.failWrites = 'network';
    const user = userEvent.setup();
    renderWithProfileApi(<Harness />, api);
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Age'), '34');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
    expect(within(dialog).getByText('Unsaved Changes')).toBeInTheDocument();
    api.failWrites = null; // the saver retries on unmount; let that succeed
  });

  it('asks before closing with unsaved changes', async () => {
    const api = createFakeProfileApi();
    const user = userEvent.setup();
    renderWithProfileApi(<Harness />, api);
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Age'), '50');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Edit Health Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue(50);

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Health Profile' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);

    // Reopening starts from the saved profile.
    await user.click(screen.getByRole('button', { name: 'Open editor' }));
    expect(await screen.findByLabelText('Age')).toHaveValue(null);
  });

  it('asks to save first when switching sections with unsaved changes', async () => {
    const api = createFakeProfileApi();
    const user = userEvent.setup();
    renderWithProfileApi(<Harness />, api);
    const dialog = await openDialog();
    const nav = within(dialog).getByRole('navigation', { name: 'Profile sections' });

    await user.type(within(dialog).getByLabelText('Age'), '41');
    await user.click(within(nav).getByRole('button', { name: /^Lifestyle/ }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Save your changes first?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(await within(dialog).findByRole('heading', { name: 'Lifestyle' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);

    await user.click(within(nav).getByRole('button', { name: /^Personal Information/ }));
    expect(within(dialog).getByLabelText('Age')).toHaveValue(null);
    await user.type(within(dialog).getByLabelText('Age'), '41');
    await user.click(within(nav).getByRole('button', { name: /^Medications/ }));
    confirm = await screen.findByRole('alertdialog', { name: 'Save your changes first?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('heading', { name: 'Medications' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(1);
    expect(
      await screen.findByText('Personal Information updated successfully'),
    ).toBeInTheDocument();
  });
});
