import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROVIDER_LIMITS, type ProviderDirectoryQuery } from '#shared/contracts/providers.contract';
import { DirectorySearchForm } from './directory-search-form';

function renderForm(query: ProviderDirectoryQuery = {}) {
  const onSearch = vi.fn<(query: ProviderDirectoryQuery) => void>();
  render(<DirectorySearchForm query={query} onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup() };
}

const searchButton = () => screen.getByRole('button', { name: 'Search providers' });

describe('DirectorySearchForm', () => {
  it('searches with each filter trimmed and leaves blank ones out', async () => {
    const { onSearch, user } = renderForm();
    await user.type(screen.getByLabelText('Name or keyword'), '  garcia ');
    await user.type(screen.getByLabelText('Location'), '   ');
    await user.selectOptions(screen.getByLabelText('Telehealth'), 'true');
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledTimes(1);
    const [query] = onSearch.mock.calls[0] ?? [];
    expect(query).toEqual({ q: 'garcia', telehealth: 'true' });
    expect(query?.near).toBeUndefined();
    expect(query?.specialty).toBeUndefined();
  });

  it('starts from the address and clears it', async () => {
    const { onSearch, user } = renderForm({ q: 'sleep', telehealth: 'false' });
    expect(screen.getByLabelText('Name or keyword')).toHaveValue('sleep');
    expect(screen.getByLabelText('Telehealth')).toHaveValue('false');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith({});
    expect(screen.getByLabelText('Name or keyword')).toHaveValue('');
    expect(screen.getByLabelText('Telehealth')).toHaveValue('');
  });

  it("refuses a filter longer than the directory's query reads, searching nothing", async () => {
    const { onSearch, user } = renderForm();
    // Typing stops at the field's maxLength; a script can still put more in it.
    const specialty = screen.getByLabelText('Specialty');
    fireEvent.change(specialty, { target: { value: 'a'.repeat(PROVIDER_LIMITS.query + 1) } });
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      `At most ${PROVIDER_LIMITS.query} characters.`,
    );
    expect(specialty).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
