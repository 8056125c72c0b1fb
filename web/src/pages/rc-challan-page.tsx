import { RcChallanScreen } from '../features/rc-challan/components/rc-challan-screen';
import '../styles/marketplace.css';

export function RcChallanPage() {
  return <RcChallanScreen />;
}
