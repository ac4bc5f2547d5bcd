import {
  SELLER_DOCUMENT_LABELS,
  SELLER_DOCUMENT_MESSAGES,
  precheckDocumentFile,
  uploadErrorMessage,
  type DmsToken,
  type DocumentChecklist,
  type SellerDocument,
  type SellerDocumentType,
} from '@carsetu/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { useKnownText } from './known-texts';
import { browserApi, settle } from '../../lib/browser-api';
import { closingApi } from './closing-api';
import { ClosingMessages } from './closing-field';
import {
  CLOSING_NOTICES,
  DOCUMENT_STATUS_LABELS,
  documentTypesInOrder,
  formatFileSize,
} from './closing-helpers';
import { useDomId } from '../../lib/dom-id';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'error'; message: string }
  | { state: 'done'; message: string };

const errorMessageOf = (text: string) => {
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message;
  } catch {
    return undefined;
  }
};

/**
 * The seller's documents: a file per type, sent together in one multipart request with a
 * single-use dms token (XHR, so the bar moves while a slow connection sends them). The API
 * checks each file again by its bytes; refusals are explained in words.
 */
export function ClosingDocuments({
  appointmentId,
  documents,
  checklist,
}: {
  appointmentId: string;
  documents: SellerDocument[];
  checklist: DocumentChecklist;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useDomId();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<Partial<Record<SellerDocumentType, File>>>({});
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const t = useT();
  const known = useKnownText();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = Object.entries(chosen) as [SellerDocumentType, File][];
    if (files.length === 0) {
      setUpload({ state: 'error', message: SELLER_DOCUMENT_MESSAGES.noFiles });
      return;
    }
    for (const [type, file] of files) {
      const problem = precheckDocumentFile(file);
      if (problem) {
        setUpload({
          state: 'error',
          message: `${known(SELLER_DOCUMENT_LABELS[type])}: ${known(problem)}`,
        });
        return;
      }
    }
    setUpload({ state: 'uploading', percent: 0 });
    const auth = await settle(
      browserApi.POST('/api/consumer/seller/dms/auth', {
        body: { appointmentId, client: 'web', department: 'seller' },
      }),
    );
    if (!auth.ok) {
      setUpload({
        state: 'error',
        message: uploadErrorMessage(auth.status, auth.message ?? undefined),
      });
      return;
    }
    const token: DmsToken = auth.data.data;
    const body = new FormData();
    for (const [type, file] of files) {
      body.append('documentType', type);
      body.append('files', file, file.name);
    }
    const request = new XMLHttpRequest();
    request.open('POST', closingApi.upload());
    request.setRequestHeader('authorization', `Bearer ${token.token}`);
    request.setRequestHeader('jti', token.jti);
    request.setRequestHeader('utid', token.utid);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable)
        setUpload({
          state: 'uploading',
          percent: Math.round((progress.loaded / progress.total) * 100),
        });
    };
    request.onload = () => {
      if (request.status === 201) {
        setChosen({});
        formRef.current?.reset();
        setUpload({ state: 'done', message: t(CLOSING_NOTICES['upload-documents']) });
        void revalidator.revalidate();
      } else {
        setUpload({
          state: 'error',
          message: uploadErrorMessage(request.status, errorMessageOf(request.responseText)),
        });
      }
    };
    request.onerror = () => setUpload({ state: 'error', message: uploadErrorMessage(0) });
    request.send(body);
  }

  const uploading = upload.state === 'uploading';
  return (
    <section
      aria-labelledby="closing-documents"
      className="rounded-2xl border border-slate-200 p-5"
    >
      <h3 id="closing-documents" className="text-base font-semibold text-ink">
        {t('Documents')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {checklist.complete
          ? t('All required documents are in. We will tell you if one needs another look.')
          : t('Still needed: {documents}.', {
              documents: checklist.missing
                .map((type) => known(SELLER_DOCUMENT_LABELS[type]))
                .join(', '),
            })}{' '}
        {t('Photos (JPEG, PNG) or PDF, up to 8 MB each.')}
      </p>
      <form ref={formRef} onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        {documentTypesInOrder().map(({ type, required }) => (
          <div key={type} className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-${type}`} className="text-sm font-medium text-ink">
              {known(SELLER_DOCUMENT_LABELS[type])}
              {required ? '' : ` ${t('(optional)')}`}
            </label>
            <input
              id={`${idPrefix}-${type}`}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              disabled={uploading}
              className="text-sm"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setChosen((current) => {
                  const next = { ...current };
                  if (file) next[type] = file;
                  else delete next[type];
                  return next;
                });
              }}
            />
          </div>
        ))}
        <noscript>
          <p className="text-sm text-red-700">
            {t('Uploading documents needs JavaScript turned on.')}
          </p>
        </noscript>
        <div>
          <Button type="submit" disabled={uploading}>
            {t('Upload documents')}
          </Button>
        </div>
        {uploading && (
          <div className="flex items-center gap-2 text-sm">
            <progress
              max={100}
              value={upload.percent}
              aria-label={t('Uploading documents')}
              className="h-2 w-48"
            />
            <span>{upload.percent}%</span>
          </div>
        )}
      </form>
      <ClosingMessages
        error={upload.state === 'error' ? upload.message : null}
        notice={upload.state === 'done' ? upload.message : null}
      />
      {documents.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200" aria-label={t('Your uploaded documents')}>
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
            >
              <span>
                <span className="font-semibold">
                  {known(SELLER_DOCUMENT_LABELS[document.documentType])}
                </span>
                <br />
                <a
                  href={document.url}
                  className="text-blue-700 underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  {document.fileName}
                </a>{' '}
                <span className="text-slate-600">({formatFileSize(document.sizeBytes)})</span>
              </span>
              <span
                className={
                  document.status === 'rejected'
                    ? 'font-semibold text-red-700'
                    : document.status === 'verified'
                      ? 'font-semibold text-emerald-700'
                      : 'text-slate-700'
                }
              >
                {t(DOCUMENT_STATUS_LABELS[document.status])}
                {document.rejectReason ? `: ${document.rejectReason}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
