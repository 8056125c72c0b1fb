import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sessionAtom, type SessionUser } from '../features/session/atoms';
import '../lib/i18n';

interface RenderOptions {
  path?: string;
  /** undefined: still loading; null: logged out; an object: logged in. */
  user?: SessionUser | null;
}

/** Renders `ui` inside a fresh jotai store and an in-memory router that records navigations. */
export function renderWithApp(ui: ReactNode, { path = '/', user }: RenderOptions = {}) {
  const store = createStore();
  if (user === null) store.set(sessionAtom, { type: 'LOGOUT' });
  else if (user) store.set(sessionAtom, { type: 'LOGIN', user });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </Provider>,
  );
  return { ...result, store, history: location.history };
}
