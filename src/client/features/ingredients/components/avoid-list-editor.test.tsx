import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_AVOID_ITEMS, MAX_AVOID_NAME } from '#shared/contracts/ingredients.contract';
import { AvoidListEditor } from './avoid-list-editor';

function renderEditor(names: string[] = ['palm oil']) {
  const onSave = vi.fn<(names: string[]) => Promise<unknown>>().mockResolvedValue(undefined);
  render(
    <AvoidListEditor
      items={names.map((name) => ({ name, id: null }))}
      canEdit
      onSave={onSave}
      isSaving={false}
      saveError={null}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

const field = () => screen.getByLabelText('Ingredient to avoid');
const addButton = () => screen.getByRole('button', { name: 'Add' });

describe('AvoidListEditor', () => {
  it('refuses a blank, overlong or repeated name in its own words, and adds nothing', async () => {
    const { user } = renderEditor();
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Type an ingredient to add.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field(), { target: { value: 'a'.repeat(MAX_AVOID_NAME + 1) } });
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      `An ingredient name has ${MAX_AVOID_NAME} characters at most.`,
    );

    await user.clear(field());
    await user.type(field(), '  Palm Oil ');
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Palm Oil is already on your list.');
    const list = screen.getByRole('list', { name: 'Ingredients you avoid' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save my avoid-list' })).toBeDisabled();
  });

  it('refuses a name once the list is full', async () => {
    const full = Array.from({ length: MAX_AVOID_ITEMS }, (_, index) => `item ${index}`);
    const { user } = renderEditor(full);
    await user.type(field(), 'aspartame');
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Your avoid-list holds ${MAX_AVOID_ITEMS} ingredients at most.`,
    );
  });

  it('adds a trimmed name, empties the field, and saves the whole list', async () => {
    const { onSave, user } = renderEditor();
    await user.type(field(), ' Aspartame ');
    await user.click(addButton());
    expect(field()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save my avoid-list' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['palm oil', 'Aspartame']));
  });
});
