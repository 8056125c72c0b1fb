import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { AdminApiError } from '../../admin/api/http';
import { AdminFilters, PagedTable, usePagedList, type FilterField } from '../../admin/components/paged-table';
import { Pill, When, type Tone } from '../../admin/components/ui';
import { useQueryParams } from '../../admin/use-query-params';
import { optionsOf, useReferenceLists } from '../../admin/use-reference-lists';
import {
  kycQueue,
  rejectDocument,
  verifyDocument,
  type DocumentKind,
  type QueueFilter,
  type QueueRow,
  type ReviewStatus,
} from '../api/kyc';
import { RejectDialog } from './reject-dialog';

const STATUSES: ReviewStatus[] = ['pending', 'verified', 'rejected'];
const KINDS: DocumentKind[] = ['aadhar_front', 'aadhar_back', 'pan_front'];
const KIND_KEYS: Record<DocumentKind, string> = {
  aadhar_front: 'signup.aadharFront',
  aadhar_back: 'signup.aadharBack',
  pan_front: 'signup.panFront',
};
const TONE: Record<ReviewStatus, Tone> = { pending: 'warn', verified: 'good', rejected: 'bad' };

/** The review queue: oldest upload first, each document opened in a new tab, then verified or rejected. */
export function KycQueue() {
  const { t } = useTranslation();
  const qp = useQueryParams();
  const { states } = useReferenceLists();
  const filter: QueueFilter = {
    status: (qp.get('status') as ReviewStatus | undefined) ?? 'pending',
    state_id: qp.get('state_id'),
    kind: qp.get('kind') as DocumentKind | undefined,
  };
  const list = usePagedList('kyc-queue', filter, kycQueue);
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<QueueRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(row: QueueRow, work: () => Promise<unknown>, done: string) {
    setBusy(row.id);
    try {
      await work();
      toast.success(done);
    } catch (err) {
      toast.error(err instanceof AdminApiError && err.status === 409 ? t('kyc.admin.alreadyDecided') : t('common.somethingWentWrong'));
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: queryKeys.admin.list('kyc-queue') });
    }
  }

  const choice = (name: 'status' | 'state_id' | 'kind', options: { value: string; label: string }[], all: boolean): FilterField => ({
    kind: 'select',
    name,
    label: t(`kyc.admin.filter.${name}`),
    options,
    all: all ? t('admin.common.all') : undefined,
  });

  return (
    <>
      <AdminFilters
        idPrefix="kyc"
        fields={[
          choice(
            'status',
            STATUSES.map((s) => ({ value: s, label: t(`kyc.status.${s}`) })),
            false,
          ),
          choice('state_id', optionsOf(states), true),
          choice(
            'kind',
            KINDS.map((k) => ({ value: k, label: t(KIND_KEYS[k]) })),
            true,
          ),
        ]}
      />
      <PagedTable
        list={list}
        label={t('kyc.admin.title')}
        empty={t('kyc.admin.empty')}
        head={[t('kyc.admin.document'), t('kyc.admin.status'), t('admin.common.actions'), t('kyc.admin.uploaded')]}
        compact
        row={(r) => (
          <tr key={r.id} data-document-id={r.id}>
            {/* What to look at and whose it is first: on a phone the table scrolls sideways. */}
            <td>
              <a href={r.file_url} target="_blank" rel="noopener" className="link admin-table__main">
                {t(KIND_KEYS[r.kind])}
              </a>
              <span className="admin-table__sub">{r.buyer.name || '—'}</span>
              <span className="admin-table__sub">
                {r.buyer.phone}
                {r.state ? ` · ${r.state}` : ''}
              </span>
            </td>
            <td>
              <Pill tone={TONE[r.status]}>{t(`kyc.status.${r.status}`)}</Pill>
              {r.reject_reason ? <span className="admin-table__sub">{t(`kyc.reason.${r.reject_reason}`)}</span> : null}
              {r.reviewed_by ? <span className="admin-table__sub">{r.reviewed_by.name}</span> : null}
            </td>
            <td>
              {r.status === 'pending' ? (
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={busy === r.id}
                    onClick={() => void decide(r, () => verifyDocument(r.id), t('kyc.admin.verifiedToast'))}
                  >
                    {t('kyc.admin.verify')}
                  </button>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    disabled={busy === r.id}
                    onClick={() => setRejecting(r)}
                  >
                    {t('kyc.admin.reject')}
                  </button>
                </div>
              ) : (
                <When iso={r.reviewed_at} />
              )}
            </td>
            <td>
              <When iso={r.uploaded_at} />
            </td>
          </tr>
        )}
      />
      <RejectDialog
        open={rejecting !== null}
        title={rejecting ? t('kyc.admin.rejectTitle', { document: t(KIND_KEYS[rejecting.kind]), name: rejecting.buyer.name }) : ''}
        onClose={() => setRejecting(null)}
        onReject={async (reason, note) => {
          const row = rejecting!;
          setRejecting(null);
          await decide(row, () => rejectDocument(row.id, reason, note), t('kyc.admin.rejectedToast'));
        }}
      />
    </>
  );
}
