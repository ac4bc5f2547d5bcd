// @vitest-environment jsdom
import { INSPECTION_PHOTO_MAX_BYTES, type Photo } from '@carsetu/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoUpload } from './photo-upload';

/** A controllable XMLHttpRequest: the test decides when progress, load and errors happen. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static count = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.count += 1;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const photo: Photo = {
  id: 'p1',
  kind: 'defect',
  checkpointKey: 'exterior.front-bumper',
  sources: [
    { width: 320, url: '/photos/p1-320.webp' },
    { width: 640, url: '/photos/p1-640.webp' },
  ],
  variants: [],
};

beforeEach(() => {
  FakeXhr.last = null;
  FakeXhr.count = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderUpload(overrides: Partial<Parameters<typeof PhotoUpload>[0]> = {}) {
  const props = {
    appointmentId: '42',
    kind: 'defect' as const,
    checkpointKey: 'exterior.front-bumper',
    label: 'Photo of front bumper',
    photos: [] as Photo[],
    onUploaded: vi.fn(),
    ...overrides,
  };
  render(<PhotoUpload {...props} />);
  return props;
}

const jpeg = (bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'dent.jpg', { type: 'image/jpeg' });
const xhr = () => FakeXhr.last!;

describe('PhotoUpload', () => {
  it('is a labelled camera input for images', () => {
    renderUpload();
    const input = screen.getByLabelText('Photo of front bumper');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toContain('image/jpeg');
  });

  it('posts the raw image with its type to the photo URL of the checkpoint', async () => {
    renderUpload();
    const file = jpeg();
    await userEvent.upload(screen.getByLabelText('Photo of front bumper'), file);
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe(
      '/api/consumer/api/v1/inspector/appointments/42/inspection/photos?kind=defect&checkpointKey=exterior.front-bumper',
    );
    expect(xhr().headers['content-type']).toBe('image/jpeg');
    expect(xhr().sent).toBe(file);
  });

  it('leaves the checkpoint out of the URL for odometer and VIN photos', async () => {
    renderUpload({ kind: 'odometer', checkpointKey: undefined, label: 'Odometer photo' });
    await userEvent.upload(screen.getByLabelText('Odometer photo'), jpeg());
    expect(xhr().url).toMatch(/\/inspection\/photos\?kind=odometer$/);
  });

  it('shows the progress of a slow upload, then hands the stored photo to its owner', async () => {
    const props = renderUpload();
    await userEvent.upload(screen.getByLabelText('Photo of front bumper'), jpeg());
    const bar = screen.getByRole('progressbar', { name: 'Uploading Photo of front bumper' });
    expect(bar.getAttribute('value')).toBe('0');
    xhr().progress(512, 2048);
    expect(bar.getAttribute('value')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    xhr().respond(201, { data: photo });
    expect(props.onUploaded).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a photo over 10 MB without sending it', async () => {
    const props = renderUpload();
    await userEvent.upload(
      screen.getByLabelText('Photo of front bumper'),
      jpeg(INSPECTION_PHOTO_MAX_BYTES + 1),
    );
    expect(screen.getByRole('alert').textContent).toBe('Each photo can be at most 10 MB.');
    expect(FakeXhr.count).toBe(0);
    expect(props.onUploaded).not.toHaveBeenCalled();
  });

  it("shows the API's reason when it refuses the photo", async () => {
    const props = renderUpload();
    await userEvent.upload(screen.getByLabelText('Photo of front bumper'), jpeg());
    xhr().respond(400, { error: { code: 'BAD_IMAGE', message: 'This file is not a photo.' } });
    expect(screen.getByRole('alert').textContent).toBe('This file is not a photo.');
    expect(props.onUploaded).not.toHaveBeenCalled();
  });

  it('falls back to a general message when the error answer is not JSON', async () => {
    renderUpload();
    await userEvent.upload(screen.getByLabelText('Photo of front bumper'), jpeg());
    xhr().respond(502, '<html>Bad gateway</html>');
    expect(screen.getByRole('alert').textContent).toBe(
      'The photo could not be uploaded. Try again.',
    );
  });

  it('says the photo was not uploaded when the connection drops, and allows another try', async () => {
    renderUpload();
    const input = screen.getByLabelText('Photo of front bumper');
    await userEvent.upload(input, jpeg());
    xhr().fail();
    expect(screen.getByRole('alert').textContent).toBe(
      'No connection. The photo was not uploaded; try again.',
    );
    await userEvent.upload(input, jpeg());
    expect(FakeXhr.count).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the uploaded photos with the smallest size and a text alternative', () => {
    renderUpload({ photos: [photo] });
    const list = screen.getByRole('list', { name: 'Photo of front bumper: uploaded photos' });
    const image = list.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/photos/p1-320.webp');
    expect(screen.getByRole('img', { name: 'Photo of front bumper (uploaded)' })).toBe(image);
  });

  it('shows no photo list before anything is uploaded', () => {
    renderUpload();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
