import { ProfileScreen } from '../features/profile/components/profile-screen';
import '../styles/marketplace.css';
import '../styles/account.css';

export function ProfilePage() {
  return <ProfileScreen />;
}
