import { createStore } from 'jotai';

/**
 * The one jotai store of the app. Code outside React (api-client, socket handlers, toasts)
 * reads and writes atoms through it; <Provider store={store}> hands it to components.
 */
export const store = createStore();
export type AppStore = typeof store;
