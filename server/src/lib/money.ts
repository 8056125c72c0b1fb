const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees in en-IN grouping: 151000 → ₹1,51,000. */
export const formatINR = (rupees: number) => inr.format(rupees);
