/** The one message a sign-up step shows, under the field it is about. */
export type StepError = { field: string; message: string } | null;
