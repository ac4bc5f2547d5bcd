import {
  INSPECTION_AREAS,
  INSPECTION_CHECKPOINTS,
  INSPECTION_RATINGS,
  INSPECTION_RATING_LABELS,
  type InspectionRating,
  type InspectionView,
  type Photo,
} from '@carsetu/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../ui';
import { PhotoUpload } from './photo-upload';
import { browserApi, settle } from '../../lib/browser-api';

type Answers = InspectionView['answers'];
type SaveState = 'saved' | 'saving' | 'pending' | 'offline' | 'conflict';
const AUTOSAVE_DELAY_MS = 800;
const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  pending: 'Unsaved changes',
  offline: 'No connection: your answers are kept on this page and saved when the signal returns',
  conflict: 'This inspection was changed on another device. Reload to continue.',
};

/** Form field names carry the checkpoint key: rating:<key>, note:<key>. */
export function answersFromForm(form: FormData): Answers {
  const answers: Answers = {};
  for (const checkpoint of INSPECTION_CHECKPOINTS) {
    const rating = form.get(`rating:${checkpoint.key}`);
    if (!rating) continue;
    const note = String(form.get(`note:${checkpoint.key}`) ?? '').trim();
    answers[checkpoint.key] = { rating: rating as InspectionRating, ...(note ? { note } : {}) };
  }
  return answers;
}

/**
 * The inspection checklist, phone first: one collapsible section per area, a rating per
 * checkpoint, defect photos where a rating is not good. It works as a plain form (Save draft /
 * Submit); with JavaScript every change is also saved within a second, so a lost signal loses
 * nothing that was saved, and what was not is retried.
 */
export function InspectionForm({
  inspection,
  error,
}: {
  inspection: InspectionView;
  error?: string;
}) {
  const [answers, setAnswers] = useState<Answers>(inspection.answers);
  const [photos, setPhotos] = useState<Photo[]>(inspection.photos);
  const [revision, setRevision] = useState(inspection.revision);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const dirty = useRef<{ answers: Answers; odometerKm?: number; vin?: string }>({ answers: {} });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const submitted = inspection.status === 'submitted';
  const rated = INSPECTION_CHECKPOINTS.filter((checkpoint) => answers[checkpoint.key]).length;

  async function flush() {
    timer.current = null;
    const changes = dirty.current;
    if (
      Object.keys(changes.answers).length === 0 &&
      changes.odometerKm === undefined &&
      changes.vin === undefined
    )
      return;
    dirty.current = { answers: {} };
    setSaveState('saving');
    const answer = await settle(
      browserApi.PUT('/api/consumer/api/v1/inspector/appointments/{appointmentId}/inspection', {
        params: { path: { appointmentId: inspection.appointmentId } },
        body: { revision: revisionRef.current, ...changes },
      }),
    );
    if (answer.status === 409) return setSaveState('conflict');
    if (!answer.ok) {
      // Put the changes back and retry when the connection returns.
      dirty.current = {
        ...changes,
        ...dirty.current,
        answers: { ...changes.answers, ...dirty.current.answers },
      };
      return setSaveState('offline');
    }
    setRevision(answer.data.data.revision);
    setSaveState(
      dirty.current.answers && Object.keys(dirty.current.answers).length ? 'pending' : 'saved',
    );
  }
  const schedule = () => {
    setSaveState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };
  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  });

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    if (submitted) return;
    const target = event.target as HTMLInputElement;
    const [field, key] = target.name.split(':');
    if (field === 'rating' || field === 'note') {
      const form = new FormData(event.currentTarget);
      const next = answersFromForm(form);
      setAnswers(next);
      if (next[key!]) dirty.current.answers[key!] = next[key!]!;
      schedule();
    } else if (target.name === 'odometerKm' && /^[0-9]{1,7}$/.test(target.value)) {
      dirty.current.odometerKm = Number(target.value);
      schedule();
    } else if (target.name === 'vin' && target.value.trim().length === 17) {
      dirty.current.vin = target.value.trim().toUpperCase();
      schedule();
    }
  }
  const photosOf = (predicate: (photo: Photo) => boolean) => photos.filter(predicate);
  const added = (photo: Photo) => setPhotos((current) => [...current, photo]);

  return (
    <Form method="post" onChange={onChange} className="mt-4">
      <input type="hidden" name="revision" value={revision} />
      <div className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2">
        <p className="text-sm font-semibold text-ink">
          Rated {rated} of {INSPECTION_CHECKPOINTS.length} checkpoints
        </p>
        {!submitted && (
          <p role="status" className="text-sm text-slate-700">
            {SAVE_TEXT[saveState]}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-4 text-red-800">
          {error}
        </p>
      )}
      <fieldset
        disabled={submitted}
        className="mt-4 grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2"
      >
        <legend className="px-1 font-semibold text-ink">Odometer and VIN</legend>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Odometer reading (km)
          <input
            name="odometerKm"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            defaultValue={inspection.odometerKm ?? ''}
            className="rounded-lg border border-slate-400 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          VIN (17 characters)
          <input
            name="vin"
            maxLength={17}
            autoCapitalize="characters"
            defaultValue={inspection.vin ?? ''}
            className="rounded-lg border border-slate-400 px-3 py-2 uppercase"
          />
        </label>
        <PhotoUpload
          appointmentId={inspection.appointmentId}
          kind="odometer"
          label="Odometer photo"
          photos={photosOf((photo) => photo.kind === 'odometer')}
          onUploaded={added}
        />
        <PhotoUpload
          appointmentId={inspection.appointmentId}
          kind="vin"
          label="VIN plate photo"
          photos={photosOf((photo) => photo.kind === 'vin')}
          onUploaded={added}
        />
      </fieldset>
      {INSPECTION_AREAS.map((area, index) => {
        const done = area.checkpoints.filter((checkpoint) => answers[checkpoint.key]).length;
        return (
          <details
            key={area.key}
            open={index === 0}
            className="mt-3 rounded-2xl border border-slate-200"
          >
            <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
              {area.title} ({done}/{area.checkpoints.length})
            </summary>
            <div className="flex flex-col divide-y divide-slate-200 px-4 pb-3">
              {area.checkpoints.map((checkpoint) => {
                const answer = answers[checkpoint.key];
                return (
                  <fieldset key={checkpoint.key} disabled={submitted} className="py-3">
                    <legend className="font-medium text-ink">{checkpoint.label}</legend>
                    <div className="mt-2 flex flex-wrap gap-2">
                      {INSPECTION_RATINGS.map((rating) => (
                        <label
                          key={rating}
                          className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                        >
                          <input
                            type="radio"
                            name={`rating:${checkpoint.key}`}
                            value={rating}
                            defaultChecked={answer?.rating === rating}
                          />
                          {INSPECTION_RATING_LABELS[rating]}
                        </label>
                      ))}
                    </div>
                    {answer && answer.rating !== 'good' && answer.rating !== 'na' && (
                      <>
                        <label className="mt-2 flex flex-col gap-1 text-sm">
                          Note
                          <input
                            name={`note:${checkpoint.key}`}
                            maxLength={300}
                            defaultValue={answer.note ?? ''}
                            className="rounded-lg border border-slate-400 px-3 py-2"
                          />
                        </label>
                        <PhotoUpload
                          appointmentId={inspection.appointmentId}
                          kind="defect"
                          checkpointKey={checkpoint.key}
                          label={`Photo of ${checkpoint.label.toLowerCase()}`}
                          photos={photosOf((photo) => photo.checkpointKey === checkpoint.key)}
                          onUploaded={added}
                        />
                      </>
                    )}
                  </fieldset>
                );
              })}
            </div>
          </details>
        );
      })}
      {!submitted && (
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonClasses('secondary')}>
            Save draft
          </button>
          <button type="submit" name="intent" value="submit" className={buttonClasses('primary')}>
            Submit inspection
          </button>
        </div>
      )}
    </Form>
  );
}
