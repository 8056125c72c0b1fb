import { DOCUMENT_KINDS, type DocumentKind } from '@vahanhaat/contract/http/vocabulary';
import { getJson, postEmpty, postMultipart, type MultipartFields, type RequestOptions } from '../../../lib/api-client';
import type { IdentityDocuments } from '@vahanhaat/contract/http/accounts';
import type { SubscriptionHistory } from '@vahanhaat/contract/http/billing';

export const SUBSCRIPTIONS_PATH = '/subscriptions/user-active-expired-data';
export const DOCUMENTS_PATH = '/user/identity-documents';
export const UPLOAD_DOCUMENTS_PATH = '/subscriptions/upload-adadhar-pan-details';

// The subscriptions' shapes are the contract's (packages/contract/src/http/billing.ts).
export type { SubscriptionHistory, SubscriptionItem } from '@vahanhaat/contract/http/billing';

export async function subscriptionHistory(options?: RequestOptions): Promise<SubscriptionHistory | undefined> {
  const body = await postEmpty<SubscriptionHistory>(SUBSCRIPTIONS_PATH, options);
  return body.status === 200 ? body.data : undefined;
}

export { DOCUMENT_KINDS } from '@vahanhaat/contract/http/vocabulary';
export type { DocumentKind } from '@vahanhaat/contract/http/vocabulary';

/** The multipart field of each kind (spec §3 sign-up payload names). */
export const UPLOAD_FIELDS: Record<DocumentKind, string> = {
  aadhar_front: 'front_aadhar_file',
  aadhar_back: 'back_aadhar_file',
  pan_front: 'pan_file',
};

export type { IdentityDocument, IdentityDocuments } from '@vahanhaat/contract/http/accounts';

export async function identityDocuments(options?: RequestOptions): Promise<IdentityDocuments | undefined> {
  const body = await getJson<IdentityDocuments>(DOCUMENTS_PATH, options);
  return body.status === 200 ? body.data : undefined;
}

export interface DocumentUpload {
  aadhar?: string;
  pan?: string;
  files: Partial<Record<DocumentKind, File>>;
}

export function uploadDocuments(upload: DocumentUpload) {
  const fields: MultipartFields = {};
  if (upload.aadhar) fields.aadhar = upload.aadhar;
  if (upload.pan) fields.pan = upload.pan;
  for (const kind of DOCUMENT_KINDS) {
    const file = upload.files[kind];
    if (file) fields[UPLOAD_FIELDS[kind]] = file;
  }
  return postMultipart<IdentityDocuments>(UPLOAD_DOCUMENTS_PATH, fields);
}

/** The stored file as a blob (it is served as an attachment, to its owner only). */
export async function documentFile(url: string, signal?: AbortSignal): Promise<Blob | null> {
  const response = await fetch(url, { credentials: 'include', signal });
  return response.ok ? response.blob() : null;
}
