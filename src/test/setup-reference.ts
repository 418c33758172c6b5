import { server } from '@/mocks/node';
import { referenceShapes } from './reference-shapes';

// The vitest project "reference backend": every test's calls answered in the reference backend's shapes.
beforeEach(() => server.use(referenceShapes));
