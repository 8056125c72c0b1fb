import { RcChallanScreen } from '../features/rc-challan/components/rc-challan-screen';
import '../styles/marketplace.css';
import '../styles/account.css';

export function RcChallanPage() {
  return <RcChallanScreen />;
}
