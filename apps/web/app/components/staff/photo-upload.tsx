import type { Photo } from '@carsetu/contracts';
import { INSPECTION_PHOTO_MAX_BYTES } from '@carsetu/contracts';
import { useState } from 'react';
import { staffApi } from './staff-api';
import { useDomId } from '../../lib/dom-id';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'error'; message: string };

/**
 * One photo input with a progress bar. The photo goes to the API as the raw image body (XHR, so
 * the bar moves while a slow connection sends it); the API checks and re-encodes it.
 */
export function PhotoUpload({
  appointmentId,
  kind,
  checkpointKey,
  label,
  photos,
  onUploaded,
}: {
  appointmentId: string;
  kind: 'defect' | 'odometer' | 'vin';
  checkpointKey?: string;
  label: string;
  photos: Photo[];
  onUploaded(photo: Photo): void;
}) {
  const id = useDomId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  function send(file: File) {
    if (file.size > INSPECTION_PHOTO_MAX_BYTES) {
      setUpload({ state: 'error', message: 'Each photo can be at most 10 MB.' });
      return;
    }
    const query = new URLSearchParams({ kind, ...(checkpointKey ? { checkpointKey } : {}) });
    const request = new XMLHttpRequest();
    request.open('POST', staffApi.inspectionPhotos(appointmentId, query.toString()));
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        setUpload({ state: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.onload = () => {
      if (request.status === 201) {
        setUpload({ state: 'idle' });
        onUploaded((JSON.parse(request.responseText) as { data: Photo }).data);
      } else {
        let message = 'The photo could not be uploaded. Try again.';
        try {
          message = (JSON.parse(request.responseText) as { error: { message: string } }).error
            .message;
        } catch {
          // keep the default message
        }
        setUpload({ state: 'error', message });
      }
    };
    request.onerror = () =>
      setUpload({
        state: 'error',
        message: 'No connection. The photo was not uploaded; try again.',
      });
    setUpload({ state: 'uploading', percent: 0 });
    request.send(file);
  }

  return (
    <div className="mt-2">
      <label htmlFor={id} className="text-sm font-semibold text-blue-700 underline">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        capture="environment"
        className="sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) send(file);
          event.currentTarget.value = '';
        }}
      />
      {upload.state === 'uploading' && (
        <div className="mt-1 flex items-center gap-2 text-sm">
          <progress
            max={100}
            value={upload.percent}
            aria-label={`Uploading ${label}`}
            className="h-2 w-40"
          />
          <span>{upload.percent}%</span>
        </div>
      )}
      {upload.state === 'error' && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {upload.message}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}: uploaded photos`}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.sources[0]!.url}
                alt={`${label} (uploaded)`}
                width={96}
                height={72}
                className="h-18 w-24 rounded object-cover"
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
