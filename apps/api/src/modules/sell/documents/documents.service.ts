import { randomBytes } from 'node:crypto';
import {
  REQUIRED_SELLER_DOCUMENTS,
  SELLER_DOCUMENT_MAX_BYTES,
  SELLER_DOCUMENT_MAX_FILES,
  SELLER_DOCUMENT_MESSAGES,
  SELLER_DOCUMENT_TYPES,
  type DmsAuthBody,
  type DocumentChecklist,
  type SellerDocument,
  type SellerDocumentType,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { AppError, HTTP, badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { queryRows, toIso } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import type { PhotoStorage } from '../inspection/photo-storage';
import { SELL_MESSAGES } from '../sell.constants';
import { issueDmsToken, readDmsToken, spendDmsToken, type DmsHeaders } from './dms-token';

/** Staff who may read and verify a seller's documents (city-bound grants: their city only). */
export const DOCUMENT_STAFF_ROLES = ['inspector', 'runner', 'admin'] as const;
export const DOCUMENTS_PATH = '/api/consumer/api/v2/seller/documents';

interface SaleRow {
  id: string;
  appointment_id: string;
  user_id: string;
  city_id: number;
  accepted_at: string | Date | null;
}

const saleColumns = sql`select id, appointment_id, user_id, city_id, accepted_at from sell_appointments`;

/** The owner's accepted sale; another user's appointment is "not found" (it is not theirs). */
async function ownedAcceptedSale(db: Database, where: ReturnType<typeof sql>, owner: SessionUser) {
  const [row] = await queryRows<SaleRow>(db, sql`${saleColumns} where ${where}`);
  if (!row || row.user_id !== owner.userId) throw notFound(SELL_MESSAGES.notFound);
  if (!row.accepted_at) throw conflict('NOT_ACCEPTED', SELLER_DOCUMENT_MESSAGES.notAccepted);
  return row;
}
export const saleByToken = (db: Database, token: string, owner: SessionUser) =>
  ownedAcceptedSale(db, sql`token = ${token}`, owner);

/** Staff of an allowed role (in the appointment's city when the grant is city-bound). */
export function isDocumentStaff(user: SessionUser, cityId: number): boolean {
  return user.roles.some(
    (grant) =>
      (DOCUMENT_STAFF_ROLES as readonly string[]).includes(grant.role) &&
      (grant.cityId === null || grant.cityId === undefined || grant.cityId === cityId),
  );
}

/** The owner, or staff allowed to see documents; everyone else gets "not found". */
async function viewableSale(db: Database, appointmentId: string, viewer: SessionUser) {
  const [row] = await queryRows<SaleRow>(
    db,
    sql`${saleColumns} where appointment_id = ${appointmentId}`,
  );
  if (!row || (row.user_id !== viewer.userId && !isDocumentStaff(viewer, row.city_id)))
    throw notFound(SELL_MESSAGES.notFound);
  return row;
}

/** seller/dms/auth: a short-lived, single-use upload token for the owner's accepted sale. */
export async function createDmsToken(
  db: Database,
  owner: SessionUser,
  body: DmsAuthBody,
  now: Date,
) {
  const sale = await ownedAcceptedSale(db, sql`appointment_id = ${body.appointmentId}`, owner);
  return issueDmsToken(
    db,
    {
      appointmentRowId: sale.id,
      userId: owner.userId,
      client: body.client,
      department: body.department,
    },
    now,
  );
}

type DocumentContentType = SellerDocument['contentType'];

/** JPEG, PNG or PDF by the first bytes, never by name or the Content-Type the client sent. */
export function sniffDocument(bytes: Buffer): DocumentContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const EXTENSIONS: Record<DocumentContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The name shown back to the seller: the last path part, safe characters only. */
export function displayName(given: string, type: SellerDocumentType, kind: DocumentContentType) {
  const base = (given.split(/[\\/]/).pop() ?? '')
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 100);
  return base || `${type}.${EXTENSIONS[kind]}`;
}

export interface UploadPart {
  documentType: string | null;
  fileName: string;
  bytes: Buffer;
}

interface DocumentRow {
  id: string;
  appointment_id: string;
  document_type: SellerDocumentType;
  status: SellerDocument['status'];
  file_name: string;
  content_type: DocumentContentType;
  size_bytes: number;
  reject_reason: string | null;
  created_at: string | Date;
  reviewed_at: string | Date | null;
  storage_key: string;
}

const asSellerDocument = (row: DocumentRow): SellerDocument => ({
  id: row.id,
  appointmentId: row.appointment_id,
  documentType: row.document_type,
  status: row.status,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  rejectReason: row.reject_reason,
  uploadedAt: toIso(row.created_at),
  reviewedAt: row.reviewed_at ? toIso(row.reviewed_at) : null,
  url: `${DOCUMENTS_PATH}/${row.id}`,
});

const documentColumns = sql`select d.id, a.appointment_id, d.document_type, d.status, d.file_name,
  d.content_type, d.size_bytes, d.reject_reason, d.created_at, d.reviewed_at, d.storage_key
  from sell_documents d join sell_appointments a on a.id = d.appointment_id`;

/**
 * api/v2/seller/documents: checks the token, then every file (type named, size, magic bytes),
 * then spends the jti and records the files; nothing is stored when one file is refused.
 */
export async function uploadDocuments(
  db: Database,
  storage: PhotoStorage,
  headers: DmsHeaders,
  parts: UploadPart[],
  now: Date,
): Promise<SellerDocument[]> {
  const claims = await readDmsToken(db, headers, now);
  if (parts.length === 0) throw badRequest(SELLER_DOCUMENT_MESSAGES.noFiles);
  if (parts.length > SELLER_DOCUMENT_MAX_FILES) throw badRequest(SELLER_DOCUMENT_MESSAGES.tooMany);
  const checked = parts.map((part) => {
    const type = part.documentType?.trim().toUpperCase() ?? '';
    if (!(SELLER_DOCUMENT_TYPES as readonly string[]).includes(type))
      throw badRequest(SELLER_DOCUMENT_MESSAGES.badType, {
        documentType: SELLER_DOCUMENT_MESSAGES.badType,
      });
    if (part.bytes.length === 0) throw badRequest(SELLER_DOCUMENT_MESSAGES.noFiles);
    if (part.bytes.length > SELLER_DOCUMENT_MAX_BYTES)
      throw new AppError(HTTP.PAYLOAD_TOO_LARGE, 'TOO_LARGE', SELLER_DOCUMENT_MESSAGES.tooLarge);
    const kind = sniffDocument(part.bytes);
    if (!kind)
      throw new AppError(
        HTTP.UNSUPPORTED_MEDIA_TYPE,
        'UNSUPPORTED_MEDIA_TYPE',
        SELLER_DOCUMENT_MESSAGES.unsupported,
      );
    const documentType = type as SellerDocumentType;
    return {
      documentType,
      kind,
      bytes: part.bytes,
      fileName: displayName(part.fileName, documentType, kind),
      key: `documents/${randomBytes(18).toString('base64url')}`,
    };
  });
  const ids = await db.transaction(async (tx) => {
    await spendDmsToken(tx, claims, now);
    const [sale] = await queryRows<{ user_id: string; accepted_at: string | null }>(
      tx,
      sql`select user_id, accepted_at from sell_appointments where id = ${claims.apt}`,
    );
    if (!sale || sale.user_id !== claims.sub) throw notFound(SELL_MESSAGES.notFound);
    if (!sale.accepted_at) throw conflict('NOT_ACCEPTED', SELLER_DOCUMENT_MESSAGES.notAccepted);
    // Bytes first: a row never points at a file that was not stored.
    for (const file of checked) await storage.put(file.key, file.bytes);
    const inserted: string[] = [];
    for (const file of checked) {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into sell_documents (appointment_id, document_type, storage_key, content_type,
              size_bytes, file_name, jti, created_at)
            values (${claims.apt}, ${file.documentType}, ${file.key}, ${file.kind},
              ${file.bytes.length}, ${file.fileName}, ${claims.jti}, ${now})
            returning id`,
      );
      inserted.push(row!.id);
    }
    return inserted;
  });
  const rows = await queryRows<DocumentRow>(
    db,
    sql`${documentColumns} where d.jti = ${claims.jti} order by d.created_at, d.id`,
  );
  return ids.map((id) => asSellerDocument(rows.find((row) => row.id === id)!));
}

/** Every document of the appointment, newest first (owner or document staff). */
export async function listDocuments(db: Database, appointmentId: string, viewer: SessionUser) {
  const sale = await viewableSale(db, appointmentId, viewer);
  const rows = await queryRows<DocumentRow>(
    db,
    sql`${documentColumns} where d.appointment_id = ${sale.id} order by d.created_at desc, d.id`,
  );
  return rows.map(asSellerDocument);
}

/** One document's bytes (owner or document staff; anyone else: not found). */
export async function documentFile(
  db: Database,
  storage: PhotoStorage,
  documentId: string,
  viewer: SessionUser,
) {
  const [row] = await queryRows<DocumentRow & { user_id: string; city_id: number }>(
    db,
    sql`select d.id, d.storage_key, d.content_type, d.file_name, a.user_id, a.city_id
        from sell_documents d join sell_appointments a on a.id = d.appointment_id
        where d.id = ${documentId}`,
  );
  if (!row || (row.user_id !== viewer.userId && !isDocumentStaff(viewer, row.city_id)))
    throw notFound(SELLER_DOCUMENT_MESSAGES.notFound);
  const bytes = await storage.get(row.storage_key);
  if (!bytes) throw notFound(SELLER_DOCUMENT_MESSAGES.notFound);
  return { bytes, contentType: row.content_type, fileName: row.file_name };
}

/** document/verify: staff mark one document of this appointment verified or rejected. */
export async function verifyDocument(
  db: Database,
  token: string,
  staff: SessionUser,
  body: { documentId: string; status: 'verified' | 'rejected'; reason?: string },
  now: Date,
) {
  const [sale] = await queryRows<SaleRow>(db, sql`${saleColumns} where token = ${token}`);
  if (!sale) throw notFound(SELL_MESSAGES.notFound);
  if (!isDocumentStaff(staff, sale.city_id))
    throw forbidden('Only an inspector, runner or admin can verify documents.');
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sell_documents set status = ${body.status},
          reject_reason = ${body.status === 'rejected' ? body.reason! : null},
          reviewed_by = ${staff.userId}, reviewed_at = ${now}
        where id = ${body.documentId} and appointment_id = ${sale.id} returning id`,
  );
  if (rows.length === 0) throw notFound(SELLER_DOCUMENT_MESSAGES.notFound);
  const [row] = await queryRows<DocumentRow>(
    db,
    sql`${documentColumns} where d.id = ${body.documentId}`,
  );
  return asSellerDocument(row!);
}

/**
 * The checklist payout and pickup read: the latest document of each type counts. Complete when
 * every required type has a current document that is not rejected (insurance is optional).
 */
export async function documentChecklistOf(
  db: Database,
  appointmentRowId: string,
): Promise<DocumentChecklist> {
  const current = await queryRows<{ document_type: SellerDocumentType; status: string }>(
    db,
    sql`select distinct on (document_type) document_type, status from sell_documents
        where appointment_id = ${appointmentRowId}
        order by document_type, created_at desc, id desc`,
  );
  const byStatus = (status?: string) =>
    SELLER_DOCUMENT_TYPES.filter((type) =>
      current.some((row) => row.document_type === type && (!status || row.status === status)),
    );
  const rejected = byStatus('rejected');
  const missing = REQUIRED_SELLER_DOCUMENTS.filter(
    (type) => !current.some((row) => row.document_type === type && row.status !== 'rejected'),
  );
  return {
    complete: missing.length === 0,
    required: [...REQUIRED_SELLER_DOCUMENTS],
    uploaded: byStatus(),
    verified: byStatus('verified'),
    rejected,
    missing,
  };
}

/** document/upload/verify: the owner's checklist. */
export async function uploadChecklist(db: Database, token: string, owner: SessionUser) {
  const sale = await saleByToken(db, token, owner);
  return documentChecklistOf(db, sale.id);
}
