import { useAtomValue } from '../../../lib/use-atom';
import { LotRecords } from '../../lot-records/components/lot-records';
import { userAtom } from '../../session/atoms';
import { PriceMemory } from './price-memory';

/** On a lot page: what its like sold for, and (signed in) its RC and challan check. */
export function LotInsight({ assetId }: { assetId: number }) {
  const user = useAtomValue(userAtom);
  return (
    <div className="lot-insight">
      <PriceMemory assetId={assetId} />
      {user ? <LotRecords assetId={assetId} /> : null}
    </div>
  );
}
