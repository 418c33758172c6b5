import { deployedConsole } from './deployed';

// The backend on an origin of its own (VITE_API_BASE): every call a CORS request, its preflight for the
// console's token header, the page's connect-src naming the backend.
deployedConsole({ title: 'the deployed bundle calling its backend on another origin (VITE_API_BASE)', name: 'cross-origin', wire: 'spec', crossOrigin: true, bundle: (api) => ({ VITE_API_BASE: api }) });
