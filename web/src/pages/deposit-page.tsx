import { DepositScreen } from '../features/deposits/components/deposit-screen';
import '../styles/account.css';

export function DepositPage() {
  return <DepositScreen />;
}
