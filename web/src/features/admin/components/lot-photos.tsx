import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { PHOTO_SLOTS, type PhotoSlot } from '../../lot/api/lot';
import { deletePhoto, filesOf, reorderPhotos, uploadPhotos, type PhotoFileResult } from '../api/auctions';
import { AdminApiError, errorMessage } from '../api/http';
import { editPhoto } from '../api/lot-report';
import { SelectField } from './ui';
import type { Lot, Photo } from '../api/types';

/** A lot's photos: add (up to 10 at once), delete, and choose the cover (the first). */
export function LotPhotos({ lot, onClose, onChanged }: { lot: Lot; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<Photo[]>(lot.photos);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<PhotoFileResult[]>([]);
  const [slot, setSlot] = useState<PhotoSlot>('other');
  const slotOptions = PHOTO_SLOTS.map((s) => ({ value: s, label: t(`gallery.slot.${s}`) }));

  async function run(work: () => Promise<{ data: Photo[]; msg: string; files?: PhotoFileResult[] }>) {
    setBusy(true);
    setResults([]);
    try {
      const { data, msg, files = [] } = await work();
      setPhotos(data);
      setResults(files);
      if (!files.some((f) => f.status === 'refused')) toast.success(msg || t('admin.common.saved'));
      onChanged();
    } catch (err) {
      const files = err instanceof AdminApiError ? filesOf(err.body) : [];
      if (files.length) setResults(files);
      else toast.error(errorMessage(err, t('common.somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open size="lg" title={t('admin.photos.title', { lot: lot.lot_no })} onClose={onClose} closeDisabled={busy}>
      <SelectField
        id="admin-photo-slot"
        label={t('admin.photos.slot')}
        value={slot}
        disabled={busy}
        onChange={(v) => setSlot(v as PhotoSlot)}
        options={slotOptions}
      />
      <TextField
        id="admin-photo-files"
        label={t('admin.photos.add')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={busy}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void run(() => uploadPhotos(lot.id, files, slot));
        }}
        note={<p className="muted admin-form__note">{t('admin.photos.help')}</p>}
      />
      {results.length ? <UploadResults results={results} /> : null}
      {busy ? <Spinner size="sm" /> : null}
      {photos.length === 0 ? <p className="admin-empty">{t('admin.photos.none')}</p> : null}
      <ul className="admin-photos plain-list">
        {photos.map((p, i) => (
          <li key={p.id} className="admin-photos__item">
            <img src={p.thumbnail_url} alt={t('admin.photos.alt', { n: i + 1 })} loading="lazy" width={160} height={120} />
            <select
              className="field__input admin-photos__slot"
              aria-label={t('admin.photos.slotOf', { n: i + 1 })}
              value={p.slot ?? 'other'}
              disabled={busy}
              onChange={(e) => void run(() => editPhoto(lot.id, p.id, { slot: e.target.value as PhotoSlot }))}
            >
              {slotOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <div className="admin-actions">
              {i === 0 ? (
                <span className="admin-pill admin-pill--good">{t('admin.photos.cover')}</span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => void run(() => reorderPhotos(lot.id, [p.id, ...photos.filter((x) => x.id !== p.id).map((x) => x.id)]))}
                >
                  {t('admin.photos.makeCover')}
                </button>
              )}
              <button
                type="button"
                className="link-button admin-danger"
                disabled={busy}
                onClick={() => void run(() => deletePhoto(lot.id, p.id))}
              >
                {t('admin.common.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** What became of each file of the last upload: added, or refused and why. */
export function UploadResults({ results }: { results: PhotoFileResult[] }) {
  const { t } = useTranslation();
  const added = results.filter((r) => r.status === 'accepted').length;
  return (
    <div className="admin-upload-results" role="status">
      <p>{t('admin.photos.outcome', { added, refused: results.length - added })}</p>
      <ul className="plain-list">
        {results.map((r, i) => (
          <li key={`${i}-${r.name}`} className={r.status === 'accepted' ? 'admin-upload-results__ok' : 'admin-upload-results__refused'}>
            <strong>{r.name || t('admin.photos.unnamed')}</strong>
            {': '}
            {r.status === 'accepted' ? t('admin.photos.accepted') : t(`admin.photos.refusal.${r.code ?? 'unreadable'}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
