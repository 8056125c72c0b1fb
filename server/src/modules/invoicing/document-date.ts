const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });

/** A document's date as invoices print it (dd/mm/yyyy, India time). */
export const documentDate = (d: Date) => dateFormat.format(d);
