import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useAtomValue } from '../../lib/use-atom';
import { userAtom } from '../session/atoms';
import { permissionOnOpen, permissionProblemAtom } from './permission';

/** Once per auction per visit: browsing stays open, the modal only explains quoting. */
const shownFor = new Set<number>();

/** Opens the state-not-permitted modal when a buyer without a plan opens an auction or one of its lots. */
export function usePermissionOnOpen(auctionId: number | undefined, auctionState: string | undefined): void {
  const user = useAtomValue(userAtom);
  const showPermission = useSetAtom(permissionProblemAtom);
  useEffect(() => {
    if (auctionId === undefined || !auctionState || shownFor.has(auctionId)) return;
    const problem = permissionOnOpen(user, auctionState);
    if (!problem) return;
    shownFor.add(auctionId);
    showPermission(problem);
  }, [auctionId, auctionState, user, showPermission]);
}
