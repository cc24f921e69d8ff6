import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  validateLabFile,
} from '../lib/upload-validation';
import { makeReport } from '../test-fixtures';
import { LabUploadCard } from './lab-upload-card';

/** A stand-in for XMLHttpRequest: the test drives progress and the answer by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: {
    onprogress:
      ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

function renderCard(initialTestType: 'blood' | 'urine' = 'blood') {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const onUploaded = vi.fn();
  renderInProviders(
    <LabUploadCard initialTestType={initialTestType} onUploaded={onUploaded} />,
    createTestQueryClient('signed-in'),
  );
  return { onUploaded, user: userEvent.setup({ applyAccept: false }) };
}

const fileOf = (name: string, size: number, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('validateLabFile', () => {
  it('accepts the four types up to 10 MB and refuses the rest before sending', () => {
    expect(validateLabFile(fileOf('labs.pdf', 10 * 1024 * 1024, 'application/pdf'))).toBeNull();
    expect(validateLabFile(fileOf('photo.JPG', 1000, 'image/jpeg'))).toBeNull();
    expect(validateLabFile(fileOf('labs.pdf', 10 * 1024 * 1024 + 1, 'application/pdf'))).toBe(
      FILE_TOO_LARGE_MESSAGE,
    );
    expect(validateLabFile(fileOf('setup.exe', 10, 'application/x-msdownload'))).toBe(
      FILE_TYPE_MESSAGE,
    );
    // An extension that does not match the type the browser reports.
    expect(validateLabFile(fileOf('labs.pdf', 10, 'image/png'))).toBe(FILE_TYPE_MESSAGE);
    expect(validateLabFile(fileOf('notes.txt', 10, 'text/plain'))).toBe(FILE_TYPE_MESSAGE);
  });
});

describe('LabUploadCard', () => {
  it('states the accepted types and limit, and refuses an oversized file without sending it', async () => {
    const { user } = renderCard();
    expect(screen.getByText(/PDF, JPEG, PNG or GIF, up to 10 MB/)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Lab report file'),
      fileOf('big.pdf', 11 * 1024 * 1024, 'application/pdf'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('File is too large (max 10 MB)');
    expect(screen.getByRole('button', { name: 'Upload and read report' })).toBeDisabled();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file of the wrong type', async () => {
    const { user } = renderCard();
    await user.upload(
      screen.getByLabelText('Lab report file'),
      fileOf('virus.exe', 100, 'application/x-msdownload'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_TYPE_MESSAGE);
  });

  it('sends the file with the chosen test type, shows progress, and hands over the extraction', async () => {
    const { user, onUploaded } = renderCard('urine');
    expect(screen.getByRole('radio', { name: 'Urine test' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Blood and urine' }));
    await user.upload(
      screen.getByLabelText('Lab report file'),
      fileOf('labs.pdf', 4000, 'application/pdf'),
    );
    expect(screen.getByText('labs.pdf').parentElement).toHaveTextContent(
      'Selected: labs.pdf (4 KB)',
    );
    await user.click(screen.getByRole('button', { name: 'Upload and read report' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/labs');
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(xhr.body?.get('test_type')).toBe('combined');
    expect((xhr.body?.get('file') as File).name).toBe('labs.pdf');

    xhr.upload.onprogress?.({ loaded: 2000, total: 4000, lengthComputable: true });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    xhr.upload.onprogress?.({ loaded: 4000, total: 4000, lengthComputable: true });
    expect(await screen.findByText(/Reading your report/)).toBeInTheDocument();

    const report = makeReport({ test_type: 'combined' });
    xhr.respond(201, report);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(report));
  });

  it("shows the server's message when it refuses the file", async () => {
    const { user } = renderCard();
    await user.upload(
      screen.getByLabelText('Lab report file'),
      fileOf('labs.pdf', 4000, 'application/pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and read report' }));
    FakeXhr.last!.respond(415, {
      code: 'UNSUPPORTED_FILE_TYPE',
      message:
        'Only JPEG, PNG, GIF or PDF files are accepted, and the file name must match its content.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the file name must match its content',
    );
  });
});
