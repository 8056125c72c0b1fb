export type StateCode = 'MH' | 'MP' | 'UP' | 'GJ' | 'KA' | 'RJ' | 'TS';

export interface Yard {
  name: string;
  town: string;
  district: string;
}

export interface StateContact {
  name: string;
  /** 10 digits, no +91. */
  phone: string;
}

export interface StateSeed {
  code: StateCode;
  name: string;
  /** Registration prefixes of RTOs near the yards, e.g. 'MH 12' (Pune). */
  rtoPrefixes: readonly string[];
  yards: readonly Yard[];
  /** State heads; the home page shows the first. */
  contacts: readonly StateContact[];
}

export const STATE_DATA: readonly StateSeed[] = [
  {
    code: 'MH',
    name: 'Maharashtra',
    rtoPrefixes: ['MH 12', 'MH 14', 'MH 42', 'MH 16', 'MH 13', 'MH 09', 'MH 15', 'MH 20'],
    yards: [
      { name: 'Chakan Yard', town: 'Chakan', district: 'Pune' },
      { name: 'Baramati Yard', town: 'Baramati', district: 'Pune' },
      { name: 'Ahilyanagar Yard', town: 'Supa', district: 'Ahmednagar' },
      { name: 'Nashik Yard', town: 'Sinnar', district: 'Nashik' },
      { name: 'Solapur Yard', town: 'Mohol', district: 'Solapur' },
    ],
    contacts: [
      { name: 'Sachin Jadhav', phone: '9823045716' },
      { name: 'Pravin Shinde', phone: '8806124590' },
    ],
  },
  {
    code: 'MP',
    name: 'Madhya Pradesh',
    rtoPrefixes: ['MP 09', 'MP 04', 'MP 20', 'MP 13', 'MP 41', 'MP 10'],
    yards: [
      { name: 'Indore Yard', town: 'Sanwer', district: 'Indore' },
      { name: 'Bhopal Yard', town: 'Berasia', district: 'Bhopal' },
      { name: 'Dewas Yard', town: 'Dewas', district: 'Dewas' },
      { name: 'Khargone Yard', town: 'Khargone', district: 'Khargone' },
    ],
    contacts: [
      { name: 'Rajendra Patidar', phone: '9425178306' },
      { name: 'Ankit Chouhan', phone: '7024561893' },
    ],
  },
  {
    code: 'UP',
    name: 'Uttar Pradesh',
    rtoPrefixes: ['UP 32', 'UP 78', 'UP 80', 'UP 65', 'UP 15', 'UP 25'],
    yards: [
      { name: 'Lucknow Yard', town: 'Bakshi Ka Talab', district: 'Lucknow' },
      { name: 'Kanpur Yard', town: 'Bilhaur', district: 'Kanpur Nagar' },
      { name: 'Meerut Yard', town: 'Mawana', district: 'Meerut' },
      { name: 'Bareilly Yard', town: 'Faridpur', district: 'Bareilly' },
    ],
    contacts: [
      { name: 'Vikas Yadav', phone: '9415362087' },
      { name: 'Amit Tiwari', phone: '6394817250' },
    ],
  },
  {
    code: 'GJ',
    name: 'Gujarat',
    rtoPrefixes: ['GJ 01', 'GJ 02', 'GJ 03', 'GJ 05', 'GJ 06', 'GJ 10'],
    yards: [
      { name: 'Ahmedabad Yard', town: 'Bavla', district: 'Ahmedabad' },
      { name: 'Rajkot Yard', town: 'Gondal', district: 'Rajkot' },
      { name: 'Mehsana Yard', town: 'Unjha', district: 'Mehsana' },
    ],
    contacts: [{ name: 'Hitesh Patel', phone: '9824067315' }],
  },
  {
    code: 'KA',
    name: 'Karnataka',
    rtoPrefixes: ['KA 25', 'KA 22', 'KA 09', 'KA 32', 'KA 17', 'KA 36'],
    yards: [
      { name: 'Hubballi Yard', town: 'Hubballi', district: 'Dharwad' },
      { name: 'Belagavi Yard', town: 'Gokak', district: 'Belagavi' },
      { name: 'Davanagere Yard', town: 'Harihar', district: 'Davanagere' },
      { name: 'Mysuru Yard', town: 'Nanjangud', district: 'Mysuru' },
    ],
    contacts: [
      { name: 'Manjunath Gowda', phone: '9448120967' },
      { name: 'Basavaraj Patil', phone: '8762439015' },
    ],
  },
  {
    code: 'RJ',
    name: 'Rajasthan',
    rtoPrefixes: ['RJ 14', 'RJ 19', 'RJ 06', 'RJ 27', 'RJ 20', 'RJ 13'],
    yards: [
      { name: 'Jaipur Yard', town: 'Chomu', district: 'Jaipur' },
      { name: 'Jodhpur Yard', town: 'Bilara', district: 'Jodhpur' },
      { name: 'Sri Ganganagar Yard', town: 'Suratgarh', district: 'Sri Ganganagar' },
    ],
    contacts: [
      { name: 'Mahendra Singh Rathore', phone: '9414052783' },
      { name: 'Sunil Choudhary', phone: '7742196308' },
    ],
  },
  {
    code: 'TS',
    name: 'Telangana',
    rtoPrefixes: ['TS 07', 'TS 08', 'TS 03', 'TS 02', 'TS 05', 'TS 04'],
    yards: [
      { name: 'Hyderabad Yard', town: 'Shamshabad', district: 'Ranga Reddy' },
      { name: 'Warangal Yard', town: 'Hanamkonda', district: 'Hanumakonda' },
      { name: 'Karimnagar Yard', town: 'Karimnagar', district: 'Karimnagar' },
    ],
    contacts: [{ name: 'Srinivas Reddy', phone: '9848230671' }],
  },
];

export function stateByCode(code: StateCode): StateSeed {
  const state = STATE_DATA.find((s) => s.code === code);
  if (!state) throw new Error(`no seed data for state ${code}`);
  return state;
}
