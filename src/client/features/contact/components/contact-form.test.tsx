import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, CONTACT_SUCCESS_MESSAGE } from './contact-form';

type Responder = (url: string, init?: RequestInit) => Promise<Response>;

function renderForm(respondToContact: Responder) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/contact') return respondToContact(url, init);
    return Promise.resolve(new Response('null', { status: 200 })); // signed out
  });
  vi.stubGlobal('fetch', fetchMock);
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
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

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
    const fetchMock = renderForm(() =>
      json(201, { id: 'm1', createdAt: '2026-11-21T00:00:00.000Z' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/contact')).toBe(false);
  });

  it('rejects an invalid email and a message over 1000 characters', async () => {
    const user = userEvent.setup();
    renderForm(() => json(201, { id: 'm1', createdAt: '2026-11-21T00:00:00.000Z' }));
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
    renderForm(() => json(201, { id: 'm1', createdAt: '2026-11-21T00:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('posts the message as JSON and shows the thank-you text on 201', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(() =>
      json(201, { id: 'm1', createdAt: '2026-11-21T00:00:00.000Z' }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(CONTACT_SUCCESS_MESSAGE).toBe(
      'Thank you — your message has been received. We reply within two business days.',
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/contact');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Exporting my data',
      message: 'How do I download everything I have logged?',
    });
  });

  it("shows the server's message when the request is refused", async () => {
    const user = userEvent.setup();
    renderForm(() =>
      json(429, { code: 'RATE_LIMITED', message: 'Too many messages. Please try again later.' }),
    );
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
