import type { StateCode } from './states.js';

export interface DemoUser {
  key: 'admin' | 'buyer' | 'new-buyer' | 'dealer' | 'agent';
  role: 'admin' | 'buyer';
  firstName: string;
  lastName: string;
  /** 10 digits; the login id. The seeder sets passwords. */
  phone: string;
  email: string;
  stateCode: StateCode;
  pincode: string;
  address: string;
  /** Plan code from PLANS the user holds, or null for none. */
  subscriptionPlanCode: string | null;
  docsUploaded: boolean;
}

/**
 * An admin, a subscribed buyer who can bid at once, a fresh buyer who sees the subscribe nag, and a
 * dealer (subscribed, documents verified) with one active agent who quotes in the dealer's name.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    role: 'admin',
    firstName: 'Neha',
    lastName: 'Kulkarni',
    phone: '9000000001',
    email: 'admin@vahanhaat.example',
    stateCode: 'MH',
    pincode: '411001',
    address: 'Shivajinagar, Pune',
    subscriptionPlanCode: null,
    docsUploaded: true,
  },
  {
    key: 'buyer',
    role: 'buyer',
    firstName: 'Ramesh',
    lastName: 'Pawar',
    phone: '9000000002',
    email: 'ramesh.pawar@vahanhaat.example',
    stateCode: 'MH',
    pincode: '413102',
    address: 'At post Malegaon, Baramati',
    subscriptionPlanCode: 'pan-india-12m',
    docsUploaded: true,
  },
  {
    key: 'new-buyer',
    role: 'buyer',
    firstName: 'Suresh',
    lastName: 'Verma',
    phone: '9000000003',
    email: 'suresh.verma@vahanhaat.example',
    stateCode: 'MP',
    pincode: '452001',
    address: 'Vijay Nagar, Indore',
    subscriptionPlanCode: null,
    docsUploaded: false,
  },
  {
    key: 'dealer',
    role: 'buyer',
    firstName: 'Anil',
    lastName: 'Tractors',
    phone: '9000000020',
    email: 'anil.tractors@vahanhaat.example',
    stateCode: 'MH',
    pincode: '431001',
    address: 'Station Road, Aurangabad',
    subscriptionPlanCode: 'pan-india-12m',
    docsUploaded: true,
  },
  {
    key: 'agent',
    role: 'buyer',
    firstName: 'Vijay',
    lastName: 'Kale',
    phone: '9000000021',
    email: 'vijay.kale@vahanhaat.example',
    stateCode: 'MH',
    pincode: '431001',
    address: 'Station Road, Aurangabad',
    subscriptionPlanCode: null,
    docsUploaded: false,
  },
];
