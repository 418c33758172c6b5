import { deployedConsole } from './deployed';

// SPEC.md's backend, behind the site's nginx at /api/ (README: Using a real backend).
deployedConsole({ title: 'the deployed bundle, its backend behind nginx (SPEC.md’s wire)', name: 'spec', wire: 'spec', crossOrigin: false, bundle: () => ({}) });
