import { badRequest, forbidden, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { checkDocument, extensionOf, type CheckedFile, type DocumentStore, type StoredFile } from './document-store.js';
import * as repo from './repo.js';
import type { Db, Executor } from '../../db/client.js';
import type { identityDocuments } from '../../db/schema/index.js';
import type { UploadedFile } from './multipart.js';
import type { DocumentKind } from './schema.js';
import type { FastifyBaseLogger } from 'fastify';

/** Multipart field → document kind (spec §3 sign-up payload names). */
export const FILE_FIELDS: Record<string, DocumentKind> = {
  front_aadhar_file: 'aadhar_front',
  back_aadhar_file: 'aadhar_back',
  pan_file: 'pan_front',
};
type IdentityDocumentRow = typeof identityDocuments.$inferSelect;

const ALL_KINDS: DocumentKind[] = ['aadhar_front', 'aadhar_back', 'pan_front'];

export interface IdentityNumbers {
  /** 12 digits or empty; only the last four are kept. */
  aadhar?: string;
  pan?: string;
}

export interface Requester {
  id: number;
  isAdmin: boolean;
  isAuctionAdmin: boolean;
}

export const maskAadhar = (last4: string | null) => (last4 ? `XXXX XXXX ${last4}` : null);

/** A current identity document as its owner and the admin console see it; this module serves its file to both. */
export const identityDocumentView = (d: IdentityDocumentRow) => ({
  id: d.id,
  kind: d.kind,
  mime: d.mime,
  size_bytes: d.sizeBytes,
  status: d.status,
  uploaded_at: d.createdAt.toISOString(),
  file_url: `/user/identity-documents/${d.id}/file`,
});

export function createDocumentService({ db, store, log }: { db: Db; store: DocumentStore; log: FastifyBaseLogger }) {
  /** Type-checks every file by its bytes before anything is written. */
  async function check(files: UploadedFile[]): Promise<CheckedFile[]> {
    return Promise.all(
      files.map((f) => {
        const kind = FILE_FIELDS[f.field];
        if (!kind) throw badRequest(message('kyc.unexpected_file_field', { name: f.field }));
        return checkDocument(kind, f.data);
      }),
    );
  }

  const save = (files: CheckedFile[]) => store.save(files);

  /** Files of a transaction that did not commit. */
  async function discard(stored: StoredFile[]) {
    await store.remove(stored.map((s) => s.storageKey)).catch((err) => log.error({ err }, 'removing orphaned uploads failed'));
  }

  /**
   * Records new files (retiring the ones they replace) and identity numbers inside the caller's
   * transaction. Returns the retired files, to delete once the transaction has committed.
   */
  async function attach(tx: Executor, userId: number, stored: StoredFile[], numbers: IdentityNumbers): Promise<string[]> {
    const retired = await repo.retireDocuments(
      tx,
      userId,
      stored.map((s) => s.kind),
    );
    await repo.insertDocuments(
      tx,
      stored.map((s) => ({ userId, kind: s.kind, storageKey: s.storageKey, mime: s.mime, sizeBytes: s.sizeBytes })),
    );
    const current = new Set((await repo.currentDocuments(tx, userId)).map((d) => d.kind));
    await repo.updateIdentity(tx, userId, {
      ...(numbers.aadhar ? { aadharLast4: numbers.aadhar.slice(-4) } : {}),
      ...(numbers.pan ? { panNumber: numbers.pan } : {}),
      // "Documents uploaded" means the full set a buyer is asked for: Aadhaar both sides and PAN.
      docsUploaded: ALL_KINDS.every((k) => current.has(k)),
      // A new file waits for review, whatever its predecessor's state.
      ...(stored.length > 0 ? { kycVerified: false } : {}),
    });
    return retired;
  }

  async function upload(userId: number, numbers: IdentityNumbers, files: UploadedFile[]) {
    if (files.length === 0 && !numbers.aadhar && !numbers.pan) {
      throw badRequest('kyc.upload_something');
    }
    const stored = await save(await check(files));
    let retired: string[];
    try {
      retired = await db.transaction((tx) => attach(tx, userId, stored, numbers));
    } catch (err) {
      await discard(stored);
      throw err;
    }
    await store.remove(retired).catch((err) => log.error({ err }, 'removing replaced documents failed'));
    return list(userId);
  }

  async function list(userId: number) {
    const [identity, docs] = await Promise.all([repo.findIdentity(db, userId), repo.currentDocuments(db, userId)]);
    if (!identity) throw notFound('kyc.user_not_found');
    return {
      user_id: userId,
      aadhar_number: maskAadhar(identity.aadharLast4),
      pan_number: identity.panNumber,
      docs_uploaded: identity.docsUploaded,
      kyc_verified: identity.kycVerified,
      documents: docs.map((d) => ({
        ...identityDocumentView(d),
        reviewed_at: d.reviewedAt ? d.reviewedAt.toISOString() : null,
        reject_reason: d.rejectReason,
        reject_note: d.rejectNote,
      })),
    };
  }

  async function listFor(requester: Requester, userId: number | undefined) {
    if (userId !== undefined && userId !== requester.id && !isAdmin(requester)) {
      throw forbidden('kyc.admins_only');
    }
    return list(userId ?? requester.id);
  }

  /** Owner and admins only; anyone else learns nothing, not even that the document exists. */
  async function openFile(requester: Requester, id: number) {
    const doc = await repo.findDocument(db, id);
    if (!doc || (doc.userId !== requester.id && !isAdmin(requester)) || doc.replacedAt) {
      throw notFound('kyc.document_not_found');
    }
    const file = await store.open(doc.storageKey);
    if (!file) throw notFound('kyc.document_not_found');
    return { ...file, mime: doc.mime, fileName: `${doc.kind}.${extensionOf(doc.mime)}` };
  }

  return { check, save, discard, attach, upload, listFor, openFile };
}

const isAdmin = (r: Requester) => r.isAdmin || r.isAuctionAdmin;

export type DocumentService = ReturnType<typeof createDocumentService>;
