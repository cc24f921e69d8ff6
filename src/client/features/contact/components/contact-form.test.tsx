import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import { ContactForm, CONTACT_SUCCESS_MESSAGE } from './contact-form';

function renderForm(contactAnswer: FakeAnswer) {
  // Signed out: everything but the contact endpoint answers null.
  const api = fakeFetch(() => ({ body: null })).on({ 'POST /api/contact': contactAnswer });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['auth', 'session'], null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const CREATED: FakeAnswer = {
  status: 201,
  body: { id: 'm1', createdAt: '2026-11-21T00:00:00.000Z' },
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Exporting my data');
  await user.type(screen.getByLabelText('Message'), 'How do I download everything I have logged?');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows a clear message for each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderForm(CREATED);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.calls.some((call) => call.path === '/api/contact')).toBe(false);
  });

  it('rejects an invalid email and a message over 1000 characters', async () => {
    const user = userEvent.setup();
    renderForm(CREATED);
    await user.type(screen.getByLabelText('Email'), 'ada@nowhere');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 1000 characters')).toBeInTheDocument();
    expect(screen.getByText('1001 / 1000 characters')).toBeInTheDocument();
  });

  it('clears an error once the field is fixed', async () => {
    const user = userEvent.setup();
    renderForm(CREATED);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('posts the message as JSON and shows the thank-you text on 201', async () => {
    const user = userEvent.setup();
    const api = renderForm(CREATED);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(CONTACT_SUCCESS_MESSAGE).toBe(
      'Thank you — your message has been received. We reply within two business days.',
    );
    const call = api.calls.find((sent) => sent.path === '/api/contact');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Exporting my data',
      message: 'How do I download everything I have logged?',
    });
  });

  it("shows the server's message when the request is refused", async () => {
    const user = userEvent.setup();
    renderForm({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many messages. Please try again later.' },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many messages. Please try again later.',
      ),
    );
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
    // What the user typed is kept so they can try again.
    expect(screen.getByLabelText('Subject')).toHaveValue('Exporting my data');
  });
});
