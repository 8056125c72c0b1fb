// The saved searches API's shapes live in the contract package (one source for the server and the web).
export * from '@vahanhaat/contract/http/alerts';
export { inOrder } from '@vahanhaat/contract/http/limits';
