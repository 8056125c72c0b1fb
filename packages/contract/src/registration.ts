// One reading of a vehicle registration number for the server's schemas and the web's fields. No imports.

/** 'mh12ab1234', 'MH 12 AB 1234' and 'MH-12-AB-1234' are one vehicle: MH12AB1234. */
export const normaliseRegistration = (raw: string) => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** State code, RTO number, optional series, number: MH12AB1234, DL3CAB1234, KA011234. */
export const REGISTRATION_PATTERN = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;
