import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { cancelAuction } from '../api/auctions';
import { errorMessage } from '../api/http';
import { ConfirmDialog } from './ui';
import type { Auction } from '../api/types';

/** Cancelling withdraws every open lot; buyers watching are told at once. */
export function CancelAuctionDialog({ auction, onClose, onDone }: { auction: Auction | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={auction !== null}
      title={t('admin.auctions.cancelTitle')}
      message={auction ? t('admin.auctions.cancelMessage', { title: auction.title }) : null}
      confirmLabel={t('admin.auctions.cancel')}
      reasonLabel={t('admin.common.reason')}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!auction) return;
        try {
          const { msg } = await cancelAuction(auction.id, reason);
          toast.success(msg || t('admin.common.saved'));
          onDone();
        } catch (err) {
          toast.error(errorMessage(err, t('common.somethingWentWrong')));
        }
      }}
    />
  );
}
