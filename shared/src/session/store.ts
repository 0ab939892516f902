import { createStore } from 'jotai';

/** The one jotai store of the page: the host and every remote read and write the same atoms through it. */
export const portalStore = createStore();
