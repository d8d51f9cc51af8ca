// React bindings for the local database. Import only from lazily loaded components (keeps Dexie off the first route).
export { useLiveQuery } from 'dexie-react-hooks';
