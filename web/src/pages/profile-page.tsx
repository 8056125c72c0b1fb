import { ProfileScreen } from '../features/profile/components/profile-screen';
import '../styles/marketplace.css';

export function ProfilePage() {
  return <ProfileScreen />;
}
