// The demo backend's service worker: msw's own (mockServiceWorker.js, written by `msw init`), which stays
// registered while the console is served with the demo backend.
//
// msw's worker unregisters itself when the page that closes is the last one it sees. On a navigation
// within a tab the next page is not listed yet, so it did so at about half of all page loads: the next
// page came uncontrolled and registered the worker again, and msw reloads a page that finds the worker
// registered without being controlled by it; that reload cancelled the navigation the user had just
// started (an address typed, a link followed) and put the previous page back.
Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
importScripts('./mockServiceWorker.js');
